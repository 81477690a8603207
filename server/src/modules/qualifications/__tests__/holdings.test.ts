/** Qualifications held by employees: the card, the expiry rules, points and the company average. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Role, clock } from '@portal/common';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { snapshotAveragePoints } from '../averagePointsJob';

let t: TestServer;
let as: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

const ADD_LICENSE = `mutation($id: Int, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id licPoints } }`;

describe('records held', () => {
  it('must use a code of their own category', async () => {
    const skill = await makeCode(t, { title: 'Welding', entity: 'skills' });
    const res = await t.gql(ADD_LICENSE, { id: as.user.user.id, data: { licenses: { create: [{ codes: { connect: { id: skill.id } } }] } } }, as.webEditor.token);
    expect(res.errors?.[0].message).toBe('Choose a license code.');
  });

  it('keep an expiration date only for manual codes, where it is required', async () => {
    const never = await makeCode(t, { title: 'Lifetime', entity: 'licenses', expirationType: 'none' });
    const manual = await makeCode(t, { title: 'Renewable', entity: 'licenses', expirationType: 'manual' });
    const withDate = await t.gql(ADD_LICENSE, { id: as.user.user.id, data: { licenses: { create: [{ expDate: '2030-01-01', codes: { connect: { id: never.id } } }] } } }, as.webEditor.token);
    expect(withDate.errors?.[0].message).toBe('This license does not expire; leave the expiration date empty.');
    const withoutDate = await t.gql(ADD_LICENSE, { id: as.user.user.id, data: { licenses: { create: [{ codes: { connect: { id: manual.id } } }] } } }, as.webEditor.token);
    expect(withoutDate.errors?.[0].message).toBe('Expiration date is required for this qualification.');
    const backwards = await t.gql(ADD_LICENSE, { id: as.user.user.id, data: { licenses: { create: [{ issueDate: '2026-05-01', expDate: '2026-04-01', codes: { connect: { id: manual.id } } }] } } }, as.webEditor.token);
    expect(backwards.errors?.[0].message).toBe('The expiration date cannot be before the issue date.');
  });

  it('points follow the records, and expired licenses earn nothing', async () => {
    const employee = await makeUser(t);
    const valid = await makeCode(t, { title: 'Valid', entity: 'licenses', expirationType: 'manual', points: 30 });
    const expired = await makeCode(t, { title: 'Expired', entity: 'licenses', expirationType: 'manual', points: 50 });
    const today = clock.today();
    await t.db.insert(licenses).values([
      { userId: employee.user.id, codeId: valid.id, expDate: today },
      { userId: employee.user.id, codeId: expired.id, expDate: addDays(today, -1) },
    ]);
    const res = await t.gql<{ getEmployeeBaseballCard: { licPoints: number; points: number } }>(
      `query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { licPoints points } }`,
      { n: employee.user.employeeNumber },
      as.admin.token,
    );
    expect(res.data?.getEmployeeBaseballCard).toEqual({ licPoints: 30, points: 30 });
  });

  it('expired certifications earn nothing either; skills and courses have no expiry rule', async () => {
    const employee = await makeUser(t);
    const cert = await makeCode(t, { title: 'Cert valid', entity: 'certifications', expirationType: 'manual', points: 12 });
    const lapsed = await makeCode(t, { title: 'Cert lapsed', entity: 'certifications', expirationType: 'manual', points: 40 });
    const today = clock.today();
    await t.db.insert(certifications).values([
      { userId: employee.user.id, codeId: cert.id, expDate: addDays(today, 30) },
      { userId: employee.user.id, codeId: lapsed.id, expDate: addDays(today, -1) },
    ]);
    const res = await t.gql<{ getEmployeeBaseballCard: { cerPoints: number; points: number } }>(
      `query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { cerPoints points } }`,
      { n: employee.user.employeeNumber },
      as.admin.token,
    );
    expect(res.data?.getEmployeeBaseballCard).toEqual({ cerPoints: 12, points: 12 });
  });
});

describe('the baseball card', () => {
  const CARD = `query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { employeeNumber firstName tshirtSize } }`;

  it('a plain user gets their own card (number trimmed) and is refused any other', async () => {
    const own = await t.gql(CARD, { n: ` ${as.user.user.employeeNumber} ` }, as.user.token);
    expect(own.data).toEqual({ getEmployeeBaseballCard: { employeeNumber: as.user.user.employeeNumber, firstName: as.user.user.firstName, tshirtSize: 'notAssigned' } });
    const other = await t.gql(CARD, { n: as.admin.user.employeeNumber }, as.user.token);
    expect(errorCode(other)).toBe('FORBIDDEN');
  });

  it('fieldSupervisors and above open any card', async () => {
    for (const role of ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const) {
      const res = await t.gql<{ getEmployeeBaseballCard: { employeeNumber: string } }>(CARD, { n: as.user.user.employeeNumber }, as[role].token);
      expect(res.data?.getEmployeeBaseballCard.employeeNumber, role).toBe(as.user.user.employeeNumber);
    }
  });
});

describe('the company average', () => {
  it('is the newest snapshot of the average over active employees', async () => {
    const expected = await snapshotAveragePoints(t.db);
    const res = await t.gql<{ averageCompanyPoints: number; checkAuth: { averageCompanyPoints: number } }>(`{ averageCompanyPoints checkAuth { averageCompanyPoints } }`, {}, as.user.token);
    expect(res.data).toEqual({ averageCompanyPoints: expected, checkAuth: { averageCompanyPoints: expected } });
  });
});

describe("the company's today", () => {
  it("is the company's calendar day, for anyone signed in", async () => {
    const res = await t.gql<{ companyToday: string }>(`{ companyToday }`, {}, as.user.token);
    expect(res.data).toEqual({ companyToday: clock.today() });
    expect(errorCode(await t.gql(`{ companyToday }`, {}))).toBe('UNAUTHENTICATED');
  });
});
