/**
 * What the review managers (superAdmin, webEditor) do besides assigning (spec 3): delete an
 * unstarted evaluation or a whole review, and remind the current author by e-mail.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { badInput, conflict, notFound } from '../../graphql/errors';
import { companyToday } from '../../db/today';
import { recordAudit } from '../../lib/audit';
import { completeReviewIfDone, evaluationSnapshot, inTransaction } from './evaluationStore';

/** Deletes an evaluation nobody has started (spec 3 section 4). */
export async function deleteEvaluation(ctx: AppContext, evaluationId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await queryRows<{ status: string; review_id: number | null }>(tx, sql`select status, review_id from evaluations where id = ${evaluationId} for update`);
    if (!row) throw notFound('Could not find the evaluation. Please try again.');
    if (row.status !== 'INCOMPLETE') throw badInput('Only an evaluation nobody has started can be deleted.');
    const before = await evaluationSnapshot(tx, evaluationId);
    await tx.execute(sql`delete from evaluations where id = ${evaluationId}`);
    await recordAudit(tx, ctx, { entity: 'Evaluation', entityId: evaluationId, action: 'delete', before, after: null });
    // The evaluation left may have been the only one missing.
    await completeReviewIfDone(tx, row.review_id);
    return true;
  });
}

/** Deletes a review and its evaluations (their forms go with them by cascade). */
export async function deleteReviewAndConnectedEvaluations(ctx: AppContext, reviewId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const deleted = await queryRows(tx, sql`delete from reviews where id = ${reviewId} returning *`);
    if (deleted.length === 0) throw notFound('Could not find the review. Please try again.');
    await recordAudit(tx, ctx, { entity: 'Review', entityId: reviewId, action: 'delete', before: deleted[0], after: null });
    return true;
  });
}

/** A manual reminder goes out at most once an hour per evaluation (a double click sends one). */
export const REMINDER_INTERVAL = '1 hour';

interface ReminderRow {
  title: string;
  owner: string | null;
  due: string | null;
  email: string | null;
  first_name: string | null;
}

/** E-mails the current author a link to the form (spec 3: sendNotification). */
export async function sendEvaluationReminder(ctx: AppContext, evaluationId: number): Promise<boolean> {
  const [exists] = await queryRows<{ status: string; email: string | null }>(ctx.db, sql`
    select e.status, u.email from evaluations e left join users u on u.employee_number = e.author_employee_number where e.id = ${evaluationId}`);
  if (!exists) throw notFound('Could not find the evaluation. Please try again.');
  if (exists.status === 'COMPLETED') throw badInput('This evaluation is already completed; there is nothing to remind.');
  if (!exists.email) throw badInput('The current author has no e-mail address.');
  // Claim the reminder first, so two clicks (or two servers) send one message.
  const [row] = await queryRows<ReminderRow>(ctx.db, sql`
    with claimed as (
      update evaluations set reminder_sent_at = now()
      where id = ${evaluationId} and (reminder_sent_at is null or reminder_sent_at < now() - ${REMINDER_INTERVAL}::interval)
      returning title, owner, date_to_complete_by, author_employee_number)
    select c.title, c.owner, c.date_to_complete_by::text as due, u.email, u.first_name
    from claimed c left join users u on u.employee_number = c.author_employee_number`);
  if (!row) throw conflict('A reminder for this evaluation was sent less than an hour ago.');
  await ctx.services.mail.send({ to: row.email ?? exists.email, ...reminderMessage(ctx.services.config.publicUrl, evaluationId, row) });
  return true;
}

export function reminderMessage(publicUrl: string, evaluationId: number, row: ReminderRow): { subject: string; text: string } {
  const overdue = row.due !== null && row.due < companyToday();
  return {
    subject: `Reminder: ${row.title}${row.owner ? ` for ${row.owner}` : ''}`,
    text: [
      `Hello ${row.first_name ?? ''},`,
      '',
      `The ${row.title}${row.owner ? ` for ${row.owner}` : ''} is waiting for you.`,
      row.due ? `It ${overdue ? 'was' : 'is'} due on ${row.due}.` : null,
      '',
      `Open it: ${publicUrl}/reviews?evaluation=${evaluationId}`,
    ].filter((l) => l !== null).join('\n'),
  };
}
