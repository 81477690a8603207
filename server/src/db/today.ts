/**
 * "Now" and "today" in SQL come from the portal's one clock (`clock` of @portal/common), sent
 * as parameters, never from the database's now(): a test that sets the clock reaches the
 * statements a PostgreSQL server runs too, and every "today" is the company's calendar day
 * (COMPANY_TIME_ZONE), not the server's or UTC's, so expiry checks and reports agree with the
 * wall calendar in the office. A test (`sqlClock.test.ts`) fails on now() written in a statement.
 */
import { type SQL } from 'drizzle-orm';
import { clock } from '@portal/common';
import { sql } from './sql';

/** Today, the company's calendar day, as a SQL date. */
export function todaySql(): SQL {
  return sql`${clock.today()}::date`;
}

/** Now as a SQL timestamptz. */
export function nowSql(): SQL {
  return sql`${clock.now().toISOString()}::timestamptz`;
}
