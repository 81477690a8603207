/**
 * Whose goals and follow-ups a viewer reaches (docs/decisions/0045): their own; a manager's
 * whole chain below (direct reports, their reports, ...); a webEditor everyone; a follow-up's
 * assignee that follow-up; the special-numbers setting every follow-up, read-only.
 */
import { type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { portalSettings, users } from '../../db/schema';
import { sql } from '../../db/sql';
import type { RowScope } from '../../auth/policy';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import type { Viewer } from '../../auth/viewer';

/** The ids of every employee below a manager. UNION (not UNION ALL) stops on a supervisor cycle. */
export function chainBelow(managerId: number): SQL {
  const u = alias(users, 'u');
  return sql`(with recursive chain(id) as (
    select ${users.id} from ${users} where ${users.supervisorId} = ${managerId}
    union
    select ${u.id} from ${users} ${u} join chain on ${u.supervisorId} = chain.id
  ) select id from chain where id <> ${managerId})`;
}

/** Rows whose employee (by a user-id column) is below the viewer. */
export const inViewersChain =
  (field = 'userId'): RowScope =>
  (v: Viewer, t: Record<string, unknown>) =>
    sql`${t[field] as SQL} in ${chainBelow(v.id)}`;

/** Every row, when the viewer's number is in the special-numbers setting for all follow-ups. */
export const specialFollowupViewer: RowScope = (v: Viewer) =>
  sql`exists (select 1 from ${portalSettings} where ${portalSettings.key} = 'allFollowupsViewers' and ${portalSettings.value} @> jsonb_build_array(${v.employeeNumber}::text))`;

/** Whether an employee is below a manager (for rules a row scope cannot express). */
export async function isBelow(db: Executor, managerId: number, userId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 as hit where ${userId} in ${chainBelow(managerId)}`);
  return rows.length > 0;
}

/** Managers whose reach is the chain below them; the webEditor reaches everyone but themselves. */
export const CHAIN_MANAGERS = ['fieldSupervisor', 'admin', 'superAdmin'] as const;

export type PartnerReach = 'own' | 'manages' | 'none' | 'unknown';

/**
 * What the viewer may do with an employee's goals and follow-ups, for the screens: their own
 * (read), one they manage (read and manage), none, or no such employee. The API enforces the same
 * through the policies; this only lets a page say so instead of showing an empty list.
 */
export async function partnerReach(ctx: AppContext, employeeNumber: string): Promise<PartnerReach> {
  const viewer = ctx.viewer!;
  const [user] = await queryRows<{ id: number }>(ctx.db, sql`select ${users.id} from ${users} where ${users.employeeNumber} = ${employeeNumber.trim()}`);
  if (!user) return 'unknown';
  if (user.id === viewer.id) return 'own';
  if (viewer.role === 'webEditor') return 'manages';
  const chainManager = (CHAIN_MANAGERS as readonly string[]).includes(viewer.role);
  return chainManager && (await isBelow(ctx.db, viewer.id, user.id)) ? 'manages' : 'none';
}
