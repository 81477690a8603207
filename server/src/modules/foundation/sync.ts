/**
 * Employee sync: creates and updates portal users from the HR (foundation) data, all in one
 * transaction. HR owns names, contact data, job title, dates, supervisor and employment status;
 * the portal owns access level, group, T-shirt size, project, notes and the profile image,
 * which a sync never touches.
 */
import { alias } from 'drizzle-orm/pg-core';
import { columnList, setColumns } from '../../db/names';
import { foundationEmployees, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql, todaySql } from '../../db/today';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../graphql/errors';

/** HR's record `f`, the portal's employee `u`, another employee `x` (an e-mail taken) and a supervisor `s`. */
const f = alias(foundationEmployees, 'f');
const [u, x, s] = [alias(users, 'u'), alias(users, 'x'), alias(users, 's')];

/** A terminated employee is former unless rehired after the termination. */
const STATUS = sql`case when ${f.dateTerminated} is not null and (${f.dateRehired} is null or ${f.dateRehired} < ${f.dateTerminated})
  then 'former' else 'active' end`;

/** Years of service as of today (a function: today is read when the sync runs). */
const totalYears = () => sql`case when ${f.dateHired} is null then ${f.yearsOfService}
  else round((extract(epoch from age(${todaySql()}, ${f.dateHired})) / 31557600)::numeric, 2)::float8 end`;

/** One sync at a time across every app server (a second click waits for nothing and is told so). */
const SYNC_LOCK = 727_002;

export async function employeeSync(ctx: AppContext) {
  const result = await ctx.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SYNC_LOCK}) as locked`);
    if (!lock.locked) throw conflict('An employee sync is already running. Please wait for it to finish.');
    const created = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${users} ${columnList(users.employeeNumber, users.firstName, users.lastName, users.middleInitial, users.jobTitle, users.email, users.costCode,
          users.dateOfBirth, users.phone, users.address, users.city, users.state, users.zip, users.dateHired, users.yearsOfService, users.totalYearsOfService, users.employmentStatus)}
        select ${f.employeeNumber}, ${f.firstName}, ${f.lastName}, ${f.middleInitial}, ${f.jobTitle},
          case when exists (select 1 from ${users} ${x} where lower(${x.email}) = lower(${f.emailAddress})) then null else ${f.emailAddress} end,
          ${f.costCode}, ${f.dateOfBirth}, ${f.phone}, ${f.address}, ${f.city}, ${f.state}, ${f.zip}, ${f.dateHired},
          ${f.yearsOfService}, ${totalYears()}, ${STATUS}
        from ${foundationEmployees} ${f}
        where not exists (select 1 from ${users} ${u} where ${u.employeeNumber} = ${f.employeeNumber})
        returning ${users.id}`,
    );
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update ${users} ${u} set ${setColumns(users, {
          firstName: f.firstName,
          lastName: f.lastName,
          middleInitial: f.middleInitial,
          jobTitle: f.jobTitle,
          costCode: f.costCode,
          dateOfBirth: f.dateOfBirth,
          phone: f.phone,
          address: f.address,
          city: f.city,
          state: f.state,
          zip: f.zip,
          dateHired: f.dateHired,
          yearsOfService: f.yearsOfService,
          totalYearsOfService: totalYears(),
          employmentStatus: STATUS,
          email: sql`case when ${f.emailAddress} is null or exists (select 1 from ${users} ${x} where ${x.id} <> ${u.id} and lower(${x.email}) = lower(${f.emailAddress}))
            then ${u.email} else ${f.emailAddress} end`,
          updatedAt: nowSql(),
        })}
        from ${foundationEmployees} ${f}
        where ${u.employeeNumber} = ${f.employeeNumber}
          and (${u.firstName}, ${u.lastName}, ${u.middleInitial}, ${u.jobTitle}, ${u.costCode}, ${u.dateOfBirth}, ${u.phone}, ${u.address},
               ${u.city}, ${u.state}, ${u.zip}, ${u.dateHired}, ${u.yearsOfService}, ${u.employmentStatus}, lower(${u.email}))
          is distinct from
              (${f.firstName}, ${f.lastName}, ${f.middleInitial}, ${f.jobTitle}, ${f.costCode}, ${f.dateOfBirth}, ${f.phone}, ${f.address},
               ${f.city}, ${f.state}, ${f.zip}, ${f.dateHired}, ${f.yearsOfService}, ${STATUS}, lower(coalesce(${f.emailAddress}, ${u.email})))
        returning ${u.id}`,
    );
    const relinked = await queryRows<{ id: number }>(
      tx,
      sql`update ${users} ${u} set ${setColumns(users, { supervisorId: s.id, updatedAt: nowSql() })}
        from ${foundationEmployees} ${f} join ${users} ${s} on ${s.employeeNumber} = ${f.supervisorEmployeeNumber}
        where ${u.employeeNumber} = ${f.employeeNumber} and ${u.supervisorId} is distinct from ${s.id} and ${s.id} <> ${u.id}
        returning ${u.id}`,
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
