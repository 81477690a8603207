/**
 * Fixed-window rate limits kept in PostgreSQL, so every app server counts the same attempts.
 * Keys name what is limited ("login:account:<email>", "login:ip:<address>", ...).
 */
import { clock } from '@portal/common';
import { eq } from 'drizzle-orm';
import { sql } from '../db/sql';
import { nowSql } from '../db/today';
import { queryRows, type Executor } from '../db/client';
import { columnList, columnName } from '../db/names';
import { rateLimits } from '../db/schema';

/** The counter's bare names, for its INSERT and ON CONFLICT … SET. */
const COLUMNS = columnList(rateLimits.key, rateLimits.windowStart, rateLimits.count);
const [KEY, COUNT, WINDOW_START] = [columnName(rateLimits.key), columnName(rateLimits.count), columnName(rateLimits.windowStart)];

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  accountMailPerAddress: { max: 3, windowMs: 60 * 60_000 },
  accountMailPerClient: { max: 20, windowMs: 60 * 60_000 },
  passwordCheckPerUser: { max: 10, windowMs: 15 * 60_000 },
  /** Sign-ins started at the OpenID provider from one address (each keeps a row and asks the provider); a site office shares one. */
  oidcStartPerClient: { max: 300, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

/** Attempts counted in the current window (0 when the window has passed). */
async function attempts(db: Executor, key: string, limit: Limit): Promise<number> {
  const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const row = rows[0];
  if (!row || clock.nowMs() - row.windowStart.getTime() >= limit.windowMs) return 0;
  return row.count;
}

export async function isLimited(db: Executor, key: string, limit: Limit): Promise<boolean> {
  return (await attempts(db, key, limit)) >= limit.max;
}

/** Counts one attempt; returns the count in the current window. */
export async function hit(db: Executor, key: string, limit: Limit): Promise<number> {
  const windowStart = new Date(clock.nowMs() - limit.windowMs).toISOString();
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into ${rateLimits} ${COLUMNS} values (${key}, ${nowSql()}, 1)
    on conflict (${KEY}) do update set
      ${COUNT} = case when ${rateLimits.windowStart} <= ${windowStart}::timestamptz then 1 else ${rateLimits.count} + 1 end,
      ${WINDOW_START} = case when ${rateLimits.windowStart} <= ${windowStart}::timestamptz then ${nowSql()} else ${rateLimits.windowStart} end
    returning ${rateLimits.count}`);
  return Number(rows[0].count);
}

export async function reset(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * A throttle that slows down instead of locking out (docs/decisions/0050): each attempt is
 * counted before it is tried, atomically, so a burst of concurrent guesses cannot all get
 * through. The first `free` attempts pass; after that each one must wait a delay that doubles
 * per attempt (from `baseDelayMs`, at most `maxDelayMs`) since the previous one. A quiet period
 * of `forgetMs` starts the count again; success (or a password reset) clears it.
 */
export interface Throttle {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

export const THROTTLES = {
  /** One account from one address: the usual guesser. */
  loginPerPair: { free: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 15 * 60_000 },
  /** One account from everywhere: a distributed guesser; high enough that no one can lock a colleague out. */
  loginPerAccount: { free: 20, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 15 * 60_000 },
  /** One address for every account: a whole site office shares it, so only floods are slowed. */
  loginPerAddress: { free: 200, baseDelayMs: 5_000, maxDelayMs: 5 * 60_000, forgetMs: 15 * 60_000 },
} as const satisfies Record<string, Throttle>;

/** Counts an attempt if it may go ahead now; false when it must wait (nothing is counted then). */
export async function claimAttempt(db: Executor, key: string, t: Throttle): Promise<boolean> {
  const forget = `${Math.round(t.forgetMs / 1000)} seconds`;
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into ${rateLimits} ${COLUMNS} values (${key}, ${nowSql()}, 1)
    on conflict (${KEY}) do update set
      ${COUNT} = case when ${rateLimits.windowStart} <= ${nowSql()} - ${forget}::interval then 1 else ${rateLimits.count} + 1 end,
      ${WINDOW_START} = ${nowSql()}
    where ${rateLimits.count} < ${t.free}
       or ${rateLimits.windowStart} <= ${nowSql()} - ${forget}::interval
       or ${rateLimits.windowStart} <= ${nowSql()} - make_interval(secs => least(${t.maxDelayMs / 1000}::float8,
            ${t.baseDelayMs / 1000}::float8 * power(2, ${rateLimits.count} - ${t.free})))
    returning ${rateLimits.count}`);
  return rows.length > 0;
}

/** Clears every key that starts with the prefix (a password reset lifts the account's throttles). */
export async function resetPrefix(db: Executor, prefix: string) {
  await db.execute(sql`delete from ${rateLimits} where starts_with(${rateLimits.key}, ${prefix})`);
}

/** Takes back one counted attempt (a success that should not count against a shared address). */
export async function forgiveOne(db: Executor, key: string) {
  await db.execute(sql`update ${rateLimits} set ${COUNT} = greatest(${rateLimits.count} - 1, 0) where ${rateLimits.key} = ${key}`);
}
