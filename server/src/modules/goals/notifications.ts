/**
 * The bell (docs/decisions/0048): a viewer's in-app notifications, derived from the data each
 * time (follow-ups assigned to them, follow-ups due, evaluations waiting for them), with read
 * state kept per user and notification key. Nothing to keep in step: completing a follow-up or
 * an evaluation removes its notification.
 */
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { notificationReads } from '../../db/schema';
import { todaySql, nowSql } from '../../db/today';
import type { AppContext } from '../../graphql/context';

export interface PortalNotification {
  key: string;
  kind: 'followupAssigned' | 'followupDue' | 'evaluationWaiting';
  text: string;
  link: string;
  at: Date;
  read: boolean;
}

/** How far back the bell looks: older items are in their lists, not in the bell. */
const ASSIGNED_WITHIN_DAYS = 30;
const DUE_WITHIN_DAYS = 7;
const MAX_ITEMS = 30;

export async function myNotifications(ctx: AppContext): Promise<PortalNotification[]> {
  const v = ctx.viewer!;
  const rows = await queryRows<Omit<PortalNotification, 'read'> & { read: boolean }>(ctx.db, sql`
    with items as (
      select 'followup-assigned:' || f.id as key, 'followupAssigned' as kind,
             'Follow-up assigned to you: ' || f.title as text,
             '/followups/' || p.employee_number as link, f.create_date as at
      from user_followups f join users p on p.id = f.user_id
      where f.assigned_to_user_id = ${v.id} and f.status = 'Active'
        and f.create_date > ${nowSql()} - make_interval(days => ${ASSIGNED_WITHIN_DAYS})
      union all
      select 'followup-due:' || f.id || ':' || f.followup_date, 'followupDue',
             'Follow-up due ' || case when f.followup_date = ${todaySql()} then 'today' else to_char(f.followup_date, 'MM/DD/YYYY') end || ': ' || f.title,
             -- A day as an instant: the spec's 13:00 UTC, on that day in every US zone (a plain
             -- date::timestamptz is midnight UTC, the evening before in New York).
             '/followups/' || p.employee_number, (f.followup_date + time '13:00') at time zone 'UTC'
      from user_followups f join users p on p.id = f.user_id
      where (f.assigned_to_user_id = ${v.id} or f.created_by_id = ${v.employeeNumber}) and f.status = 'Active'
        and f.followup_date between ${todaySql()} - ${DUE_WITHIN_DAYS}::int and ${todaySql()}
      union all
      select 'evaluation:' || e.id || case when e.needs_signature then ':sign' else '' end, 'evaluationWaiting',
             case when e.needs_signature then 'Evaluation to sign: ' when e.needs_assignment then 'Evaluation to assign: ' else 'Evaluation waiting for you: ' end
               || e.title || coalesce(' (' || e.owner || ')', ''),
             -- The form opens from the link; one waiting for its writers is assigned from the list.
             case when e.needs_assignment then '/reviews' else '/reviews?evaluation=' || e.id end,
             case when e.needs_signature then coalesce(e.date_completed, e.updated_at) else coalesce(e.assignment_date, e.created_at) end
      from evaluations e
      where e.author_employee_number = ${v.employeeNumber} and (e.status <> 'COMPLETED' or e.needs_signature)
    )
    select items.*, (r.key is not null) as read
    from items left join notification_reads r on r.user_id = ${v.id} and r.key = items.key
    order by at desc
    limit ${MAX_ITEMS}`);
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

export async function markNotificationsRead(ctx: AppContext, keys: readonly string[]): Promise<boolean> {
  // Their number and length are checked by markNotificationsReadArgs (common/src/args/goals.ts).
  if (keys.length === 0) return true;
  await ctx.db
    .insert(notificationReads)
    .values([...new Set(keys)].map((key) => ({ userId: ctx.viewer!.id, key })))
    .onConflictDoNothing();
  return true;
}
