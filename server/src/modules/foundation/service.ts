/**
 * The HR (foundation) data: the source employees come from. Birthdays show the day and month
 * only (never the year, which would reveal ages); the full HR record is for the employee
 * themselves and for managers.
 */
import { eq, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { mayViewCardOf } from '@portal/common';
import { queryRows } from '../../db/client';
import { foundationEmployees, users } from '../../db/schema';
import { todaySql } from '../../db/today';
import type { AppContext } from '../../graphql/context';
import { badInput, forbidden } from '../../graphql/errors';

const MAX_BIRTHDAY_DAYS = 60;

export async function getFoundationUser(ctx: AppContext, employeeNumber: string) {
  const number = employeeNumber.trim();
  if (!mayViewCardOf(ctx.viewer!, number)) throw forbidden();
  const [row] = await ctx.db.select().from(foundationEmployees).where(eq(foundationEmployees.employeeNumber, number));
  return row ?? null;
}

/** Birthdays one request may ask for at once (the dashboard shows 5 a page). */
const MAX_BIRTHDAYS_TAKE = 1000;

/**
 * Active employees whose birthday falls within the next `days` days (today included), as
 * (employee_number, name, birthday) soonest first: the next occurrence of the birthday, this
 * year's or next year's when it has passed. Feb 29 birthdays fall on Feb 28 in common years
 * (make_date would fail otherwise).
 */
function birthdayWindow(days: number): SQL {
  if (!Number.isInteger(days) || days < 0 || days > MAX_BIRTHDAY_DAYS) throw badInput(`days must be between 0 and ${MAX_BIRTHDAY_DAYS}.`);
  const today = todaySql();
  return sql`with b as (
      select f.employee_number, f.first_name || ' ' || f.last_name as name,
        extract(month from f.date_of_birth)::int as m, extract(day from f.date_of_birth)::int as d
      from ${foundationEmployees} f
      join ${users} u on u.employee_number = f.employee_number and u.employment_status = 'active'
      where f.date_of_birth is not null and f.date_terminated is null
    ), next as (
      select employee_number, name, (
        select min(day) from (
          select make_date(y, m, least(d, extract(day from (make_date(y, m, 1) + interval '1 month - 1 day'))::int)) as day
          from (values (extract(year from ${today})::int), (extract(year from ${today})::int + 1)) years(y)
        ) candidates where day >= ${today}
      ) as birthday from b
    )
    select employee_number, name, birthday from next where birthday <= ${today} + ${days}::int`;
}

/**
 * A page of the birthdays in the window (all of them without `take`). The dashboard's card asks
 * for the 5 it shows and the count for its pager: with 10,000 employees the whole window was
 * about 800 birthdays, 120 KB on every dashboard load (issue 28).
 */
export async function birthdays(ctx: AppContext, days: number, take?: number | null, skip?: number | null) {
  const window = birthdayWindow(days);
  if (take != null && (!Number.isInteger(take) || take < 0 || take > MAX_BIRTHDAYS_TAKE)) throw badInput(`take must be between 0 and ${MAX_BIRTHDAYS_TAKE}.`);
  if (skip != null && (!Number.isInteger(skip) || skip < 0)) throw badInput('skip must be zero or more.');
  const page = sql`${take != null ? sql` limit ${take}` : sql``}${skip ? sql` offset ${skip}` : sql``}`;
  const rows = await queryRows<{ name: string; birthday: string; employee_number: string }>(
    ctx.db,
    sql`select employee_number, name, to_char(birthday, 'YYYY-MM-DD') as birthday from (${window}) w
    order by birthday, name, employee_number${page}`,
  );
  return rows.map((r) => ({ name: r.name, birthday: r.birthday, employeeNumber: r.employee_number }));
}

/** How many birthdays the window holds (the card's pager). */
export async function birthdayCount(ctx: AppContext, days: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from (${birthdayWindow(days)}) w`);
  return Number(row.n);
}

