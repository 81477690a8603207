/** The HR data: birthdays, an employee's HR record, and the sync that creates and updates users. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock } from '@portal/common';
import { auditLog, foundationEmployees, users } from '../../../db/schema';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import type { Role } from '@portal/common';

let t: TestServer;
let as: Record<Role, Actor>;

/** A birth date (in 1985) that falls `days` from today. */
function bornDaysFromToday(days: number): string {
  return `1985${addDays(clock.today(), days).slice(4)}`;
}

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

async function hr(values: Partial<typeof foundationEmployees.$inferInsert> & { employeeNumber: string }) {
  await t.db.insert(foundationEmployees).values({ firstName: 'HR', lastName: 'Person', ...values });
}

describe('birthdays', () => {
  it('lists active employees with a birthday in the window, soonest first, without the year', async () => {
    const soon = await makeUser(t, { firstName: 'Soon', lastName: 'Cake' });
    const later = await makeUser(t, { firstName: 'Later', lastName: 'Cake' });
    const far = await makeUser(t, { firstName: 'Far', lastName: 'Away' });
    const gone = await makeUser(t, { firstName: 'Gone', lastName: 'Person', employmentStatus: 'former' });
    await hr({ employeeNumber: soon.user.employeeNumber, firstName: 'Soon', lastName: 'Cake', dateOfBirth: bornDaysFromToday(2) });
    await hr({ employeeNumber: later.user.employeeNumber, firstName: 'Later', lastName: 'Cake', dateOfBirth: bornDaysFromToday(20) });
    await hr({ employeeNumber: far.user.employeeNumber, firstName: 'Far', lastName: 'Away', dateOfBirth: bornDaysFromToday(45) });
    await hr({ employeeNumber: gone.user.employeeNumber, firstName: 'Gone', lastName: 'Person', dateOfBirth: bornDaysFromToday(3) });
    const res = await t.gql<{ birthdays: { name: string; birthday: string }[] }>(`{ birthdays(where: { days: 30 }) { name birthday } }`, {}, as.user.token, '/foundation-api');
    expect(res.errors).toBeUndefined();
    expect(res.data?.birthdays).toEqual([
      { name: 'Soon Cake', birthday: addDays(clock.today(), 2) },
      { name: 'Later Cake', birthday: addDays(clock.today(), 20) },
    ]);
    expect(errorCode(await t.gql(`{ birthdays(where: { days: 400 }) { name } }`, {}, as.user.token, '/foundation-api'))).toBe('BAD_USER_INPUT');
  });

  it("answers the dashboard card's page of 5 and the count for its pager, not the whole window (issue 28)", async () => {
    for (let i = 0; i < 12; i++) {
      const person = await makeUser(t, { firstName: `Party${String(i).padStart(2, '0')}`, lastName: 'Guest' });
      await hr({ employeeNumber: person.user.employeeNumber, firstName: `Party${String(i).padStart(2, '0')}`, lastName: 'Guest', dateOfBirth: bornDaysFromToday(5 + i) });
    }
    const all = await t.gql<{ birthdays: { name: string }[] }>(`{ birthdays(where: { days: 30 }) { name } }`, {}, as.user.token, '/foundation-api');
    expect(all.data?.birthdays.length).toBe(14); // with the two of the test before
    // The card's own operation (web/src/features/dashboard/operations.ts), second page.
    const card = `query UpcomingBirthdays($days: Int!, $take: Int!, $skip: Int!) {
      birthdays(where: { days: $days }, take: $take, skip: $skip) { employeeNumber name birthday }
      birthdayCount(where: { days: $days }) }`;
    const res = await fetch(`${t.url}/foundation-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as.user.token}` },
      body: JSON.stringify({ query: card, variables: { days: 30, take: 5, skip: 5 } }),
    });
    const body = await res.text();
    const page = JSON.parse(body) as { data: { birthdays: { name: string; birthday: string }[]; birthdayCount: number } };
    expect(page.data.birthdayCount).toBe(14);
    expect(page.data.birthdays.map((b) => b.name)).toEqual(all.data!.birthdays.slice(5, 10).map((b) => b.name));
    expect(page.data.birthdays[0]).toEqual({ employeeNumber: expect.any(String), name: expect.any(String), birthday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(body.length).toBeLessThan(600);
    for (const paging of ['take: -1', 'take: 1001', 'skip: -2']) {
      expect(errorCode(await t.gql(`{ birthdays(where: { days: 30 }, ${paging}) { name } }`, {}, as.user.token, '/foundation-api')), paging).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await t.gql(`{ birthdayCount(where: { days: 30 }) }`, {}, null, '/foundation-api'))).toBe('UNAUTHENTICATED');
  });
});

