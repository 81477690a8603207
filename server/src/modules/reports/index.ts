/**
 * The dashboard's reports (spec 2 sections 2 and 6) as queries of their own: each answers only
 * the roles that see its tab (REPORTS in the permission map), whatever the generic API would let
 * them read, and takes the generic where / orderBy / take / skip so paging, sorting and filtering
 * run in SQL. Rows come back as the generic types (User, Licenses, Certifications) with their
 * field rules.
 */
import { alias } from 'drizzle-orm/pg-core';
import { expiryDayCounts, users } from '../../db/schema';
import { sql } from '../../db/sql';
import type { SQL } from 'drizzle-orm';
import { addDays, EXPIRING_RANGES, expiringRangeArgs, QUALIFICATION_CATEGORIES, qualificationReportArgs, REPORTS, TSHIRT_SIZES, type ExpiringRange, type ReportKey, type Role, clock } from '@portal/common';
import { queryRows } from '../../db/client';
import type { GraphQLResolveInfo } from 'graphql';
import { reader } from '../../graphql/crud/api';
import { selectionOf } from '../../graphql/crud/preloads';
import { selectedFieldNames } from '../../graphql/crud/selection';
import { selectsEveryRow } from '../../graphql/crud/where';
import type { AppContext } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { query, type ArgsOf, type PortalModule } from '../../graphql/module';
import type { FindArgs } from '../../graphql/crud/findArgs';
import { listArgs } from '../../graphql/argTypes';
import { averageCompanyPoints } from '../qualifications/card';
import { joinPoints } from '../users/points';

const typeDefs = /* GraphQL */ `
  type UserReportPage { rows: [User!]! total: Int! }
  "How many records of active employees expire in a month (YYYY-MM)."
  type MonthCount { month: String! count: Int! }
  "The expiring reports' page, and expirations per month for the next 12 months (the chart)."
  type LicensesReportPage { rows: [Licenses!]! total: Int! perMonth: [MonthCount!]! }
  type CertificationsReportPage { rows: [Certifications!]! total: Int! perMonth: [MonthCount!]! }
  "Active employees of a group and their average points."
  type GroupPoints { group: String! employees: Int! averagePoints: Float! }
  type CodesReportPage { rows: [Codes!]! total: Int! }
  "Employee Points: the page, and the company's average points (the card's figure)."
  type EmployeePointsReportPage { rows: [User!]! total: Int! companyAverage: Float byGroup: [GroupPoints!]! }
  type TShirtSizeCount { size: String! count: Int! }
  "T Shirts: the page, and how many active employees wear each size (all of them, not just this page)."
  type TShirtsReportPage { rows: [User!]! total: Int! sizes: [TShirtSizeCount!]! }
  "next60 (default), next90, or expired: by the company's calendar day."
  enum ExpiringRange { ${EXPIRING_RANGES.join(' ')} }
  "licenses, certifications, skills or deccoUCourses."
  enum QualificationCategory { licenses certifications skills deccoUCourses }
`;

type Where = Record<string, unknown>;

/** A report's list arguments over a generic model: filter, sort and paging, all run in SQL. */
type ReportArgs = ArgsOf<ReturnType<typeof listArgs>>;

const ACTIVE: Where = { employmentStatus: { equals: 'active' } };
/**
 * Records whose holder is an active employee, said as "not held by a former one": every record
 * has a holder (user_id is NOT NULL) and every status is active or former, so the two are the
 * same rows for a viewer who reads every employee (the expiring reports' viewers; a test checks
 * it). PostgreSQL answers this one with an anti-join against the few former employees (a
 * partial index) instead of a join against the thousands of active ones: the report's count
 * went from 2.7 to 0.6 ms on 10,000 employees (issue 13). The status is a literal of the
 * statement's text (a closed-list value, crud/where.ts), so the prepared statement's generic
 * plan uses that index too and PostgreSQL does not plan every call anew (decision 0106).
 */
const HELD_BY_ACTIVE: Where = { users: { isNot: { employmentStatus: { not: 'active' } } } };

