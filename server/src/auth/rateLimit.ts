/**
 * Fixed-window rate limits kept in PostgreSQL, so every app server counts the same attempts.
 * Keys name what is limited ("login:account:<email>", "login:ip:<address>", ...).
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginPerAccount: { max: 5, windowMs: 15 * 60_000 },
  loginPerAddress: { max: 30, windowMs: 15 * 60_000 },
  accountMailPerAddress: { max: 3, windowMs: 60 * 60_000 },
  accountMailPerClient: { max: 20, windowMs: 60 * 60_000 },
  passwordCheckPerUser: { max: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

/** Attempts counted in the current window (0 when the window has passed). */
export async function attempts(db: Executor, key: string, limit: Limit): Promise<number> {
  const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const row = rows[0];
  if (!row || Date.now() - row.windowStart.getTime() >= limit.windowMs) return 0;
  return row.count;
}

export async function isLimited(db: Executor, key: string, limit: Limit): Promise<boolean> {
  return (await attempts(db, key, limit)) >= limit.max;
}

/** Counts one attempt; returns the count in the current window. */
export async function hit(db: Executor, key: string, limit: Limit): Promise<number> {
  const windowStart = new Date(Date.now() - limit.windowMs).toISOString();
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into ${rateLimits} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= ${windowStart}::timestamptz then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= ${windowStart}::timestamptz then now() else ${rateLimits.windowStart} end
    returning count`);
  return Number(rows[0].count);
}

export async function reset(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
