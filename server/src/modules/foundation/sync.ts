/**
 * Employee sync: creates and updates portal users from the HR (foundation) data, all in one
 * transaction. HR owns names, contact data, job title, dates, supervisor and employment status;
 * the portal owns access level, group, T-shirt size, project, notes and the profile image,
 * which a sync never touches.
 */
import { sql } from '../../db/sql';
import { nowSql, todaySql } from '../../db/today';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../graphql/errors';

/** A terminated employee is former unless rehired after the termination. */
const STATUS = sql`case when f.date_terminated is not null and (f.date_rehired is null or f.date_rehired < f.date_terminated)
  then 'former' else 'active' end`;

/** Years of service as of today (a function: today is read when the sync runs). */
const totalYears = () => sql`case when f.date_hired is null then f.years_of_service
  else round((extract(epoch from age(${todaySql()}, f.date_hired)) / 31557600)::numeric, 2)::float8 end`;

/** One sync at a time across every app server (a second click waits for nothing and is told so). */
const SYNC_LOCK = 727_002;

export async function employeeSync(ctx: AppContext) {
  const result = await ctx.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SYNC_LOCK}) as locked`);
    if (!lock.locked) throw conflict('An employee sync is already running. Please wait for it to finish.');
    const created = await queryRows<{ id: number }>(
      tx,
      sql`insert into users (employee_number, first_name, last_name, middle_initial, job_title, email, cost_code,
          date_of_birth, phone, address, city, state, zip, date_hired, years_of_service, total_years_of_service, employment_status)
        select f.employee_number, f.first_name, f.last_name, f.middle_initial, f.job_title,
          case when exists (select 1 from users x where lower(x.email) = lower(f.email_address)) then null else f.email_address end,
          f.cost_code, f.date_of_birth, f.phone, f.address, f.city, f.state, f.zip, f.date_hired,
          f.years_of_service, ${totalYears()}, ${STATUS}
        from foundation_employees f
        where not exists (select 1 from users u where u.employee_number = f.employee_number)
        returning id`,
    );
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update users u set first_name = f.first_name, last_name = f.last_name, middle_initial = f.middle_initial,
          job_title = f.job_title, cost_code = f.cost_code, date_of_birth = f.date_of_birth, phone = f.phone,
          address = f.address, city = f.city, state = f.state, zip = f.zip, date_hired = f.date_hired,
          years_of_service = f.years_of_service, total_years_of_service = ${totalYears()}, employment_status = ${STATUS},
          email = case when f.email_address is null or exists (select 1 from users x where x.id <> u.id and lower(x.email) = lower(f.email_address))
            then u.email else f.email_address end,
          updated_at = ${nowSql()}
        from foundation_employees f
        where u.employee_number = f.employee_number
          and (u.first_name, u.last_name, u.middle_initial, u.job_title, u.cost_code, u.date_of_birth, u.phone, u.address,
               u.city, u.state, u.zip, u.date_hired, u.years_of_service, u.employment_status, lower(u.email))
          is distinct from
              (f.first_name, f.last_name, f.middle_initial, f.job_title, f.cost_code, f.date_of_birth, f.phone, f.address,
               f.city, f.state, f.zip, f.date_hired, f.years_of_service, ${STATUS}, lower(coalesce(f.email_address, u.email)))
        returning u.id`,
    );
    const relinked = await queryRows<{ id: number }>(
      tx,
      sql`update users u set supervisor_id = s.id, updated_at = ${nowSql()}
        from foundation_employees f join users s on s.employee_number = f.supervisor_employee_number
        where u.employee_number = f.employee_number and u.supervisor_id is distinct from s.id and s.id <> u.id
        returning u.id`,
    );
    const createdIds = new Set(created.map((r) => r.id));
    const updatedIds = new Set([...updated, ...relinked].map((r) => r.id).filter((id) => !createdIds.has(id)));
    const counts = { employeesCreated: createdIds.size, employeesUpdated: updatedIds.size };
    // Someone may have become former: every app server checks its sessions again (decision 0063).
    if (updatedIds.size > 0) await ctx.services.sessions.forgetEverywhere({}, tx);
    await recordAudit(tx, ctx, { entity: 'EmployeeSync', entityId: null, action: 'sync', before: null, after: counts });
    return counts;
  });
  ctx.log.info(result, 'employee sync');
  return { message: 'Employee sync completed.', ...result };
}
