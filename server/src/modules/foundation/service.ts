/**
 * The HR (foundation) data: the source employees come from. Birthdays show the day and month
 * only (never the year, which would reveal ages); the full HR record is for the employee
 * themselves and for managers.
 */
import { eq } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { can } from '@portal/common';
import { queryRows } from '../../db/client';
import { foundationEmployees, users } from '../../db/schema';
import { todaySql } from '../../db/today';
import type { AppContext } from '../../graphql/context';
import { badInput, forbidden } from '../../graphql/errors';

export const MAX_BIRTHDAY_DAYS = 60;

export async function getFoundationUser(ctx: AppContext, employeeNumber: string) {
  const number = employeeNumber.trim();
  const viewer = ctx.viewer!;
  if (number !== viewer.employeeNumber && !can(viewer.role, 'baseballCard.viewOthers')) throw forbidden();
  const [row] = await ctx.db.select().from(foundationEmployees).where(eq(foundationEmployees.employeeNumber, number));
  return row ?? null;
}

/** Active employees whose birthday falls within the next `days` days (today included). */
export async function birthdays(ctx: AppContext, days: number) {
  if (!Number.isInteger(days) || days < 0 || days > MAX_BIRTHDAY_DAYS) throw badInput(`days must be between 0 and ${MAX_BIRTHDAY_DAYS}.`);
  const today = todaySql();
  // The next occurrence of the birthday: this year's, or next year's when it has passed.
  // Feb 29 birthdays fall on Feb 28 in common years (make_date would fail otherwise).
  const rows = await queryRows<{ name: string; birthday: string; employee_number: string }>(
    ctx.db,
    sql`with b as (
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
    select employee_number, name, to_char(birthday, 'YYYY-MM-DD') as birthday from next
    where birthday <= ${today} + ${days}::int
    order by birthday, name`,
  );
  return rows.map((r) => ({ name: r.name, birthday: r.birthday, employeeNumber: r.employee_number }));
}