/**
 * What the expiring reports work out from the company's day alone, kept for the last day asked
 * (date arithmetic on every request was a few percent of the report's time, issue 28).
 */
let calendar: { today: string; in60: string; in90: string; months: string[] } | null = null;
function calendarOf(today: string) {
  if (calendar?.today !== today) {
    const [year, month] = today.split('-').map(Number);
    const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 7));
    calendar = { today, in60: addDays(today, 60), in90: addDays(today, 90), months };
  }
  return calendar;
}

/** The expiry dates a range covers, by the company's day (today counts as not yet expired). */
export function expiringWhere(range: ExpiringRange, today = clock.today()): Where {
  switch (range) {
    case 'next60':
      return { expDate: { gte: today, lte: calendarOf(today).in60 } };
    case 'next90':
      return { expDate: { gte: today, lte: calendarOf(today).in90 } };
    case 'expired':
      return { expDate: { lt: today } };
  }
}

/** A report's reader page: its base and the request's filter, its order and paging (10 rows unless asked). */
function readerPage(base: Where, args: ReportArgs): FindArgs {
  return { where: { AND: [base, args.where ?? {}] }, orderBy: args.orderBy ?? undefined, take: args.take ?? 10, skip: args.skip ?? 0 } as FindArgs;
}

/**
 * A report's page: its rows (with the relations and computed fields asked for) and the total, in
 * one statement, with the report's `summaries` (values the same for every row, such as a chart)
 * read in that statement too (Reader.findPageWithTotal).
 */
async function page(ctx: AppContext, info: GraphQLResolveInfo, modelName: string, base: Where, args: ReportArgs, summaries: readonly (readonly [string, SQL])[] = []) {
  const model = ctx.registry.get(modelName);
  const { computed, preloads, fields } = selectionOf(ctx.registry, model, info, 'rows');
  const { rows, total, summaries: values } = await reader(ctx).findPageWithTotal(model, readerPage(base, args), computed, preloads, fields, summaries);
  return { rows, total, values };
}

/** A report's page and total alone. */
async function rowsAndTotal(ctx: AppContext, info: GraphQLResolveInfo, modelName: string, base: Where, args: ReportArgs) {
  const { rows, total } = await page(ctx, info, modelName, base, args);
  return { rows, total };
}

type ExpiringArgs = ReportArgs & { range?: ExpiringRange | null };

/**
 * An expiring report's reader page on the company's day, and its chart when `chart`. Without a
 * filter of the table, its total is the range's sum of the per-day counts (keptExpiringTotal).
 */
function expiringPage(table: 'licenses' | 'certifications', args: ExpiringArgs, today: string, chart: boolean) {
  const range = args.range ?? 'next60';
  const base = { AND: [expiringWhere(range, today), HELD_BY_ACTIVE] };
  return {
    args: readerPage(base, args),
    summaries: chart ? [['perMonth', perMonthSql(table, today)] as const] : [],
    keptTotal: selectsEveryRow(args.where) ? keptExpiringTotal(table, range, today) : undefined,
  };
}

/**
 * The records of a range held by active employees (the rows of expiringWhere and HELD_BY_ACTIVE),
 * summed from the per-day counts the triggers keep (expiry_day_counts, decision 0058): at most a
 * row a day, where counting the records read every one of them (about 1,300 licenses in 90 days
 * on 10,000 employees). The reader reads it for a viewer who may read every record (decision 0114).
 */
/** The per-day counts `c` the expiring reports sum (decision 0058). */
const c = alias(expiryDayCounts, 'c');

function keptExpiringTotal(table: 'licenses' | 'certifications', range: ExpiringRange, today: string): SQL {
  // The range's bounds as expiringWhere writes them, so the two cannot disagree.
  const { gte, lte, lt } = (expiringWhere(range, today) as { expDate: { gte?: string; lte?: string; lt?: string } }).expDate;
  const days = [
    ...(gte ? [sql`${c.expDate} >= ${gte}::date`] : []),
    ...(lte ? [sql`${c.expDate} <= ${lte}::date`] : []),
    ...(lt ? [sql`${c.expDate} < ${lt}::date`] : []),
  ];
  return sql`(select coalesce(sum(${c.active}), 0)::int from ${expiryDayCounts} ${c} where ${c.kind} = ${table} and ${sql.join(days, sql` and `)})`;
}

