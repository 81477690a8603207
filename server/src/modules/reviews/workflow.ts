/**
 * Filling in an evaluation (spec 3 section 4): save for later, submit, sign off. Only the
 * current author saves or submits, answers of a completed evaluation never change, and only
 * the author a completed evaluation moved to signs it. Each step is one transaction.
 */
import { alias } from 'drizzle-orm/pg-core';
import { columnName, setColumns } from '../../db/names';
import { answerOptions, evaluations, questions, sections, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import {
  evaluationType,
  evaluationWorkflow,
  mayTake,
  parseDateOnly,
  SIGNATURE_MISMATCH,
  signatureMatches,
  transition,
  unansweredRequiredMessage,
  type answersArgs,
  type EvaluationStatus,
  type signArgs,
} from '@portal/common';
import { queryRows, type Executor } from '../../db/client';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { ArgsOf } from '../../graphql/module';
import { readSettings } from '../settings/store';
import { actorsOf, auditEvaluation, completeReviewIfDone, evaluationSnapshot, inTransaction, loadEvaluation, type EvaluationRow } from './evaluationStore';

/** The arguments of save and submit: the evaluation and the answers to store. */
export type AnswersInput = ArgsOf<typeof answersArgs>;

const NOT_FOUND = 'Could not find the evaluation. Please try again.';

/** The forms' tables as the statements below read them: `from ${questions} ${q} join ${sections} ${s}`. */
const q = alias(questions, 'q');
const s = alias(sections, 's');
const o = alias(answerOptions, 'o');
const e = evaluations;

/** The evaluation and the status the step gives it, if the workflow lets the viewer save or submit it now. */
async function openForAuthor(tx: Executor, id: number, viewer: Viewer, action: 'save' | 'submit'): Promise<{ evaluation: EvaluationRow; to: EvaluationStatus }> {
  const evaluation = await loadEvaluation(tx, id, { lock: true });
  if (!evaluation) throw notFound(NOT_FOUND);
  if (!mayTake(evaluationWorkflow, action, actorsOf(evaluation, viewer))) throw forbidden('Only the current author of this evaluation may change it.');
  const step = transition(evaluationWorkflow, evaluation, action);
  if (!step.ok && step.refused === 'needsAssignment') throw badInput('This evaluation waits for its manager to assign a writer.');
  if (!step.ok) throw badInput('This evaluation is already submitted; its answers cannot change.');
  return { evaluation, to: step.to };
}

interface QuestionRow {
  id: number;
  answer_type: string;
  options: string[] | null;
}

/** Checks each answer against its question (of this evaluation, right type) and stores them. */
async function writeAnswers(tx: Executor, evaluationId: number, answers: { questionId: number; answer: string | null }[]): Promise<void> {
  if (answers.length === 0) return;
  const asked = await queryRows<QuestionRow>(tx, sql`
    select ${q.id}, ${q.answerType}, (select array_agg(${o.value}) from ${answerOptions} ${o} where ${o.questionId} = ${q.id}) as options
    from ${questions} ${q} join ${sections} ${s} on ${s.id} = ${q.sectionId} where ${s.evaluationId} = ${evaluationId}`);
  const byId = new Map(asked.map((question) => [question.id, question]));
  const updates: [number, string | null][] = [];
  for (const { questionId, answer } of answers) {
    const question = byId.get(questionId);
    if (!question) throw badInput('An answer is for a question that is not on this evaluation.');
    const value = answer === null || answer.trim() === '' ? null : answer;
    if (value !== null && question.answer_type === 'date' && !parseDateOnly(value)) throw badInput('A date answer must be a date (YYYY-MM-DD).');
    if (value !== null && question.answer_type === 'multi' && !(question.options ?? []).includes(value)) throw badInput('Choose one of the offered answers.');
    updates.push([questionId, value]);
  }
  await tx.execute(sql`
    update ${questions} ${q} set ${columnName(q.answer)} = v.answer
    from (select * from unnest(${sql.param(updates.map((u) => u[0]))}::int[], ${sql.param(updates.map((u) => u[1]))}::text[]) as t(id, answer)) v
    where ${q.id} = v.id`);
}

/**
 * Submit needs every question the template marks required answered (saved before or sent now);
 * the refusal rolls the submit back, answers included, so the form stays as it was.
 */
async function requireRequiredAnswers(tx: Executor, evaluationId: number): Promise<void> {
  const [{ missing }] = await queryRows<{ missing: number }>(tx, sql`
    select count(*)::int as missing from ${questions} ${q} join ${sections} ${s} on ${s.id} = ${q.sectionId}
    where ${s.evaluationId} = ${evaluationId} and ${q.required} and ${q.answer} is null`);
  if (missing > 0) throw badInput(unansweredRequiredMessage(missing), { unanswered: missing });
}

export async function saveEvaluation(ctx: AppContext, { id, answers }: AnswersInput): Promise<number> {
  return inTransaction(ctx, async (tx, viewer) => {
    const { to } = await openForAuthor(tx, id, viewer, 'save');
    const before = await evaluationSnapshot(tx, id);
    await writeAnswers(tx, id, answers);
    await tx.execute(sql`update ${e} set ${setColumns(e, { status: to, updatedAt: nowSql() })} where ${e.id} = ${id}`);
    await auditEvaluation(tx, ctx, id, 'save', before);
    return id;
  });
}

/** Who signs a submitted evaluation, by type (spec 3 section 4). */
async function nextAuthor(tx: Executor, evaluation: EvaluationRow): Promise<{ name: string | null; number: string | null }> {
  const type = evaluationType(evaluation.title);
  if (type === 'annual') return { name: evaluation.owner, number: evaluation.ownerEmployeeNumber };
  if (type === 'leadership') {
    const signer = (await readSettings(tx)).leadershipSigner;
    const [person] = signer
      ? await queryRows<{ name: string }>(tx, sql`select concat_ws(' ', ${users.firstName}, ${users.lastName}) as name from ${users} where ${users.employeeNumber} = ${signer}`)
      : [];
    if (!person) throw badInput('No leadership signer is set. Ask an administrator to choose one in Settings.');
    return { name: person.name, number: signer };
  }
  return { name: evaluation.manager, number: evaluation.managerEmployeeNumber };
}

export async function submitEvaluation(ctx: AppContext, { id, answers }: AnswersInput): Promise<number> {
  return inTransaction(ctx, async (tx, viewer) => {
    const { evaluation, to } = await openForAuthor(tx, id, viewer, 'submit');
    const before = await evaluationSnapshot(tx, id);
    await writeAnswers(tx, id, answers);
    await requireRequiredAnswers(tx, id);
    const next = await nextAuthor(tx, evaluation);
    // The writer is kept as the form author; the form moves to who signs it, who has not been reminded of it yet.
    await tx.execute(sql`
      update ${e} set ${setColumns(e, {
        status: to,
        dateCompleted: nowSql(),
        needsSignature: sql`true`,
        formAuthor: e.author,
        formAuthorEmployeeNumber: e.authorEmployeeNumber,
        author: next.name,
        authorEmployeeNumber: next.number,
        reminderSentAt: sql`null`,
        updatedAt: nowSql(),
      })}
      where ${e.id} = ${id}`);
    await auditEvaluation(tx, ctx, id, 'submit', before);
    await completeReviewIfDone(tx, evaluation.reviewId);
    return id;
  });
}

export async function signEvaluation(ctx: AppContext, { id, fullName }: ArgsOf<typeof signArgs>): Promise<number> {
  return inTransaction(ctx, async (tx, viewer) => {
    const evaluation = await loadEvaluation(tx, id, { lock: true });
    if (!evaluation) throw notFound(NOT_FOUND);
    if (!mayTake(evaluationWorkflow, 'sign', actorsOf(evaluation, viewer))) throw forbidden('Only the designated signer may sign this evaluation.');
    if (!transition(evaluationWorkflow, evaluation, 'sign').ok) throw badInput('This evaluation is not waiting for a signature.');
    if (!signatureMatches(fullName, evaluation.author)) throw badInput(SIGNATURE_MISMATCH);
    const before = await evaluationSnapshot(tx, id);
    await tx.execute(sql`
      update ${e} set ${setColumns(e, {
        needsSignature: sql`false`,
        signedDate: nowSql(),
        signedUserId: viewer.employeeNumber,
        signerName: `${viewer.firstName} ${viewer.lastName}`,
        updatedAt: nowSql(),
      })}
      where ${e.id} = ${id}`);
    await auditEvaluation(tx, ctx, id, 'sign off', before);
    await completeReviewIfDone(tx, evaluation.reviewId);
    return id;
  });
}
