/**
 * Follow-up e-mail: the assignment notice (spec 3: sendFollowupAssignmentNotification) and the
 * reminder on the follow-up date (docs/decisions/0047). Each message is claimed with one atomic
 * UPDATE ... RETURNING before it is sent, so it goes out once even with several app servers;
 * delivery failures stay in the mail outbox for its retry job.
 */
import { clock } from '@portal/common';
import { alias } from 'drizzle-orm/pg-core';
import { columnName, setColumns } from '../../db/names';
import { userFollowups, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { queryRows, type Db, type Executor } from '../../db/client';
import type { JobDef } from '../../jobs/runner';
import type { Services } from '../../services';
import type { MailMessage } from '../../infra/mailer';

interface FollowupMailRow {
  id: number;
  title: string;
  description: string | null;
  followup_date: string | null;
  partner_name: string;
  partner_number: string;
  created_by: string | null;
  creator_email: string | null;
  assignee_first: string | null;
  assignee_email: string | null;
}

/** A reminder is still sent this many days after a missed date (servers down on the day). */
const REMINDER_GRACE_DAYS = 2;
/** The job announces assignments the creating browser did not (closed before it could). */
const UNANNOUNCED_AFTER = '1 minute';

/** The claimed follow-ups `f` (`from claimed ${f}`, the rows an UPDATE returned), their partner `p`, assignee `a` and creator `c`. */
const f = alias(userFollowups, 'f');
const [p, a, c] = [alias(users, 'p'), alias(users, 'a'), alias(users, 'c')];
const DETAILS = sql`
  ${f.id}, ${f.title}, ${f.description}, ${f.followupDate}::text as followup_date, ${f.createdBy},
  concat_ws(' ', ${p.firstName}, ${p.lastName}) as partner_name, ${p.employeeNumber} as partner_number,
  ${c.email} as creator_email, ${a.firstName} as assignee_first, ${a.email} as assignee_email`;
const JOINS = sql`
  join ${users} ${p} on ${p.id} = ${f.userId}
  left join ${users} ${a} on ${a.id} = ${f.assignedToUserId}
  left join ${users} ${c} on ${c.employeeNumber} = ${f.createdByID}`;
const t = userFollowups;

function body(services: Services, row: FollowupMailRow, opening: string): string {
  const lines = [
    opening,
    '',
    `Title: ${row.title}`,
    `Partner: ${row.partner_name} (${row.partner_number})`,
    row.followup_date ? `Follow-up date: ${row.followup_date}` : null,
    row.description ? `\n${row.description}` : null,
    '',
    `Open it: ${services.config.publicUrl}/followups/${encodeURIComponent(row.partner_number)}`,
  ];
  return lines.filter((l) => l !== null).join('\n');
}

/** The assignment notice of a follow-up, or null when its assignee has no e-mail address. */
function assignmentNotice(services: Services, row: FollowupMailRow): MailMessage | null {
  if (!row.assignee_email) return null;
  return {
    to: row.assignee_email,
    subject: `Follow-up assigned to you: ${row.title}`,
    text: body(services, row, `Hello ${row.assignee_first ?? ''},\n\n${row.created_by ?? 'A manager'} assigned you a follow-up.`),
  };
}

/** Claims and sends the assignment notice of one follow-up; false when already sent or unassigned. */
export async function notifyAssignment(db: Executor, services: Services, followupId: number): Promise<boolean> {
  const [row] = await queryRows<FollowupMailRow>(db, sql`
    with claimed as (
      update ${t} set ${setColumns(t, { assignmentNotifiedAt: nowSql() })}
      where ${t.id} = ${followupId} and ${t.assignedToUserId} is not null and ${t.assignmentNotifiedAt} is null
      returning *)
    select ${DETAILS} from claimed ${f} ${JOINS}`);
  if (!row) return false;
  // Asked for by a manager's request: delivered in the background (decision 0124).
  const notice = assignmentNotice(services, row);
  if (notice) await services.mail.sendInBackground(notice);
  return true;
}

/** Sends what is due: assignment notices nobody sent, and reminders for today's follow-ups. */
export async function sendDueFollowupMail(db: Db, services: Services, today = clock.today()): Promise<{ notices: number; reminders: number }> {
  const notices = await queryRows<FollowupMailRow>(db, sql`
    with claimed as (
      update ${t} set ${setColumns(t, { assignmentNotifiedAt: nowSql() })}
      where ${t.assignedToUserId} is not null and ${t.assignmentNotifiedAt} is null
        and ${t.createDate} < ${nowSql()} - ${UNANNOUNCED_AFTER}::interval
      returning *)
    select ${DETAILS} from claimed ${f} ${JOINS}`);
  for (const row of notices) {
    const notice = assignmentNotice(services, row);
    if (notice) await services.mail.send(notice);
  }

  // Active follow-ups whose date has come and whose reminder for that date is not yet out.
  const reminders = await queryRows<FollowupMailRow>(db, sql`
    with claimed as (
      update ${t} set ${columnName(t.reminderSentFor)} = ${t.followupDate}
      where ${t.status} = 'Active' and ${t.followupDate} <= ${today}::date
        and ${t.followupDate} >= ${today}::date - ${REMINDER_GRACE_DAYS}::int
        and ${t.reminderSentFor} is distinct from ${t.followupDate}
      returning *)
    select ${DETAILS} from claimed ${f} ${JOINS}`);
  for (const row of reminders) {
    const recipients = new Set([row.creator_email, row.assignee_email].filter((e): e is string => !!e));
    for (const to of recipients) {
      await services.mail.send({ to, subject: `Follow-up reminder: ${row.title}`, text: body(services, row, `This follow-up is due today.`) });
    }
  }
  return { notices: notices.length, reminders: reminders.length };
}

export const followupMailJob: JobDef = {
  name: 'followup-mail',
  intervalMs: 5 * 60_000,
  async run({ db, services }) {
    await sendDueFollowupMail(db, services);
  },
};
