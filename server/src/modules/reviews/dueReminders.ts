/**
 * Due-date reminders (beyond the spec, issue 9): each day, the current author of every open
 * evaluation due within a week or overdue is e-mailed a link to it, at most once a week per
 * evaluation (a manual reminder from the details view counts). Each reminder is claimed with
 * one UPDATE ... RETURNING before it is sent, so several servers send it once.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { companyToday } from '../../db/today';
import type { JobDef } from '../../jobs/runner';
import type { Services } from '../../services';
import { reminderMessage } from './admin';

export const DUE_SOON_DAYS = 7;
export const REMIND_EVERY = '7 days';

export async function sendDueEvaluationReminders(db: Db, services: Services, today = companyToday()): Promise<number> {
  const rows = await queryRows<{ id: number; title: string; owner: string | null; due: string | null; email: string | null; first_name: string | null }>(db, sql`
    with claimed as (
      update evaluations e set reminder_sent_at = now()
      from users u
      where u.employee_number = e.author_employee_number and u.employment_status = 'active' and u.email is not null
        and e.status <> 'COMPLETED' and not e.needs_assignment
        and e.date_to_complete_by <= ${today}::date + ${DUE_SOON_DAYS}::int
        and (e.reminder_sent_at is null or e.reminder_sent_at < now() - ${REMIND_EVERY}::interval)
      returning e.id, e.title, e.owner, e.date_to_complete_by::text as due, u.email, u.first_name)
    select * from claimed order by id`);
  for (const row of rows) await services.mail.send({ to: row.email!, ...reminderMessage(services.config.publicUrl, row.id, row) });
  return rows.length;
}

export const evaluationReminderJob: JobDef = {
  name: 'evaluation-due-reminders',
  intervalMs: 24 * 60 * 60_000,
  async run({ db, services }) {
    await sendDueEvaluationReminders(db, services);
  },
};
