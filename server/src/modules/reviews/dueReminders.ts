/**
 * Due-date reminders (beyond the spec, issue 9; decision 0038): each company day, whoever an
 * evaluation waits on is e-mailed a link to it, at most once a week (seven company days) per
 * evaluation and author (a manual reminder from the details view counts; a new current author
 * starts afresh):
 * - its writer, when it is due within a week or overdue;
 * - its manager, to choose its writers, on the same days;
 * - its signer, once it is overdue (the bell tells them of each sign-off as it arrives).
 * Each reminder is claimed (marked sent) and its e-mail written to the outbox in one transaction,
 * so several servers send it once and a failure leaves it due for the next run; the e-mail is
 * delivered after commit (the mail retry job takes over failed and stranded deliveries).
 */
import { clock } from '@portal/common';
import { nowSql } from '../../db/today';
import { type SQL } from 'drizzle-orm';
import { columnName } from '../../db/names';
import { evaluations, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { queryRows, type Db, type Executor } from '../../db/client';
import type { JobDef } from '../../jobs/runner';
import type { QueuedMail } from '../../infra/mailer';
import type { Services } from '../../services';
import { reminderMessage, REMINDER_COLUMNS, type ReminderRow } from './admin';
import { e, u } from './aliases';

const DUE_SOON_DAYS = 7;
/** Company days between two reminders: the job runs from each day's midnight, at no fixed minute (decision 0128). */
const REMIND_EVERY_DAYS = 7;

/** Evaluations `e` whose current author `u` is due a reminder today. */
function dueToday(today: string): SQL {
  return sql`${u.employeeNumber} = ${e.authorEmployeeNumber} and ${u.employmentStatus} = 'active' and ${u.email} is not null
    and (${e.reminderSentAt} is null or (${e.reminderSentAt} at time zone ${clock.timeZone()})::date <= ${today}::date - ${REMIND_EVERY_DAYS}::int)
    and ((${e.status} <> 'COMPLETED' and ${e.dateToCompleteBy} <= ${today}::date + ${DUE_SOON_DAYS}::int)
      or (${e.status} = 'COMPLETED' and ${e.needsSignature} and ${e.dateToCompleteBy} < ${today}::date))`;
}

/**
 * Counts every reminder due today as sent on one of the six days before (the demo seed, decision
 * 0137: its forms were handed out long ago and reminded along the way), so the job's first run has
 * no backlog. None is dated within the hour, so a manager's reminder works at once, and the days
 * are spread so the weekly reminders come back a few at a time, not all on one day.
 */
export async function markDueRemindersSent(db: Executor, today: string): Promise<void> {
  // At noon of one of the six company days before `today` (the seed's day, not necessarily the clock's).
  const sentAt = sql`((${today}::date - (1 + ${e.id} % 6)) + time '12:00') at time zone ${clock.timeZone()}`;
  await db.execute(sql`update ${evaluations} ${e} set ${columnName(e.reminderSentAt)} = ${sentAt} from ${users} ${u} where ${dueToday(today)}`);
}

/** Claims one evaluation's reminder and enqueues its e-mail, in one transaction; null if it is no longer due. */
async function claimAndEnqueue(db: Db, services: Services, id: number, today: string): Promise<QueuedMail | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<ReminderRow>(tx, sql`
      with claimed as (
        update ${evaluations} ${e} set ${columnName(e.reminderSentAt)} = ${nowSql()} from ${users} ${u}
        where ${e.id} = ${id} and ${dueToday(today)}
        returning ${REMINDER_COLUMNS})
      select * from claimed`);
    if (!row) return null;
    return services.mail.enqueue(tx, { to: row.email!, ...reminderMessage(services.config.publicUrl, id, row) });
  });
}

/** Sends today's reminders; returns how many went out. One that fails stays due, and the run reports it after the others. */
export async function sendDueEvaluationReminders(db: Db, services: Services, today = clock.today()): Promise<number> {
  const due = await queryRows<{ id: number }>(db, sql`select ${e.id} from ${evaluations} ${e} join ${users} ${u} on ${dueToday(today)} order by ${e.id}`);
  let sent = 0;
  const failures: unknown[] = [];
  for (const { id } of due) {
    try {
      const queued = await claimAndEnqueue(db, services, id, today);
      if (!queued) continue; // another server sent it meanwhile
      await services.mail.deliverQueued(queued);
      sent++;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} reminder${failures.length === 1 ? '' : 's'} could not be queued and stay due (${sent} sent): ${String(failures[0])}`, { cause: failures[0] });
  }
  return sent;
}

export const evaluationReminderJob: JobDef = {
  name: 'evaluation-due-reminders',
  daily: true,
  async run({ db, services }) {
    await sendDueEvaluationReminders(db, services);
  },
};
