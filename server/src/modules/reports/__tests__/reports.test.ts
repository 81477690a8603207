/**
 * The reports' own queries: each answers exactly the roles of spec 2 section 6, pages and
 * filters in SQL, leaves out former employees, and the expiring ranges follow the company day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, REPORTS, ROLES, type Role, clock } from '@portal/common';
import { eq } from 'drizzle-orm';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { certifications, licenses, skills, users } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, statementsDuring, type TestServer } from '../../../test/server';
import { expiringWhere, monthsOf } from '..';
import { userPolicy } from '../../users/policy';

let t: TestServer;
let as: Record<Role, Actor>;
const today = clock.today();

const ALPHA = `query($where: UserWhereInput, $take: Int, $skip: Int) {
  alphaListReport(where: $where, orderBy: [{ lastName: asc }, { id: asc }], take: $take, skip: $skip) { total rows { employeeNumber lastName costCode } } }`;
const YEARS = `{ yearsOfServiceReport(take: 1) { total rows { totalYearsOfService yearsOfServiceNote } } }`;
const LICENSES = `query($range: ExpiringRange) {
  expiringLicensesReport(range: $range, orderBy: [{ expDate: desc }], take: 50) { total rows { licenseNumber expDate users { lastName } } } }`;
const CERTS = `query($range: ExpiringRange) { expiringCertificationsReport(range: $range, take: 50) { total rows { expDate users { lastName } } } }`;
const POINTS = `{ pointsReport(orderBy: [{ entity: asc }, { title: asc }, { level: asc }], take: 100) { total rows { title entity points } } }`;
const QUALIFICATIONS = `query($category: QualificationCategory!, $codeId: Int!) {
  qualificationsReport(category: $category, codeId: $codeId, orderBy: [{ lastName: asc }], take: 50) { total rows { lastName } } }`;
const TSHIRTS = `{ tShirtsReport(where: { group: { equals: "D5" } }, take: 50) { total rows { lastName tshirtSize } sizes { size count } } }`;
const EMPLOYEE_POINTS = `{ employeePointsReport(take: 5) { total companyAverage rows { lastName points licPoints cerPoints skillPoints } } }`;
const PERMISSIONS = `{ employeePermissionsReport(take: 5) { total rows { lastName userType } } }`;
let skillId = 0;
let amyId = 0;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  const zed = await makeUser(t, { firstName: 'Zed', lastName: 'Zephyr', costCode: '42-100', group: 'D5' });
  const amy = await makeUser(t, { firstName: 'Amy', lastName: 'Aardvark', group: 'D5' });
  const gone = await makeUser(t, { firstName: 'Gus', lastName: 'Gone', employmentStatus: 'former', group: 'D5' });
  const electrician = await makeCode(t, { title: 'Electrician', state: 'MA', level: 'master', expirationType: 'manual' });
  amyId = amy.user.id;
  const plumber = await makeCode(t, { title: 'Plumber', state: 'NH', level: 'journeyman', expirationType: 'manual' });
  const osha = await makeCode(t, { title: 'OSHA 30', entity: 'certifications', expirationType: 'manual' });
  await t.db.insert(licenses).values([
    { userId: zed.user.id, codeId: electrician.id, licenseNumber: 'TODAY', issueDate: '2020-01-01', expDate: today },
    { userId: amy.user.id, codeId: electrician.id, licenseNumber: 'DAY-75', issueDate: '2020-01-01', expDate: addDays(today, 75) },
    { userId: zed.user.id, codeId: plumber.id, licenseNumber: 'YESTERDAY', issueDate: '2020-01-01', expDate: addDays(today, -1) },
    { userId: gone.user.id, codeId: plumber.id, licenseNumber: 'FORMER', issueDate: '2020-01-01', expDate: addDays(today, 3) },
  ]);
  await t.db.insert(certifications).values({ userId: amy.user.id, codeId: osha.id, issueDate: '2020-01-01', expDate: addDays(today, 10) });
  const welding = await makeCode(t, { title: 'Welding', entity: 'skills', points: 2 });
  skillId = welding.id;
  await t.db.insert(skills).values([{ userId: zed.user.id, codeId: welding.id }, { userId: gone.user.id, codeId: welding.id }]);
  await t.db.update(users).set({ tshirtSize: 'XL' }).where(eq(users.id, zed.user.id));
});
afterAll(() => t?.close());

describe('reports', () => {
  it.each([
    ['alphaListReport', ALPHA, 'alphaList'],
    ['yearsOfServiceReport', YEARS, 'yearsOfService'],
    ['expiringLicensesReport', LICENSES, 'expiringLicenses'],
    ['expiringCertificationsReport', CERTS, 'expiringCertifications'],
    ['pointsReport', POINTS, 'points'],
    ['tShirtsReport', TSHIRTS, 'tShirts'],
    ['employeePointsReport', EMPLOYEE_POINTS, 'employeePoints'],
    ['employeePermissionsReport', PERMISSIONS, 'employeePermissions'],
  ] as const)('%s answers only the roles that see its tab', async (_field, operation, key) => {
    for (const role of ROLES) {
      const res = await t.gql(operation, {}, as[role].token);
      if ((REPORTS[key].view as readonly Role[]).includes(role)) expect(res.errors, role).toBeUndefined();
      else expect(errorCode(res), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(operation, {}))).toBe('UNAUTHENTICATED');
  });

  it('pages the Alpha List by last name in SQL, filters it, and leaves out former employees', async () => {
    const where = { group: { equals: 'D5' } };
    const first = await t.gql<{ alphaListReport: { total: number; rows: { lastName: string; costCode: string | null }[] } }>(ALPHA, { where, take: 1, skip: 0 }, as.admin.token);
    expect(first.data?.alphaListReport).toEqual({ total: 2, rows: [{ employeeNumber: expect.any(String), lastName: 'Aardvark', costCode: null }] });
    const second = await t.gql<{ alphaListReport: { rows: { lastName: string; costCode: string }[] } }>(ALPHA, { where, take: 1, skip: 1 }, as.admin.token);
    expect(second.data?.alphaListReport.rows).toMatchObject([{ lastName: 'Zephyr', costCode: '42-100' }]);
    // The total comes with the page's rows; a page past the end, or of none, still has it.
    for (const paging of [{ take: 1, skip: 5 }, { take: 0, skip: 0 }]) {
      const empty = await t.gql<{ alphaListReport: { total: number; rows: unknown[] } }>(ALPHA, { where, ...paging }, as.admin.token);
      expect(empty.data?.alphaListReport, JSON.stringify(paging)).toEqual({ total: 2, rows: [] });
    }
  });

  it('expiring licenses: the next 60 days include today, 90 days reach further, expired is before today', async () => {
    const numbers = async (range: string) =>
      (await t.gql<{ expiringLicensesReport: { rows: { licenseNumber: string }[] } }>(LICENSES, { range }, as.superAdmin.token)).data!.expiringLicensesReport.rows.map((r) => r.licenseNumber);
    expect(await numbers('next60')).toEqual(['TODAY']);
    expect(await numbers('next90')).toEqual(['DAY-75', 'TODAY']);
    expect(await numbers('expired')).toEqual(['YESTERDAY']);
    // Without a filter, the total is summed from the per-day counts (decision 0114): FORMER, held by a former employee, is not in it.
    const total = async (range: string) => (await t.gql<{ expiringLicensesReport: { total: number } }>(LICENSES, { range }, as.webEditor.token)).data!.expiringLicensesReport.total;
    expect([await total('next60'), await total('next90'), await total('expired')]).toEqual([1, 2, 1]);
    const bad = await t.gql(LICENSES, { range: 'forever' }, as.superAdmin.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/"forever" does not exist in "ExpiringRange"/);
    const certs = await t.gql<{ expiringCertificationsReport: { total: number } }>(CERTS, {}, as.webEditor.token);
    expect(certs.data?.expiringCertificationsReport.total).toBe(1);
  });

  it("expiring reports' viewers read every employee, so 'not held by a former employee' is 'held by an active one'", () => {
    for (const key of ['expiringLicenses', 'expiringCertifications'] as const) {
      for (const role of REPORTS[key].view) {
        expect(userPolicy.read[role]?.some((grant) => grant.rows === 'all'), `${key} ${role}`).toBe(true);
      }
    }
  });

  it('Qualifications: active holders of a code; a fieldSupervisor may ask about skills only', async () => {
    for (const role of ['fieldSupervisor', 'superAdmin', 'webEditor'] as const) {
      const res = await t.gql<{ qualificationsReport: { total: number; rows: { lastName: string }[] } }>(QUALIFICATIONS, { category: 'skills', codeId: skillId }, as[role].token);
      expect(res.data?.qualificationsReport, role).toEqual({ total: 1, rows: [{ lastName: 'Zephyr' }] });
    }
    expect(errorCode(await t.gql(QUALIFICATIONS, { category: 'licenses', codeId: skillId }, as.fieldSupervisor.token))).toBe('FORBIDDEN');
    expect((await t.gql(QUALIFICATIONS, { category: 'licenses', codeId: skillId }, as.superAdmin.token)).errors).toBeUndefined();
    expect(errorCode(await t.gql(QUALIFICATIONS, { category: 'skills', codeId: skillId }, as.admin.token))).toBe('FORBIDDEN');
  });

  it('T Shirts counts every active employee per size; Employee Points carries the company average', async () => {
    const shirts = await t.gql<{ tShirtsReport: { rows: { lastName: string; tshirtSize: string }[]; sizes: { size: string; count: number }[] } }>(TSHIRTS, {}, as.superAdmin.token);
    expect(shirts.data?.tShirtsReport.rows.map((r) => r.lastName).sort()).toEqual(['Aardvark', 'Zephyr']);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where employment_status = 'active' and tshirt_size = 'XL'`);
    expect(shirts.data?.tShirtsReport.sizes.find((s) => s.size === 'XL')?.count).toBe(n);
    expect(shirts.data?.tShirtsReport.sizes.map((s) => s.size)).toEqual(['notAssigned', 'SM', 'MD', 'LG', 'XL', 'XL2', 'XL3', 'XL4']);
    const points = await t.gql<{ employeePointsReport: { companyAverage: number | null; rows: { points: number }[] } }>(EMPLOYEE_POINTS, {}, as.webEditor.token);
    expect(points.errors).toBeUndefined();
    expect(points.data?.employeePointsReport.rows.every((r) => typeof r.points === 'number')).toBe(true);
    expect('companyAverage' in points.data!.employeePointsReport).toBe(true);
  });

  it('gives the charts their figures: expirations per month for 12 months, average points per group', async () => {
    const res = await t.gql<{ expiringLicensesReport: { perMonth: { month: string; count: number }[] } }>(
      `{ expiringLicensesReport(take: 1) { perMonth { month count } } }`,
      {},
      as.superAdmin.token,
    );
    const months = res.data!.expiringLicensesReport.perMonth;
    expect(months).toHaveLength(12);
    expect(months[0].month).toBe(today.slice(0, 7));
    // From today on: the license expiring today and the one in 75 days; not yesterday's, not the former employee's.
    expect(months[0].count).toBeGreaterThanOrEqual(1);
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(2);
    const points = await t.gql<{ employeePointsReport: { byGroup: { group: string; employees: number; averagePoints: number }[] } }>(
      `{ employeePointsReport(take: 1) { byGroup { group employees averagePoints } } }`,
      {},
      as.webEditor.token,
    );
    const d5 = points.data!.employeePointsReport.byGroup.find((g) => g.group === 'D5');
    // Zed and Amy are the active D5 employees (Gus is former); Zed's Welding skill alone is worth 2 points.
    expect(d5?.employees).toBe(2);
    expect(d5?.averagePoints).toBeGreaterThan(0);
  });

  const FULL = `query($range: ExpiringRange, $where: LicensesWhereInput, $take: Int, $skip: Int) {
    expiringLicensesReport(range: $range, where: $where, orderBy: [{ expDate: desc }, { id: asc }], take: $take, skip: $skip) {
      total perMonth { month count } rows { licenseNumber expDate users { lastName } codes { title } } } }`;
  type Full = { expiringLicensesReport: { total: number; perMonth: { month: string; count: number }[]; rows: { licenseNumber: string; expDate: string; users: { lastName: string }; codes: { title: string } }[] } };

  /** The chart counted afresh from the records (not from the kept per-day counts): active holders, from today, 12 months. */
  async function freshChart(): Promise<{ month: string; count: number }[]> {
    const rows = await queryRows<{ month: string; n: number }>(t.db, sql`
      select to_char(l.exp_date, 'YYYY-MM') as month, count(*)::int as n from licenses l join users u on u.id = l.user_id
      where u.employment_status = 'active' and l.exp_date >= ${today}::date
        and l.exp_date < (date_trunc('month', ${today}::date) + interval '12 months')::date
      group by 1`);
    return monthsOf(today, JSON.stringify(Object.fromEntries(rows.map((r) => [r.month, Number(r.n)]))));
  }

  it("an expiring report's page, total and chart come in one statement, the same for each viewer role, refused to the others", async () => {
    const chart = await freshChart();
    for (const role of ROLES) {
      const viewer = (REPORTS.expiringLicenses.view as readonly Role[]).includes(role);
      await t.gql(FULL, { range: 'next90', take: 10 }, as[role].token); // the session is checked (and cached) on the first request
      let res: Awaited<ReturnType<typeof t.gql<Full>>> | undefined;
      const statements = await statementsDuring(t, async () => (res = await t.gql<Full>(FULL, { range: 'next90', take: 10 }, as[role].token)));
      if (!viewer) {
        expect(errorCode(res!), role).toBe('FORBIDDEN');
        continue;
      }
      expect(res!.errors, role).toBeUndefined();
      expect(statements, role).toBe(1);
      expect(res!.data!.expiringLicensesReport, role).toEqual({
        total: 2,
        perMonth: chart,
        rows: [
          { licenseNumber: 'DAY-75', expDate: addDays(today, 75), users: { lastName: 'Aardvark' }, codes: { title: 'Electrician' } },
          { licenseNumber: 'TODAY', expDate: today, users: { lastName: 'Zephyr' }, codes: { title: 'Electrician' } },
        ],
      });
    }
  });

  it("answers the web's report document (aliases, __typename, a filter, a later page)", async () => {
    const WEB = `query ExpiringLicensesReport($range: ExpiringRange, $where: LicensesWhereInput, $orderBy: [LicensesOrderByWithRelationInput!], $take: Int, $skip: Int) {
      expiringLicensesReport(range: $range, where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
        __typename total perMonth { __typename month count }
        rows { __typename id number: licenseNumber issueDate expDate users { __typename employeeNumber firstName lastName } codes { __typename title state level } } } }`;
    type Web = { expiringLicensesReport: { __typename: string; total: number; perMonth: unknown[]; rows: { number: string; __typename: string }[] } };
    const orderBy = [{ expDate: 'desc' }, { id: 'asc' }];
    const pages: [Record<string, unknown>, string[], number][] = [
      [{ range: 'next90', orderBy, take: 1, skip: 0 }, ['DAY-75'], 2],
      [{ range: 'next90', orderBy, take: 1, skip: 1 }, ['TODAY'], 2],
      // What the web's table sends without a filter: the kept total, as without a where.
      [{ range: 'next90', orderBy, where: { AND: [] }, take: 1 }, ['DAY-75'], 2],
      [{ range: 'next90', orderBy, where: { licenseNumber: { equals: 'TODAY' } }, take: 10 }, ['TODAY'], 1],
    ];
    for (const [variables, numbers, total] of pages) {
      const res = await t.gql<Web>(WEB, variables, as.webEditor.token);
      expect(res.errors).toBeUndefined();
      const report = res.data!.expiringLicensesReport;
      expect([report.__typename, report.total, report.perMonth.length, report.rows.map((r) => r.number), report.rows[0].__typename]).toEqual(['LicensesReportPage', total, 12, numbers, 'Licenses']);
    }
  });

  it("leaves a former employee's licenses out of the rows, the total and the chart, on every page", async () => {
    // Gus (former) holds FORMER, expiring in 3 days: inside next60 and this month or the next.
    const chart = await freshChart();
    expect(chart.reduce((sum, m) => sum + m.count, 0)).toBe(2);
    const pages = [
      { take: 1, skip: 0, numbers: ['DAY-75'] },
      { take: 1, skip: 1, numbers: ['TODAY'] },
      { take: 5, skip: 2, numbers: [] },
      { take: 5, skip: 10, numbers: [] },
    ];
    for (const { take, skip, numbers } of pages) {
      const res = await t.gql<Full>(FULL, { range: 'next90', take, skip }, as.webEditor.token);
      expect(res.errors, `${take}/${skip}`).toBeUndefined();
      const report = res.data!.expiringLicensesReport;
      expect(report.rows.map((r) => r.licenseNumber), `${take}/${skip}`).toEqual(numbers);
      expect(report.total, `${take}/${skip}`).toBe(2);
      expect(report.perMonth, `${take}/${skip}`).toEqual(chart);
    }
  });

  it('an empty first page still has its chart, and a filter narrows the rows and the total but not the chart', async () => {
    const chart = await freshChart();
    const none = await t.gql<Full>(FULL, { range: 'next90', where: { licenseNumber: { equals: 'NO-SUCH' } }, take: 10 }, as.superAdmin.token);
    expect(none.data?.expiringLicensesReport).toEqual({ total: 0, perMonth: chart, rows: [] });
    const one = await t.gql<Full>(FULL, { range: 'next90', where: { licenseNumber: { equals: 'TODAY' } }, take: 10 }, as.superAdmin.token);
    expect(one.data?.expiringLicensesReport.total).toBe(1);
    expect(one.data?.expiringLicensesReport.rows.map((r) => r.licenseNumber)).toEqual(['TODAY']);
    expect(one.data?.expiringLicensesReport.perMonth).toEqual(chart);
    const noRows = await t.gql<Full>(FULL, { range: 'next90', take: 0 }, as.superAdmin.token);
    expect(noRows.data?.expiringLicensesReport).toEqual({ total: 2, perMonth: chart, rows: [] });
  });

  it("the chart's months follow the company day: from today's month for 12 months, the last day of the twelfth counted, the next one not", async () => {
    const [year, month] = today.split('-').map(Number);
    const monthStart = (i: number) => new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 10);
    const lastCounted = addDays(monthStart(12), -1);
    // One code each: an employee holds a code once.
    const [a, b, c] = await Promise.all(['Boundary A', 'Boundary B', 'Boundary C'].map((title) => makeCode(t, { title, expirationType: 'manual' })));
    const added = await t.db
      .insert(licenses)
      .values([
        { userId: amyId, codeId: a.id, licenseNumber: 'LAST-COUNTED', issueDate: '2020-01-01', expDate: lastCounted },
        { userId: amyId, codeId: b.id, licenseNumber: 'PAST-THE-CHART', issueDate: '2020-01-01', expDate: monthStart(12) },
        { userId: amyId, codeId: c.id, licenseNumber: 'NEXT-MONTH-FIRST', issueDate: '2020-01-01', expDate: monthStart(1) },
      ])
      .returning({ id: licenses.id });
    try {
      const res = await t.gql<Full>(FULL, { take: 1 }, as.webEditor.token);
      const months = res.data!.expiringLicensesReport.perMonth;
      expect(months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthStart(i).slice(0, 7)));
      expect(months).toEqual(await freshChart());
      expect(months[11].count).toBeGreaterThanOrEqual(1);
      expect(months[1].count).toBeGreaterThanOrEqual(1);
      expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(4);
    } finally {
      for (const { id } of added) await t.db.delete(licenses).where(eq(licenses.id, id));
    }
  });

  it('fills the months the counts leave out with zero, from the given day\'s month', () => {
    expect(monthsOf('2026-12-31', JSON.stringify({ '2026-12': 1, '2027-11': 2, '2027-12': 5 }))).toEqual([
      { month: '2026-12', count: 1 },
      ...['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10'].map((m) => ({ month: m, count: 0 })),
      { month: '2027-11', count: 2 },
    ]);
    expect(monthsOf('2027-01-01', null)).toHaveLength(12);
  });

  it('computes the ranges from the company day', () => {
    expect(expiringWhere('next60', '2026-12-31')).toEqual({ expDate: { gte: '2026-12-31', lte: '2027-03-01' } });
    expect(expiringWhere('expired', '2026-12-31')).toEqual({ expDate: { lt: '2026-12-31' } });
  });
});
