/**
 * The bell (docs/decisions/0048): a viewer's in-app notifications, derived from the data each
 * time (follow-ups assigned to them, follow-ups due, evaluations waiting for them), with read
 * state kept per user and notification key. Nothing to keep in step: completing a follow-up or
 * an evaluation removes its notification.
 */
import { alias } from 'drizzle-orm/pg-core';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { evaluations, notificationReads, userFollowups, users } from '../../db/schema';
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

/** The bell's tables: follow-ups `f` and their partner `p`, evaluations `e`, reads `r`. */
const [f, p, e, r] = [alias(userFollowups, 'f'), alias(users, 'p'), alias(evaluations, 'e'), alias(notificationReads, 'r')];

export async function myNotifications(ctx: AppContext): Promise<PortalNotification[]> {
  const v = ctx.viewer!;
  const rows = await queryRows<Omit<PortalNotification, 'read'> & { read: boolean }>(ctx.db, sql`
    with items as (
      select 'followup-assigned:' || ${f.id} as key, 'followupAssigned' as kind,
             'Follow-up assigned to you: ' || ${f.title} as text,
             '/followups/' || ${p.employeeNumber} as link, ${f.createDate} as at
      from ${userFollowups} ${f} join ${users} ${p} on ${p.id} = ${f.userId}
      where ${f.assignedToUserId} = ${v.id} and ${f.status} = 'Active'
        and ${f.createDate} > ${nowSql()} - make_interval(days => ${ASSIGNED_WITHIN_DAYS})
      union all
      select 'followup-due:' || ${f.id} || ':' || ${f.followupDate}, 'followupDue',
             'Follow-up due ' || case when ${f.followupDate} = ${todaySql()} then 'today' else to_char(${f.followupDate}, 'MM/DD/YYYY') end || ': ' || ${f.title},
             -- A day as an instant: the spec's 13:00 UTC, on that day in every US zone (a plain
             -- date::timestamptz is midnight UTC, the evening before in New York).
             '/followups/' || ${p.employeeNumber}, (${f.followupDate} + time '13:00') at time zone 'UTC'
      from ${userFollowups} ${f} join ${users} ${p} on ${p.id} = ${f.userId}
      where (${f.assignedToUserId} = ${v.id} or ${f.createdByID} = ${v.employeeNumber}) and ${f.status} = 'Active'
        and ${f.followupDate} between ${todaySql()} - ${DUE_WITHIN_DAYS}::int and ${todaySql()}
      union all
      select 'evaluation:' || ${e.id} || case when ${e.needsSignature} then ':sign' else '' end, 'evaluationWaiting',
             case when ${e.needsSignature} then 'Evaluation to sign: ' when ${e.needsAssignment} then 'Evaluation to assign: ' else 'Evaluation waiting for you: ' end
               || ${e.title} || coalesce(' (' || ${e.owner} || ')', ''),
             -- The form opens from the link; one waiting for its writers is assigned from the list.
             case when ${e.needsAssignment} then '/reviews' else '/reviews?evaluation=' || ${e.id} end,
             case when ${e.needsSignature} then coalesce(${e.dateCompleted}, ${e.updatedAt}) else coalesce(${e.assignmentDate}, ${e.createdAt}) end
      from ${evaluations} ${e}
      where ${e.authorEmployeeNumber} = ${v.employeeNumber} and (${e.status} <> 'COMPLETED' or ${e.needsSignature})
    )
    select items.*, (${r.key} is not null) as read
    from items left join ${notificationReads} ${r} on ${r.userId} = ${v.id} and ${r.key} = items.key
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
