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
}

export function getCompanyTimeZone(): string {
  return companyTimeZone;
}

/** Today as a SQL date. */
export function todaySql(): SQL {
  return sql`(now() at time zone ${companyTimeZone})::date`;
}

/** Today as "YYYY-MM-DD". */
export function companyToday(now = new Date()): string {
  return todayInZone(companyTimeZone, now);
}
