/**
 * Giving out reviews and evaluations (spec 3 sections 2, 4 and 5):
 * - assignReviewToUser: HR gives an employee a review from a template; one evaluation per
 *   evaluation template, each a copy of its form, with writers set by type.
 * - assignEvaluation: the manager picks the writer(s) of an evaluation that needs assignment.
 * Each runs in one transaction: all evaluations and forms exist, or none do.
 */
import { alias } from 'drizzle-orm/pg-core';
import { columnList, insertValues, setColumns } from '../../db/names';
import { evaluations, evaluationTemplates, reviews, reviewTemplates, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import {
  type Role,
  evaluationType,
  evaluationWorkflow,
  mayTake,
  multiAssigneeType,
  needsAssignmentType,
  parseDateOnly,
  REVIEW_DUE_IN_PAST,
  reviewWorkflow,
  target,
  transition,
  clock,
  type assignEvaluationArgs,
  type assignReviewArgs,
} from '@portal/common';
import { queryRows, type Executor } from '../../db/client';
import { reader } from '../../graphql/crud/api';
import type { AppContext } from '../../graphql/context';
import type { Viewer } from '../../auth/viewer';
import { badInput, forbidden, notFound, unauthenticated } from '../../graphql/errors';
import type { ArgsOf } from '../../graphql/module';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { u } from './aliases';
import { copyForm } from './formCopy';
import { actorsOf, auditEvaluation, evaluationSnapshot, inTransaction, loadEvaluation, lockedByCycle, type EvaluationRow } from './evaluationStore';
import { evaluationModel } from './models';

export const personColumns = sql`${u.id}, ${u.employeeNumber}, concat_ws(' ', ${u.firstName}, ${u.lastName}) as name`;

async function activePerson(tx: Executor, employeeNumber: string): Promise<Person | null> {
  const [row] = await queryRows<Person>(tx, sql`select ${personColumns} from ${users} ${u} where ${u.employeeNumber} = ${employeeNumber} and ${u.employmentStatus} = 'active'`);
  return row ?? null;
}

export interface Person {
  id: number;
  employee_number: string;
  name: string;
}

export interface TemplateForms {
  id: number;
  title: string;
  year: number | null;
  forms: { id: number; title: string; author_hidden: boolean; needs_assignment: boolean }[];
}

/**
 * The current version of a template with its forms, or a clear refusal. The template row stays
 * share-locked until the caller's transaction ends: an edit (which locks it for update before it
 * looks for reviews using it, templateEditor.ts) waits for the review being created and then
 * makes a new version, instead of changing in place the forms this review was copied from.
 */
export async function loadTemplateForms(tx: Executor, templateId: number): Promise<TemplateForms> {
  const [t, e] = [reviewTemplates, evaluationTemplates];
  const [template] = await queryRows<{ id: number; title: string; year: number | null; superseded_by_id: number | null }>(
    tx, sql`select ${t.id}, ${t.title}, ${t.year}, ${t.supersededById} from ${t} where ${t.id} = ${templateId} for share`);
  if (!template) throw badInput('Choose a review template.');
  if (template.superseded_by_id !== null) throw badInput('That template has a newer version; choose the current one.');
  const forms = await queryRows<TemplateForms['forms'][number]>(
    tx, sql`select ${e.id}, ${e.title}, ${e.authorHidden}, ${e.needsAssignment} from ${e} where ${e.reviewTemplateId} = ${template.id} order by ${e.order}, ${e.id}`);
  if (forms.length === 0) throw badInput('That template has no evaluations to fill in.');
  return { id: template.id, title: template.title, year: template.year, forms };
}

/** The subject's supervisor, who manages (and signs most of) the review. */
export async function supervisorOf(tx: Executor, subject: Person): Promise<Person | null> {
  const s = alias(users, 's');
  const [manager] = await queryRows<Person>(tx, sql`select ${personColumns} from ${users} ${s} join ${users} ${u} on ${u.id} = ${s.supervisorId} where ${s.id} = ${subject.id}`);
  return manager ?? null;
}

/**
 * One review of a template for a subject: the review, then one evaluation per form, each with a
 * copy of its form. The first writer is the subject for a self assessment, else the manager
 * (who hands assignable types on to their writers).
 */
export async function createReview(tx: Executor, ctx: AuditActor, p: { subject: Person; manager: Person; template: TemplateForms; due: string; cycleId?: number }): Promise<number> {
  const { subject, manager, template, due } = p;
  const [review] = await queryRows<{ id: number }>(tx, sql`
    insert into ${reviews} ${insertValues(reviews, {
      title: template.title,
      year: template.year ?? Number(due.slice(0, 4)),
      status: target(reviewWorkflow, null, 'create'),
      manager: manager.name,
      managerEmployeeNumber: manager.employee_number,
      authorEmployeeNumber: manager.employee_number,
      templateVersionId: template.id,
      userId: subject.id,
      dateToCompleteBy: due,
      reviewCycleId: p.cycleId ?? null,
    })}
    returning ${reviews.id}`);
  // What was created, in words the History panel lists (title, employee, template, due date), with the ids.
  await recordAudit(tx, ctx, {
    entity: 'Review',
    entityId: review.id,
    action: 'create',
    before: null,
    after: { title: template.title, employee: `${subject.name} (${subject.employee_number})`, template: template.title, dateToCompleteBy: due, employeeNumber: subject.employee_number, templateId: template.id, reviewCycleId: p.cycleId ?? null },
  });
  for (const form of template.forms) {
    const type = evaluationType(form.title);
    const writer = type === 'self' ? subject : manager;
    const [evaluation] = await queryRows<{ id: number }>(tx, sql`
      insert into ${evaluations} ${insertValues(evaluations, {
        title: form.title,
        status: target(evaluationWorkflow, null, 'create'),
        dateToCompleteBy: due,
        reviewId: review.id,
        templateVersionId: form.id,
        manager: manager.name,
        managerEmployeeNumber: manager.employee_number,
        owner: subject.name,
        ownerEmployeeNumber: subject.employee_number,
        author: writer.name,
        authorEmployeeNumber: writer.employee_number,
        formAuthor: writer.name,
        formAuthorEmployeeNumber: writer.employee_number,
        authorHidden: form.author_hidden,
        needsAssignment: form.needs_assignment && needsAssignmentType(type),
      })}
      returning ${evaluations.id}`);
    await copyForm(tx, { evaluationTemplateId: form.id }, evaluation.id);
    await auditEvaluation(tx, ctx, evaluation.id, 'create', null);
  }
  return review.id;
}

/** Creates a review of a template for an employee; returns the review id. */
export async function assignReviewToUser(ctx: AppContext, args: ArgsOf<typeof assignReviewArgs>): Promise<number> {
  const due = parseDateOnly(args.dateToCompleteBy);
  if (!due) throw badInput('The due date must be a date (YYYY-MM-DD).');
  // "Past" is before the company's calendar day, whatever the server's or the browser's zone.
  if (due < clock.today()) throw badInput(REVIEW_DUE_IN_PAST);
  return inTransaction(ctx, async (tx) => {
    const subject = await activePerson(tx, args.employeeNumber);
    if (!subject) throw badInput('Choose an active employee.');
    const manager = await supervisorOf(tx, subject);
    if (!manager) throw badInput(`${subject.name} has no supervisor. Set one on their record before assigning a review.`);
    const template = await loadTemplateForms(tx, args.templateVersionId);
    return createReview(tx, ctx, { subject, manager, template, due });
  });
}

/** The roles the 'Lock Reviews from Non-Admins' option leaves in charge (docs/decisions/0041). */
const CYCLE_ADMINS: readonly Role[] = ['admin', 'superAdmin', 'webEditor'];

/**
 * Who may choose an evaluation's writers: its manager, and the review managers (HR fixing a stuck
 * review); while the review's cycle is locked, only admins (decision 0041).
 */
async function requireWriterChooser(tx: Executor, viewer: Viewer, evaluation: EvaluationRow): Promise<void> {
  if (!mayTake(evaluationWorkflow, 'assign', actorsOf(evaluation, viewer))) throw forbidden('Only the manager of this evaluation may assign its writers.');
  if (!CYCLE_ADMINS.includes(viewer.role) && (await lockedByCycle(tx, evaluation.reviewId))) {
    throw forbidden('This review\'s cycle is locked: only admins may choose its writers.');
  }
}

/**
 * The employee numbers the writer picker leaves out: the subject and those already writing one
 * of the evaluation's title in the review. It names hidden writers, so only those who may choose
 * the writers ask it; who cannot read the evaluation learns nothing, not even that it exists.
 */
export async function assigneeExclusions(ctx: AppContext, evaluationId: number): Promise<string[]> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  if (!(await reader(ctx).findUnique(evaluationModel, { id: evaluationId }))) throw notFound('Could not find the evaluation. Please try again.');
  const evaluation = (await loadEvaluation(ctx.db, evaluationId, { lock: false }))!;
  await requireWriterChooser(ctx.db, viewer, evaluation);
  const taken = await alreadyAssigned(ctx.db, evaluation);
  return [...new Set([...(evaluation.ownerEmployeeNumber ? [evaluation.ownerEmployeeNumber] : []), ...taken])];
}