/**
 * An expiring report: the page and total of the range, and the chart when the request shows it,
 * all in one statement (issue 28: the chart was a second statement, and a round trip to the
 * database costs this server more than the few rows of the chart).
 */
async function expiringReport(ctx: AppContext, info: GraphQLResolveInfo, modelName: string, table: 'licenses' | 'certifications', args: ExpiringArgs) {
  const today = clock.today();
  const chart = selectedFieldNames(info).has('perMonth');
  const read = expiringPage(table, args, today, chart);
  const model = ctx.registry.get(modelName);
  const { computed, preloads, fields } = selectionOf(ctx.registry, model, info, 'rows');
  const { rows, total, summaries } = await reader(ctx).findPageWithTotal(model, read.args, computed, preloads, fields, read.summaries, read.keptTotal);
  return { rows, total, perMonth: chart ? monthsOf(today, summaries.perMonth) : [] };
}

const viewers = (key: ReportKey): readonly Role[] => REPORTS[key].view;

type Category = (typeof QUALIFICATION_CATEGORIES)[number];

/** Spec 2 section 6: superAdmin and webEditor pick any category; the other viewers skills only. */
function qualificationsBase(ctx: AppContext, category: Category, codeId: number): Where {
  const anyCategory = ['superAdmin', 'webEditor'].includes(ctx.viewer!.role);
  if (category !== 'skills' && !anyCategory) throw forbidden('You may only see who holds a skill.');
  return { AND: [ACTIVE, { [category]: { some: { codeId: { equals: codeId } } } }] };
}

/**
 * Records of active employees still to expire (from today) in each of the next 12 months, as one
 * JSON object (text) of month (YYYY-MM) to count, months without any left out: a value the same
 * for every row of a report's page, read in the page's statement (monthsOf fills the gaps).
 */
function perMonthSql(table: 'licenses' | 'certifications', today: string): SQL {
  // Summed from the per-day counts the triggers keep (expiry_day_counts, decision 0058): at most
  // 366 rows, where counting the records against the employees took 8 ms on 10,000 employees.
  // Text, not json: the driver would parse a json value on every row that carries it.
  return sql`(select coalesce(json_object_agg(m.month, m.count), '{}')::text from (
    select to_char(${c.expDate}, 'YYYY-MM') as month, sum(${c.active})::int as count
    from ${expiryDayCounts} ${c}
    where ${c.kind} = ${table} and ${c.expDate} >= ${today}::date and ${c.expDate} < (date_trunc('month', ${today}::date) + interval '12 months')::date
    group by 1) m)`;
}

/** The 12 months from today's, each with its count from perMonthSql's object (0 when absent). */
export function monthsOf(today: string, counted: unknown): { month: string; count: number }[] {
  const counts = JSON.parse(String(counted ?? '{}')) as Record<string, number>;
  return calendarOf(today).months.map((month) => ({ month, count: Number(counts[month] ?? 0) }));
}

/** Average points of the active employees of each group (D1 to D5), as the card counts them (one grouped pass). */
async function pointsByGroup(ctx: AppContext): Promise<{ group: string; employees: number; averagePoints: number }[]> {
  const u = alias(users, 'u');
  const rows = await queryRows<{ group: string; employees: number; average: number }>(ctx.db, sql`
    select ${u.group} as group, count(*)::int as employees,
      coalesce(avg(coalesce(u_points.points, 0)), 0)::float8 as average
    from ${users} ${u} ${joinPoints('u')}
    where ${u.employmentStatus} = 'active' and ${u.group} is not null group by ${u.group} order by ${u.group}`);
  return rows.map((r) => ({ group: r.group, employees: Number(r.employees), averagePoints: Math.round(Number(r.average) * 100) / 100 }));
}

