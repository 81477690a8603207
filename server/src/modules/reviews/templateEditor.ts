/**
 * Saving a review template from the template editor (issue 9, beyond the spec), and the sample
 * template of the empty workshop. A template no review uses yet is changed in place; a template
 * a review was assigned from is never changed under it: the edit becomes a new version, the old
 * one is marked superseded (reviews keep pointing at it) and review cycles move to the new one
 * (docs/decisions/0040).
 */
import { alias } from 'drizzle-orm/pg-core';
import { columnList, columnName } from '../../db/names';
import { answerOptions, evaluationTemplates, questions, reviewCycles, reviews, reviewTemplates, sections } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import {
  EVALUATION_SCALE,
  evaluationType,
  needsAssignmentType,
  reviewTemplateInputSchema,
  type saveTemplateArgs,
  type EvaluationTemplateInput,
  type ReviewTemplateInput,
  clock,
} from '@portal/common';
import { queryRows, type Executor } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { ArgsOf } from '../../graphql/module';
import { recordAudit } from '../../lib/audit';
import { EVALUATIONS } from './standardForms';
import { inTransaction } from './evaluationStore';

async function insertForms(tx: Executor, reviewTemplateId: number, year: number | null, forms: readonly EvaluationTemplateInput[]): Promise<void> {
  for (const [order, form] of forms.entries()) {
    // A manager can only assign writers of the types made for it (decision 0035).
    const needsAssignment = form.needsAssignment && needsAssignmentType(evaluationType(form.title));
    const e = evaluationTemplates;
    const [formRow] = await queryRows<{ id: number }>(tx, sql`
      insert into ${e} ${columnList(e.reviewTemplateId, e.title, e.year, e.order, e.authorHidden, e.needsAssignment)}
      values (${reviewTemplateId}, ${form.title}, ${year}, ${order}, ${form.authorHidden}, ${needsAssignment}) returning ${e.id}`);
    for (const [sectionOrder, section] of form.sections.entries()) {
      const s = sections;
      const [sectionRow] = await queryRows<{ id: number }>(tx, sql`
        insert into ${s} ${columnList(s.title, s.instructions, s.order, s.evaluationTemplateId)}
        values (${section.title}, ${section.instructions || null}, ${sectionOrder}, ${formRow.id}) returning ${s.id}`);
      for (const [questionOrder, question] of section.questions.entries()) {
        const q = questions;
        const [questionRow] = await queryRows<{ id: number }>(tx, sql`
          insert into ${q} ${columnList(q.sectionId, q.text, q.order, q.answerType, q.required)}
          values (${sectionRow.id}, ${question.text}, ${questionOrder}, ${question.answerType}, ${question.required ?? false}) returning ${q.id}`);
        const o = answerOptions;
        for (const option of question.options) {
          await tx.execute(sql`insert into ${o} ${columnList(o.questionId, o.name, o.value)} values (${questionRow.id}, ${option.name}, ${option.value})`);
        }
      }
    }
  }
}

async function createTemplate(tx: Executor, input: ReviewTemplateInput): Promise<number> {
  const t = reviewTemplates;
  const [template] = await queryRows<{ id: number }>(tx, sql`insert into ${t} ${columnList(t.title, t.year)} values (${input.title}, ${input.year}) returning ${t.id}`);
  await insertForms(tx, template.id, input.year, input.evaluations);
  return template.id;
}

/** The editor's save: the template's id (none for a new one) and the whole template. */

