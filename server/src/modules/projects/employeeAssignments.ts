/**
 * getManyEmployeeAssignments (spec 2 section 7): active employees with their project, filtered,
 * sorted and paged in SQL, with distance and travel time to a project when asked.
 */
import { type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { certifications, codes, deccoUCourses, licenses, projects, skills, users, zipCentroids } from '../../db/schema';
import { sql } from '../../db/sql';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { todaySql } from '../../db/today';
import type { AppContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { employeeAssignmentWhere, type employeeAssignmentArgs } from '@portal/common';
import type { ArgsOf } from '../../graphql/module';
import { ensureCentroidsFor, estimateFromStraightLine, greatCircleMiles, travelLabel, unavailableLabel, zip5, type TravelEstimate, type UnavailableReason } from './distance';
import { routeTable } from './routing';

type EmployeeAssignmentWhere = z.infer<typeof employeeAssignmentWhere>;

/** The statement's tables: `from ${users} ${u} left join ${projects} ${p}`. */
const u = alias(users, 'u');
const p = alias(projects, 'p');
const zc = alias(zipCentroids, 'z');
const k = alias(codes, 'k');

const SORTS = {
  employeeNumber: sql`${u.employeeNumber}`,
  lastName: sql`lower(${u.lastName})`,
  firstName: sql`lower(${u.firstName})`,
  jobTitle: sql`lower(${u.jobTitle})`,
  projectName: sql`lower(${p.name})`,
  supervisor: sql`lower(${p.supervisor})`,
  manager: sql`lower(${p.manager})`,
  distance: sql`distance_miles`,
} as const;

export interface EmployeeAssignment {
  id: number;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  projectId: number | null;
  projectName: string | null;
  supervisor: string | null;
  manager: string | null;
  /** Road miles (estimated unless routed), null when unknown or not asked. */
  distanceToProject: number | null;
  /** Minutes. */
  timeToProject: number | null;
  estimated: boolean;
  distanceLabel: string | null;
}

/** An employee holds each of the codes, valid on the day (no expiry, or not expired by then). */
function holdsAll(table: typeof licenses | typeof certifications | typeof skills | typeof deccoUCourses, codeIds: readonly number[] | null | undefined, day: SQL): SQL[] {
  const q = alias(table, 'q');
  return (codeIds ?? []).map(
    (id) => sql`exists (select 1 from ${table} ${q} where ${q.userId} = ${u.id} and ${q.codeId} = ${id} and (${q.expDate} is null or ${q.expDate} >= ${day}))`,
  );
}

function conditions(w: EmployeeAssignmentWhere): SQL[] {
  const c: SQL[] = [sql`${u.employmentStatus} = 'active'`];
  const day = w.validOn ? sql`${w.validOn}::date` : todaySql();
  for (const word of (w.fullName ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4)) {
    c.push(sql`(${u.firstName} ilike ${`%${word}%`} or ${u.lastName} ilike ${`%${word}%`})`);
  }
  if (w.jobTitle?.trim()) c.push(sql`${u.jobTitle} ilike ${`%${w.jobTitle.trim()}%`}`);
  if (w.employeeNumber?.trim()) c.push(sql`${u.employeeNumber} like ${`${w.employeeNumber.trim()}%`}`);
  if (w.isFilterEmployee && w.projectId) c.push(sql`${u.projectId} = ${w.projectId}`);
  c.push(...holdsAll(certifications, w.certifications, day), ...holdsAll(skills, w.skills, day), ...holdsAll(deccoUCourses, w.deccoUCourses, day));
  c.push(...holdsAll(licenses, w.licenses, day));
  if (w.licenseState?.trim() || w.licenseLevel?.trim()) {
    const state = w.licenseState?.trim() ? sql`and ${k.state} = ${w.licenseState.trim().toUpperCase()}` : sql``;
    const level = w.licenseLevel?.trim() ? sql`and lower(${k.level}) = ${w.licenseLevel.trim().toLowerCase()}` : sql``;
    const q = alias(licenses, 'q');
    c.push(sql`exists (select 1 from ${licenses} ${q} join ${codes} ${k} on ${k.id} = ${q.codeId}
      where ${q.userId} = ${u.id} and (${q.expDate} is null or ${q.expDate} >= ${day}) ${state} ${level})`);
  }
  return c;
}


const MAX_ASSIGNMENT_PAGE = 10_000;

export async function getManyEmployeeAssignments(ctx: AppContext, args: ArgsOf<typeof employeeAssignmentArgs>) {
  const w: EmployeeAssignmentWhere = args.where ?? {};
  const take = Math.min(Math.max(args.take ?? 20, 1), MAX_ASSIGNMENT_PAGE);
  const skip = Math.max(args.skip ?? 0, 0);
  const withDistance = !!(w.isGetDistanceQuery && w.projectId);
  const sortKey = (args.orderBy ?? (withDistance ? 'distance' : 'lastName')) as keyof typeof SORTS;
  if (!(sortKey in SORTS) || (sortKey === 'distance' && !withDistance)) throw badInput('Unknown sort for the assignment list.');
  const direction = args.direction === 'desc' ? sql`desc` : sql`asc`;

  let target: { zip: string | null; latitude: number | null; longitude: number | null } | null = null;
  if (withDistance) {
    const [project] = await queryRows<{ zip: string | null }>(ctx.db, sql`select ${zip5(sql`${projects.zip}`)} as zip from ${projects} where ${projects.id} = ${w.projectId!}`);
    if (!project) throw badInput('The project was not found.');
    await ensureCentroidsFor(ctx.db, project.zip);
    const [centroid] = project.zip ? await queryRows<{ latitude: number | null; longitude: number | null }>(ctx.db, sql`select ${zipCentroids.latitude}, ${zipCentroids.longitude} from ${zipCentroids} where ${zipCentroids.zip} = ${project.zip}`) : [];
    target = { zip: project.zip, latitude: centroid?.latitude ?? null, longitude: centroid?.longitude ?? null };
  }
  const distance =
    target?.latitude != null && target.longitude != null
      ? greatCircleMiles(sql`${zc.latitude}`, sql`${zc.longitude}`, sql`${target.latitude}::float8`, sql`${target.longitude}::float8`)
      : sql`null::float8`;
  const where = sql.join(conditions(w), sql` and `);
  const rows = await queryRows<{
    id: number;
    employee_number: string | null;
    first_name: string | null;
    last_name: string | null;
    job_title: string | null;
    project_id: number | null;
    project_name: string | null;
    supervisor: string | null;
    manager: string | null;
    distance_miles: number | null;
    latitude: number | null;
    longitude: number | null;
    home_zip: string | null;
    total: number;
  }>(ctx.db, sql`
    select ${u.id}, ${u.employeeNumber}, ${u.firstName}, ${u.lastName}, ${u.jobTitle}, ${u.projectId}, ${p.name} as project_name,
           ${p.supervisor}, ${p.manager}, ${withDistance ? distance : sql`null::float8`} as distance_miles,
           ${zc.latitude}, ${zc.longitude}, ${withDistance ? zip5(sql`${u.zip}`) : sql`null`} as home_zip, count(*) over () as total
    from ${users} ${u}
    left join ${projects} ${p} on ${p.id} = ${u.projectId}
    left join ${zipCentroids} ${zc} on ${withDistance ? sql`${zc.zip} = ${zip5(sql`${u.zip}`)}` : sql`false`}
    where ${where}
    order by ${SORTS[sortKey]} ${direction} nulls last, ${u.id}
    limit ${take} offset ${skip}`);

  const estimates: (TravelEstimate | null)[] = rows.map((r) => (r.distance_miles == null ? null : estimateFromStraightLine(Number(r.distance_miles))));
  const { ROUTING_URL, ROUTING_TIMEOUT_MS, DISTANCE_UNIT } = ctx.services.config;
  if (withDistance && ROUTING_URL && target?.latitude != null && target.longitude != null) {
    const located = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.latitude != null && r.longitude != null);
    const routed = await routeTable(ROUTING_URL, { latitude: target.latitude, longitude: target.longitude }, located.map(({ r }) => ({ latitude: r.latitude!, longitude: r.longitude! })), ROUTING_TIMEOUT_MS, ctx.log);
    if (routed) located.forEach(({ i }, k) => (estimates[i] = routed[k] ?? estimates[i]));
  }

  return {
    total: rows.length ? Number(rows[0].total) : await countOnly(ctx, where),
    unit: DISTANCE_UNIT,
    rows: rows.map(
      (r, i): EmployeeAssignment => ({
        id: r.id,
        employeeNumber: r.employee_number,
        firstName: r.first_name,
        lastName: r.last_name,
        jobTitle: r.job_title,
        projectId: r.project_id,
        projectName: r.project_name,
        supervisor: r.supervisor,
        manager: r.manager,
        distanceToProject: estimates[i] ? Math.round(estimates[i]!.miles * 10) / 10 : null,
        timeToProject: estimates[i] ? Math.round(estimates[i]!.minutes) : null,
        estimated: estimates[i]?.estimated ?? true,
        distanceLabel: withDistance ? (estimates[i] ? travelLabel(estimates[i], DISTANCE_UNIT) : unavailableLabel(whyUnavailable(target, r))) : null,
      }),
    ),
  };
}

function whyUnavailable(target: { zip: string | null; latitude: number | null } | null, row: { home_zip: string | null }): UnavailableReason {
  if (target?.latitude == null) return { kind: 'projectZip', zip: target?.zip ?? null };
  return row.home_zip ? { kind: 'homeZip' } : { kind: 'noHomeZip' };
}

/** The count when the page is past the end (no row carries the window count). */
async function countOnly(ctx: AppContext, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${users} ${u} left join ${projects} ${p} on ${p.id} = ${u.projectId} where ${where}`);
  return Number(row.n);
}
