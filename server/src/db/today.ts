/**
 * "Today" is the company's calendar day (COMPANY_TIME_ZONE), not the server's or UTC: expiry
 * checks and reports must agree with what people in the office see on the wall calendar.
 */
import { type SQL } from 'drizzle-orm';
import { sql } from './sql';
import { todayInZone } from '@portal/common';

let companyTimeZone = 'America/New_York';

export function setCompanyTimeZone(timeZone: string) {
  companyTimeZone = timeZone;
  lastDay = null;
}

export function getCompanyTimeZone(): string {
  return companyTimeZone;
}

/** Today as a SQL date. */
export function todaySql(): SQL {
  return sql`(now() at time zone ${companyTimeZone})::date`;
}

/**
 * The last day worked out, for the second (of the epoch) it was asked in: a time zone's day
 * changes on a whole second, so every call within that second has the same day. Formatting a
 * date in a time zone costs about 10 µs; the expiring reports ask for today on every request.
 */
let lastDay: { second: number; zone: string; day: string } | null = null;

/** Today as "YYYY-MM-DD". */
export function companyToday(now = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  if (lastDay && lastDay.second === second && lastDay.zone === companyTimeZone) return lastDay.day;
  const day = todayInZone(companyTimeZone, now);
  lastDay = { second, zone: companyTimeZone, day };
  return day;
}