describe('HR record', () => {
  it('is readable by the employee and by managers only', async () => {
    await hr({ employeeNumber: as.user.user.employeeNumber, phone: '(617) 555-0100' });
    const q = `query($n: String!) { getFoundationUser(employeeNumber: $n) { employeeNumber phone } }`;
    const own = await t.gql(q, { n: as.user.user.employeeNumber }, as.user.token, '/foundation-api');
    expect(own.data).toEqual({ getFoundationUser: { employeeNumber: as.user.user.employeeNumber, phone: '(617) 555-0100' } });
    expect(errorCode(await t.gql(q, { n: as.admin.user.employeeNumber }, as.user.token, '/foundation-api'))).toBe('FORBIDDEN');
    expect((await t.gql(q, { n: as.user.user.employeeNumber }, as.fieldSupervisor.token, '/foundation-api')).errors).toBeUndefined();
  });
});

describe('the HR calls on /api (spec 1 sends every call there; decision 0071)', () => {
  it('answer as on /foundation-api, by the same rules', async () => {
    const person = await makeUser(t, { firstName: 'Api', lastName: 'Cake' });
    await hr({ employeeNumber: person.user.employeeNumber, firstName: 'Api', lastName: 'Cake', dateOfBirth: bornDaysFromToday(1), phone: '(617) 555-0111' });
    const days = `{ birthdays(where: { days: 5 }) { name birthday employeeNumber } }`;
    const viaApi = await t.gql<{ birthdays: unknown[] }>(days, {}, as.user.token);
    expect(viaApi.errors).toBeUndefined();
    expect(viaApi.data?.birthdays).toContainEqual({ name: 'Api Cake', birthday: addDays(clock.today(), 1), employeeNumber: person.user.employeeNumber });
    expect(viaApi.data).toEqual((await t.gql(days, {}, as.user.token, '/foundation-api')).data);
    expect(errorCode(await t.gql(days))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(`{ birthdays(where: { days: 61 }) { name } }`, {}, as.user.token))).toBe('BAD_USER_INPUT');

    const record = `query($n: String!) { getFoundationUser(employeeNumber: $n) { employeeNumber phone } }`;
    expect((await t.gql(record, { n: person.user.employeeNumber }, person.token)).data).toEqual({ getFoundationUser: { employeeNumber: person.user.employeeNumber, phone: '(617) 555-0111' } });
    for (const role of ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const) {
      expect((await t.gql(record, { n: person.user.employeeNumber }, as[role].token)).data, role).toEqual({ getFoundationUser: { employeeNumber: person.user.employeeNumber, phone: '(617) 555-0111' } });
    }
    expect(errorCode(await t.gql(record, { n: person.user.employeeNumber }, as.user.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(record, { n: person.user.employeeNumber }))).toBe('UNAUTHENTICATED');
  });
});

