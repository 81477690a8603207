/**
 * "Remind everyone overdue" (issue 26, decision 0093): a manager e-mails each writer of their
 * team's overdue evaluations one reminder listing that writer's overdue forms. The one-hour limit
 * of the manual reminder holds per evaluation (decision 0038): an evaluation reminded in the last
 * hour is left out, and a writer all of whose overdue forms were is not e-mailed again. Each
 * writer's claim and e-mail are one transaction, as with the manual reminder.
 */
import { clock } from '@portal/common';
import { columnName } from '../../db/names';
import { evaluations, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import { REMINDER_COLUMNS, REMINDER_INTERVAL, reminderMessage, waitingLines, type ReminderRow } from './admin';
import { e, u } from './aliases';
import { inTransaction } from './evaluationStore';

export interface OverdueReminders {
  /** Writers e-mailed now. */
  sent: number;
  /** Overdue writers not e-mailed: each of their overdue forms was reminded less than an hour ago. */
  recentlyReminded: number;
}

type Row = ReminderRow & { id: number };

function reminderFor(publicUrl: string, rows: Row[]) {
  if (rows.length === 1) return reminderMessage(publicUrl, rows[0].id, rows[0]);
  return {
    subject: `Reminder: ${rows.length} overdue forms`,
    text: [`Hello ${rows[0].first_name ?? ''},`, '', `${rows.length} forms are overdue:`, ...rows.flatMap((r) => ['', ...waitingLines(publicUrl, r.id, r)])].join('\n'),
  };
}

export async function remindOverdueWriters(ctx: AppContext): Promise<OverdueReminders> {
  if (!ctx.viewer) throw unauthenticated();
  const me = ctx.viewer.employeeNumber;
  // Evaluations `e` of the viewer's team that are overdue, and their writer `u` (not the viewer).
  const overdue = sql`${e.managerEmployeeNumber} = ${me} and ${e.status} <> 'COMPLETED' and ${e.dateToCompleteBy} < ${clock.today()}::date
    and ${u.employeeNumber} = ${e.authorEmployeeNumber} and ${u.employeeNumber} <> ${me} and ${u.employmentStatus} = 'active' and ${u.email} is not null`;
  const writers = await queryRows<{ employee_number: string }>(ctx.db, sql`
    select distinct ${u.employeeNumber} from ${evaluations} ${e} join ${users} ${u} on ${overdue} order by ${u.employeeNumber}`);
  const result: OverdueReminders = { sent: 0, recentlyReminded: 0 };
  for (const { employee_number } of writers) {
    const queued = await inTransaction(ctx, async (tx) => {
      const rows = await queryRows<Row>(tx, sql`
        with claimed as (
          update ${evaluations} ${e} set ${columnName(e.reminderSentAt)} = ${nowSql()} from ${users} ${u}
          where ${overdue} and ${u.employeeNumber} = ${employee_number}
            and (${e.reminderSentAt} is null or ${e.reminderSentAt} < ${nowSql()} - ${REMINDER_INTERVAL}::interval)
          returning ${e.id}, ${e.dateToCompleteBy}, ${REMINDER_COLUMNS})
        select * from claimed order by date_to_complete_by, id`);
      if (rows.length === 0) return null;
      return ctx.services.mail.enqueue(tx, { to: rows[0].email!, ...reminderFor(ctx.services.config.publicUrl, rows) });
    });
    if (!queued) {
      result.recentlyReminded++;
      continue;
    }
    ctx.services.mail.deliverInBackground(queued);
    result.sent++;
  }
  return result;
}