/** Active employees per T-shirt size, over the whole company (the report's summary). */
async function sizeCounts(ctx: AppContext): Promise<{ size: string; count: number }[]> {
  const rows = await queryRows<{ size: string | null; count: number }>(ctx.db, sql`
    select coalesce(${users.tshirtSize}, 'notAssigned') as size, count(*)::int as count
    from ${users} where ${users.employmentStatus} = 'active' group by 1`);
  const counts = new Map(rows.map((r) => [r.size ?? 'notAssigned', Number(r.count)]));
  return TSHIRT_SIZES.map((size) => ({ size, count: counts.get(size) ?? 0 }));
}

export const reportsModule: PortalModule = {
  name: 'reports',
  api: {
    typeDefs,
    operations: [
      query('alphaListReport', {
        description: 'Alpha List: active employees (admin, superAdmin, webEditor).',
        access: viewers('alphaList'),
        args: listArgs('User'),
        returns: 'UserReportPage!',
        resolve: (args, ctx, info) => rowsAndTotal(ctx, info, 'User', ACTIVE, args),
      }),
      query('yearsOfServiceReport', {
        description: 'Years of Service: active employees with their years and note (admin, superAdmin, webEditor).',
        access: viewers('yearsOfService'),
        args: listArgs('User'),
        returns: 'UserReportPage!',
        resolve: (args, ctx, info) => rowsAndTotal(ctx, info, 'User', ACTIVE, args),
      }),
      query('expiringLicensesReport', {
        description: 'Expiring Licenses of active employees in the range (superAdmin, webEditor).',
        access: viewers('expiringLicenses'),
        args: { ...expiringRangeArgs, ...listArgs('Licenses') },
        returns: 'LicensesReportPage!',
        resolve: (args, ctx, info) => expiringReport(ctx, info, 'Licenses', 'licenses', args),
      }),
      query('expiringCertificationsReport', {
        description: 'Expiring Certifications of active employees in the range (superAdmin, webEditor).',
        access: viewers('expiringCertifications'),
        args: { ...expiringRangeArgs, ...listArgs('Certifications') },
        returns: 'CertificationsReportPage!',
        resolve: (args, ctx, info) => expiringReport(ctx, info, 'Certifications', 'certifications', args),
      }),
      query('pointsReport', {
        description: 'Points: the code catalogue with its points (superAdmin, webEditor).',
        access: viewers('points'),
        args: listArgs('Codes'),
        returns: 'CodesReportPage!',
        resolve: (args, ctx, info) => rowsAndTotal(ctx, info, 'Codes', {}, args),
      }),
      query('qualificationsReport', {
        description: 'Qualifications: active holders of one code. superAdmin and webEditor ask any category; a fieldSupervisor skills only.',
        access: viewers('qualifications'),
        args: { ...qualificationReportArgs, ...listArgs('User') },
        returns: 'UserReportPage!',
        resolve: (args, ctx, info) => rowsAndTotal(ctx, info, 'User', qualificationsBase(ctx, args.category, args.codeId), args),
      }),
      query('tShirtsReport', {
        description: "T Shirts: active employees' sizes and the count per size (superAdmin, webEditor).",
        access: viewers('tShirts'),
        args: listArgs('User'),
        returns: 'TShirtsReportPage!',
        resolve: async (args, ctx, info) => ({ ...(await rowsAndTotal(ctx, info, 'User', ACTIVE, args)), sizes: await sizeCounts(ctx) }),
      }),
      query('employeePointsReport', {
        description: "Employee Points: active employees' points by group (webEditor).",
        access: viewers('employeePoints'),
        args: listArgs('User'),
        returns: 'EmployeePointsReportPage!',
        resolve: async (args, ctx, info) => ({
          ...(await rowsAndTotal(ctx, info, 'User', ACTIVE, args)),
          companyAverage: await averageCompanyPoints(ctx),
          byGroup: () => pointsByGroup(ctx),
        }),
      }),
      query('employeePermissionsReport', {
        description: "Employee Permissions: active employees' access levels (webEditor).",
        access: viewers('employeePermissions'),
        args: listArgs('User'),
        returns: 'UserReportPage!',
        resolve: (args, ctx, info) => rowsAndTotal(ctx, info, 'User', ACTIVE, args),
      }),
    ],
  },
};