/** Employee numbers already writing an evaluation of this title in the same review. */
async function alreadyAssigned(tx: Executor, evaluation: EvaluationRow): Promise<Set<string>> {
  const e = evaluations;
  const rows = await queryRows<{ n: string }>(tx, sql`
    select distinct ${e.formAuthorEmployeeNumber} as n from ${e}
    where ${e.reviewId} = ${evaluation.reviewId} and ${e.title} = ${evaluation.title} and not ${e.needsAssignment} and ${e.formAuthorEmployeeNumber} is not null`);
  return new Set(rows.map((r) => r.n));
}

/** Hands an evaluation to its writer(s); returns the ids of the evaluations they now write. */
export async function assignEvaluation(ctx: AppContext, args: ArgsOf<typeof assignEvaluationArgs>): Promise<number[]> {
  const numbers = [...new Set(args.employeeNumbers)];
  return inTransaction(ctx, async (tx, viewer) => {
    const evaluation = await loadEvaluation(tx, args.evaluationId, { lock: true });
    if (!evaluation) throw notFound('Could not find the evaluation. Please try again.');
    await requireWriterChooser(tx, viewer, evaluation);
    const type = evaluationType(evaluation.title);
    if (!needsAssignmentType(type) || !transition(evaluationWorkflow, evaluation, 'assign').ok) {
      throw badInput('This evaluation does not need assigning.');
    }
    if (numbers.length > 1 && !multiAssigneeType(type)) throw badInput('Choose one assignee for this evaluation.');
    const taken = await alreadyAssigned(tx, evaluation);
    const people: Person[] = [];
    for (const n of numbers) {
      const person = await activePerson(tx, n);
      if (!person) throw badInput(`No active employee has the number ${n}.`);
      if (n === evaluation.ownerEmployeeNumber) throw badInput('The subject cannot write their own feedback.');
      if (taken.has(n)) throw badInput(`${person.name} already writes a ${evaluation.title} in this review.`);
      people.push(person);
    }
    const ids: number[] = [];
    for (const [i, person] of people.entries()) {
      const writerSet = setColumns(evaluations, {
        author: person.name,
        authorEmployeeNumber: person.employee_number,
        formAuthor: person.name,
        formAuthorEmployeeNumber: person.employee_number,
        needsAssignment: sql`false`,
        authorHidden: sql`true`,
        assignmentDate: nowSql(),
        reminderSentAt: sql`null`,
        updatedAt: nowSql(),
      });
      const e = evaluations;
      if (i === 0) {
        const before = await evaluationSnapshot(tx, evaluation.id);
        await tx.execute(sql`update ${e} set ${writerSet} where ${e.id} = ${evaluation.id}`);
        await auditEvaluation(tx, ctx, evaluation.id, 'assign', before);
        ids.push(evaluation.id);
        continue;
      }
      const copied = [e.dateToCompleteBy, e.reviewId, e.templateVersionId, e.manager, e.managerEmployeeNumber, e.owner, e.ownerEmployeeNumber];
      const [copy] = await queryRows<{ id: number }>(tx, sql`
        insert into ${e} ${columnList(e.title, e.status, ...copied)}
        select ${e.title}, ${target(evaluationWorkflow, null, 'create')}::text, ${sql.join(copied, sql`, `)}
        from ${e} where ${e.id} = ${evaluation.id}
        returning ${e.id}`);
      await tx.execute(sql`update ${e} set ${writerSet} where ${e.id} = ${copy.id}`);
      await copyForm(tx, { evaluationId: evaluation.id }, copy.id);
      await auditEvaluation(tx, ctx, copy.id, 'assign', null);
      ids.push(copy.id);
    }
    return ids;
  });
}