/** Creates (no id) or edits a review template; returns the id of the version that now holds the edit. */
export async function saveReviewTemplate(ctx: AppContext, args: ArgsOf<typeof saveTemplateArgs>): Promise<number> {
  const input = args.template;
  return inTransaction(ctx, async (tx) => {
    if (args.id == null) {
      const id = await createTemplate(tx, input);
      await recordAudit(tx, ctx, { entity: 'ReviewTemplate', entityId: id, action: 'create', before: null, after: input });
      return id;
    }
    const t = alias(reviewTemplates, 't');
    const [current] = await queryRows<{ id: number; title: string; year: number | null; superseded_by_id: number | null }>(tx, sql`
      select ${t.id}, ${t.title}, ${t.year}, ${t.supersededById} from ${reviewTemplates} ${t} where ${t.id} = ${args.id} for update`);
    if (!current) throw notFound('The review template was not found.');
    if (current.superseded_by_id !== null) throw badInput('This is an older version of the template; edit its current version.');
    // Asked only once the row is locked, in a statement of its own: a review being created from the
    // template holds a share lock until it commits (loadTemplateForms), and is seen here once the lock is ours.
    const [{ used }] = await queryRows<{ used: boolean }>(tx, sql`select exists (select 1 from ${reviews} where ${reviews.templateVersionId} = ${current.id}) as used`);
    const rt = reviewTemplates;
    if (!used) {
      await tx.execute(sql`update ${rt} set ${columnName(rt.title)} = ${input.title}, ${columnName(rt.year)} = ${input.year}, ${columnName(rt.updatedAt)} = ${nowSql()} where ${rt.id} = ${current.id}`);
      await tx.execute(sql`delete from ${evaluationTemplates} where ${evaluationTemplates.reviewTemplateId} = ${current.id}`);
      await insertForms(tx, current.id, input.year, input.evaluations);
      await recordAudit(tx, ctx, { entity: 'ReviewTemplate', entityId: current.id, action: 'update', before: { title: current.title, year: current.year }, after: input });
      return current.id;
    }
    const next = await createTemplate(tx, input);
    await tx.execute(sql`update ${rt} set ${columnName(rt.supersededById)} = ${next}, ${columnName(rt.updatedAt)} = ${nowSql()} where ${rt.id} = ${current.id}`);
    const c = reviewCycles;
    await tx.execute(sql`update ${c} set ${columnName(c.templateId)} = ${next}, ${columnName(c.updatedAt)} = ${nowSql()} where ${c.templateId} = ${current.id}`);
    await recordAudit(tx, ctx, { entity: 'ReviewTemplate', entityId: next, action: 'new version', before: { id: current.id }, after: input });
    return next;
  });
}

/** The standard forms (each type and answer type): the sample's, and a template created from a title. */
function standardForms(): EvaluationTemplateInput[] {
  return EVALUATIONS.map((def) => ({
    title: def.title,
    authorHidden: def.authorHidden,
    needsAssignment: needsAssignmentType(evaluationType(def.title)),
    sections: def.sections.map((s) => ({
      title: s.title,
      instructions: s.instructions,
      questions: s.questions.map((q) => ({ text: q.text, answerType: q.answerType, options: q.answerType === 'multi' ? [...EVALUATION_SCALE] : [] })),
    })),
  }));
}

/** A template built here (from a title the client sent) checked by the editor's own rules. */
function checkedTemplate(template: Record<keyof ReviewTemplateInput, unknown>) {
  const parsed = reviewTemplateInputSchema.safeParse(template);
  if (!parsed.success) throw badInput(parsed.error.issues[0].message, { path: parsed.error.issues[0].path.join('.') });
  return parsed.data;
}

/** The sample the empty workshop offers: a complete template with each type and answer type. */
export async function createSampleReviewTemplate(ctx: AppContext): Promise<number> {
  const year = Number(clock.today().slice(0, 4));
  return saveReviewTemplate(ctx, { template: checkedTemplate({ title: `${year} Sample Review`, year, evaluations: standardForms() }) });
}

/** What spec 3's createOneReviewTemplate sends: a title and a year, nothing else. */
const TITLE_AND_YEAR = new Set(['title', 'year']);

/**
 * Spec 3's createOneReviewTemplate (title, year): the editor's save of a new template holding the
 * standard forms, which the editor then changes (a template always has at least one form;
 * decision 0071). Returns the new template's id.
 */
export async function createReviewTemplateFromTitle(ctx: AppContext, data: Record<string, unknown>): Promise<number> {
  const other = Object.keys(data).find((k) => !TITLE_AND_YEAR.has(k));
  if (other) throw badInput(`A new review template takes a title and a year only (not ${other}); its forms are edited in the template editor.`, { path: other });
  return saveReviewTemplate(ctx, { template: checkedTemplate({ title: data.title ?? '', year: data.year ?? null, evaluations: standardForms() }) });
}
