/**
 * What the review managers (superAdmin, webEditor) do besides assigning (spec 3): delete an
 * unstarted evaluation or a whole review, and remind the current author by e-mail.
 */
import { columnName } from '../../db/names';
import { evaluations, reviews, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { evaluationWorkflow, transition, type EvaluationStatus, clock } from '@portal/common';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { badInput, conflict, notFound } from '../../graphql/errors';
import { recordAudit } from '../../lib/audit';
import { e, u } from './aliases';
import { completeReviewIfDone, evaluationSnapshot, inTransaction } from './evaluationStore';

/** Deletes an evaluation nobody has started (spec 3 section 4). */
export async function deleteEvaluation(ctx: AppContext, evaluationId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await queryRows<{ status: EvaluationStatus; review_id: number | null }>(tx, sql`select ${evaluations.status}, ${evaluations.reviewId} from ${evaluations} where ${evaluations.id} = ${evaluationId} for update`);
    if (!row) throw notFound('Could not find the evaluation. Please try again.');
    if (!transition(evaluationWorkflow, row.status, 'delete').ok) throw badInput('Only an evaluation nobody has started can be deleted.');
    const before = await evaluationSnapshot(tx, evaluationId);
    await tx.execute(sql`delete from ${evaluations} where ${evaluations.id} = ${evaluationId}`);
    await recordAudit(tx, ctx, { entity: 'Evaluation', entityId: evaluationId, action: 'delete', before, after: null });
    // The evaluation left may have been the only one missing.
    await completeReviewIfDone(tx, row.review_id);
    return true;
  });
}

/** Deletes a review and its evaluations (their forms go with them by cascade). */
export async function deleteReviewAndConnectedEvaluations(ctx: AppContext, reviewId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const deleted = await queryRows(tx, sql`delete from ${reviews} where ${reviews.id} = ${reviewId} returning *`);
    if (deleted.length === 0) throw notFound('Could not find the review. Please try again.');
    await recordAudit(tx, ctx, { entity: 'Review', entityId: reviewId, action: 'delete', before: deleted[0], after: null });
    return true;
  });
}

/** A manual reminder goes out at most once an hour per evaluation (a double click sends one). */
export const REMINDER_INTERVAL = '1 hour';

/** What an evaluation waits for from its current author. */
export type Waiting = 'write' | 'assign' | 'sign';

export interface ReminderRow {
  title: string;
  owner: string | null;
  due: string | null;
  email: string | null;
  first_name: string | null;
  waiting: Waiting;
}

/** The columns a reminder needs, from an evaluation `e` and its current author `u`. */
export const REMINDER_COLUMNS = sql`${e.title}, ${e.owner}, ${e.dateToCompleteBy}::text as due, ${u.email}, ${u.firstName},
  case when ${e.status} = 'COMPLETED' then 'sign' when ${e.needsAssignment} then 'assign' else 'write' end as waiting`;

/**
 * E-mails the current author a link to the form (spec 3: sendNotification): its writer, the
 * manager who chooses its writers, or its signer. The claim and the outbox entry are one
 * transaction: a failure leaves no claim behind, and a second click within the hour is refused.
 */
export async function sendEvaluationReminder(ctx: AppContext, evaluationId: number): Promise<boolean> {
  const queued = await inTransaction(ctx, async (tx) => {
    const [current] = await queryRows<{ status: EvaluationStatus; needs_signature: boolean; email: string | null }>(tx, sql`
      select ${e.status}, ${e.needsSignature}, ${u.email} from ${evaluations} ${e} left join ${users} ${u} on ${u.employeeNumber} = ${e.authorEmployeeNumber}
      where ${e.id} = ${evaluationId} for update of ${e}`);
    if (!current) throw notFound('Could not find the evaluation. Please try again.');
    if (!transition(evaluationWorkflow, { status: current.status, needsSignature: current.needs_signature }, 'remind').ok) throw badInput('This evaluation is signed off; there is nobody to remind.');
    if (!current.email) throw badInput('The current author has no e-mail address.');
    const [row] = await queryRows<ReminderRow>(tx, sql`
      update ${evaluations} ${e} set ${columnName(e.reminderSentAt)} = ${nowSql()} from ${users} ${u}
      where ${e.id} = ${evaluationId} and ${u.employeeNumber} = ${e.authorEmployeeNumber}
        and (${e.reminderSentAt} is null or ${e.reminderSentAt} < ${nowSql()} - ${REMINDER_INTERVAL}::interval)
      returning ${REMINDER_COLUMNS}`);
    if (!row) throw conflict('A reminder for this evaluation was sent less than an hour ago.');
    return ctx.services.mail.enqueue(tx, { to: row.email ?? current.email, ...reminderMessage(ctx.services.config.publicUrl, evaluationId, row) });
  });
  ctx.services.mail.deliverInBackground(queued);
  return true;
}

const WAITING_TEXT: Record<Waiting, string> = {
  write: 'is waiting for you',
  assign: 'is waiting for you to choose its writers',
  sign: 'is waiting for your signature',
};

export function reminderMessage(publicUrl: string, evaluationId: number, row: ReminderRow): { subject: string; text: string } {
  return {
    subject: `Reminder: ${aboutEvaluation(row)}`,
    text: [`Hello ${row.first_name ?? ''},`, '', ...waitingLines(publicUrl, evaluationId, row)].join('\n'),
  };
}

/** "Self Assessment for Ann Lee": which evaluation a mail is about. */
export function aboutEvaluation(row: Pick<ReminderRow, 'title' | 'owner'>): string {
  return `${row.title}${row.owner ? ` for ${row.owner}` : ''}`;
}

/** What one evaluation waits for, its due date and its link, in the words every review e-mail uses. */
function waitingParts(publicUrl: string, evaluationId: number, row: Omit<ReminderRow, 'email' | 'first_name'>) {
  const overdue = row.due !== null && row.due < clock.today();
  // Writers are chosen in the form's Assign dialog (decision 0136); the form itself opens from its link.
  const link = row.waiting === 'assign' ? `${publicUrl}/reviews?assign=${evaluationId}` : `${publicUrl}/reviews?evaluation=${evaluationId}`;
  return {
    sentence: `The ${aboutEvaluation(row)} ${WAITING_TEXT[row.waiting]}.`,
    due: row.due ? `It ${overdue ? 'was' : 'is'} due on ${row.due}.` : null,
    open: `Open it: ${link}`,
  };
}

/**
 * The body of a reminder, of a one-form notice and of each item of the daily digest (decision
 * 0092), so all of them read alike.
 */
export function waitingLines(publicUrl: string, evaluationId: number, row: Omit<ReminderRow, 'email' | 'first_name'>): string[] {
  const { sentence, due, open } = waitingParts(publicUrl, evaluationId, row);
  return [sentence, due, '', open].filter((l): l is string => l !== null);
}

/** The same in two lines, one item of an e-mail listing many forms (decision 0136). */
export function waitingItem(publicUrl: string, evaluationId: number, row: Omit<ReminderRow, 'email' | 'first_name'>): string[] {
  const { sentence, due, open } = waitingParts(publicUrl, evaluationId, row);
  return [`- ${sentence}${due ? ` ${due}` : ''}`, `  ${open}`];
}
