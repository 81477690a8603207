/**
 * The reports' own queries: each answers exactly the roles of spec 2 section 6, pages and
 * filters in SQL, leaves out former employees, and the expiring ranges follow the company day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, REPORTS, ROLES, type Role } from '@portal/common';
import { eq } from 'drizzle-orm';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { certifications, licenses, skills, users } from '../../../db/schema';
import { companyToday } from '../../../db/today';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { expiringWhere } from '..';
import { userPolicy } from '../../users/policy';

let t: TestServer;
let as: Record<Role, Actor>;
const today = companyToday();

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

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  const zed = await makeUser(t, { firstName: 'Zed', lastName: 'Zephyr', costCode: '42-100', group: 'D5' });
  const amy = await makeUser(t, { firstName: 'Amy', lastName: 'Aardvark', group: 'D5' });
  const gone = await makeUser(t, { firstName: 'Gus', lastName: 'Gone', employmentStatus: 'former', group: 'D5' });
  const electrician = await makeCode(t, { title: 'Electrician', state: 'MA', level: 'master', expirationType: 'manual' });
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

  it('computes the ranges from the company day', () => {
    expect(expiringWhere('next60', '2026-12-31')).toEqual({ expDate: { gte: '2026-12-31', lte: '2027-03-01' } });
    expect(expiringWhere('expired', '2026-12-31')).toEqual({ expDate: { lt: '2026-12-31' } });
  });
});
