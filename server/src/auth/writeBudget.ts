/**
 * The write budget of a signed-in user (decision 0134): by default at most 60 writes a minute and
 * 1,000 an hour (WRITE_BUDGET in config.ts), counted in PostgreSQL's rate_limits table (fixed
 * windows, as the sign-in limits of rateLimit.ts) so every app server counts the same writes. A
 * person working by hand never comes near it; a script looping over a cheap write meets it
 * within a second. Claiming costs one statement per write (a refusal one or two more),
 * committed without waiting for the disk: a count lost in a crash lets a script write a little
 * more, whereas waiting doubled the disk flushes of every write (on a PostgreSQL server, about
 * 2 ms more per write on the test machine).
 */
import { sql } from '../db/sql';
import { nowSql } from '../db/today';
import { queryRows, type Db } from '../db/client';
import { columnList, columnName } from '../db/names';
import { rateLimits } from '../db/schema';
import type { Limit } from './rateLimit';

/** Writes allowed per window (config.ts's `writeBudget`). */
export interface WriteBudget {
  perMinute: number;
  perHour: number;
}

export type WriteWindow = keyof WriteBudget;

const WINDOW_MS: Record<WriteWindow, number> = { perMinute: 60_000, perHour: 60 * 60_000 };

const limitOf = (budget: WriteBudget, window: WriteWindow): Limit => ({ max: budget[window], windowMs: WINDOW_MS[window] });

/** The rate_limits rows that count one user's writes, one per window. */
export function writeBudgetKeys(userId: number): Record<WriteWindow, string> {
  return { perMinute: `writes:${userId}:minute`, perHour: `writes:${userId}:hour` };
}

/** A refusal: the window that is full, and how long until it starts again. */
export interface WriteRefusal {
  window: WriteWindow;
  retryAfterSeconds: number;
}

const interval = (limit: Limit) => `${limit.windowMs / 1000} seconds`;

/**
 * Counts `writes` against one window's row unless that would pass its budget (a window that has
 * passed starts again at now). The condition is checked on the row as it is when the statement
 * locks it, so concurrent writes of the same user are counted one after the other.
 */
function claimSql(key: string, limit: Limit, writes: number, when = sql``) {
  const expired = sql`${rateLimits.windowStart} <= ${nowSql()} - ${interval(limit)}::interval`;
  return sql`
    insert into ${rateLimits} ${columnList(rateLimits.key, rateLimits.windowStart, rateLimits.count)} select ${key}, ${nowSql()}, ${writes}::int ${when}
    on conflict (${columnName(rateLimits.key)}) do update set
      ${columnName(rateLimits.count)} = case when ${expired} then excluded.${columnName(rateLimits.count)} else ${rateLimits.count} + excluded.${columnName(rateLimits.count)} end,
      ${columnName(rateLimits.windowStart)} = case when ${expired} then ${nowSql()} else ${rateLimits.windowStart} end
    where ${expired} or ${rateLimits.count} + excluded.${columnName(rateLimits.count)} <= ${limit.max}
    returning 1`;
}

/**
 * Claims `writes` writes for the user in both windows, in one statement: the hour is counted
 * only when the minute had room. Null when they fit; otherwise the full window, and nothing of
 * this request stays counted (a refused write is not a write).
 */
export async function claimWrites(db: Db, budget: WriteBudget, userId: number, writes: number): Promise<WriteRefusal | null> {
  const keys = writeBudgetKeys(userId);
  // The statement is its own transaction (`db`, never a caller's transaction): the setting lasts
  // until that transaction ends, after its commit, which therefore does not wait for the disk.
  const [claimed] = await queryRows<{ minute: boolean; hour: boolean }>(db, sql`
    with minute as (${claimSql(keys.perMinute, limitOf(budget, 'perMinute'), writes)}),
      hour as (${claimSql(keys.perHour, limitOf(budget, 'perHour'), writes, sql`where exists (select 1 from minute)`)})
    select exists (select 1 from minute) as minute, exists (select 1 from hour) as hour,
      set_config('synchronous_commit', 'off', true) as async`);
  if (claimed.minute && claimed.hour) return null;
  const window: WriteWindow = claimed.minute ? 'perHour' : 'perMinute';
  // The hour was full after the minute counted these writes: take them back.
  if (claimed.minute) await db.execute(sql`update ${rateLimits} set ${columnName(rateLimits.count)} = greatest(${rateLimits.count} - ${writes}::int, 0) where ${rateLimits.key} = ${keys.perMinute}`);
  const [left] = await queryRows<{ seconds: number }>(db, sql`
    select greatest(1, ceil(extract(epoch from ${rateLimits.windowStart} + ${interval(limitOf(budget, window))}::interval - ${nowSql()})))::int as seconds
    from ${rateLimits} where ${rateLimits.key} = ${keys[window]}`);
  return { window, retryAfterSeconds: left?.seconds ?? 1 };
}