describe('employee sync', () => {
  const SYNC = `mutation { employeeSync { message employeesCreated employeesUpdated } }`;

  it('creates new employees, updates changed ones, links supervisors, keeps portal-owned fields', async () => {
    const boss = await makeUser(t, { firstName: 'Boss' });
    const changed = await makeUser(t, { firstName: 'Old', lastName: 'Name', tshirtSize: 'XL', userType: 'admin', group: 'D4' });
    await hr({ employeeNumber: boss.user.employeeNumber, firstName: 'Boss', lastName: boss.user.lastName, emailAddress: boss.user.email, jobTitle: 'Journeyman Electrician' });
    await hr({ employeeNumber: changed.user.employeeNumber, firstName: 'New', lastName: 'Name', emailAddress: changed.user.email, supervisorEmployeeNumber: boss.user.employeeNumber });
    await hr({ employeeNumber: '555001', firstName: 'Nina', lastName: 'Newhire', emailAddress: 'nina@test.example', dateHired: '2026-01-05', supervisorEmployeeNumber: boss.user.employeeNumber });
    await hr({ employeeNumber: '555002', firstName: 'Tom', lastName: 'Terminated', dateHired: '2010-01-01', dateTerminated: '2025-06-30' });

    expect(errorCode(await t.gql(SYNC, {}, as.admin.token))).toBe('FORBIDDEN');
    const res = await t.gql<{ employeeSync: { employeesCreated: number; employeesUpdated: number } }>(SYNC, {}, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.employeeSync.employeesCreated).toBe(2);
    const [nina] = await t.db.select().from(users).where(eq(users.employeeNumber, '555001'));
    expect(nina).toMatchObject({ firstName: 'Nina', email: 'nina@test.example', supervisorId: boss.user.id, employmentStatus: 'active', userType: 'user' });
    const [tom] = await t.db.select().from(users).where(eq(users.employeeNumber, '555002'));
    expect(tom.employmentStatus).toBe('former');
    const [after] = await t.db.select().from(users).where(eq(users.id, changed.user.id));
    expect(after).toMatchObject({ firstName: 'New', supervisorId: boss.user.id, tshirtSize: 'XL', userType: 'admin', group: 'D4' });

    const again = await t.gql<{ employeeSync: { employeesCreated: number; employeesUpdated: number } }>(SYNC, {}, as.superAdmin.token);
    expect(again.data!.employeeSync).toMatchObject({ employeesCreated: 0, employeesUpdated: 0 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'EmployeeSync'));
    expect(audit).toHaveLength(2);
  });

  it('an employee the sync makes former is signed out at once', async () => {
    const leaving = await makeUser(t, { firstName: 'Lee', lastName: 'Leaving', email: 'lee.leaving@test.example' });
    // Their session has just been checked (and is cached for a few seconds).
    expect((await t.gql(`{ checkAuth { id } }`, {}, leaving.token)).errors).toBeUndefined();
    await hr({ employeeNumber: leaving.user.employeeNumber, firstName: 'Lee', lastName: 'Leaving', emailAddress: 'lee.leaving@test.example', dateHired: '2015-01-01', dateTerminated: '2026-01-01' });
    expect((await t.gql(`mutation { employeeSync { message } }`, {}, as.webEditor.token)).errors).toBeUndefined();
    expect(errorCode(await t.gql(`{ checkAuth { id } }`, {}, leaving.token))).toBe('UNAUTHENTICATED');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('refuses a second sync while one runs, with a clear message', async () => {
    const { default: pg } = await import('pg');
    const { queryRows } = await import('../../../db/client');
    const { sql } = await import('drizzle-orm');
    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    // Another server's sync holds the lock for the length of its transaction.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${name}`) });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(727002)');
      const res = await t.gql(SYNC, {}, as.webEditor.token);
      expect(errorCode(res)).toBe('CONFLICT');
      expect(res.errors?.[0].message).toBe('An employee sync is already running. Please wait for it to finish.');
      await other.query('rollback');
      expect((await t.gql(SYNC, {}, as.webEditor.token)).errors).toBeUndefined();
    } finally {
      await other.end();
    }
  });
});
