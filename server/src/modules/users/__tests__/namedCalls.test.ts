/**
 * The employee calls spec 1 section 7 names (decision 0071), called as a client written against
 * the documents would, as each role: getEmployeesWithGroup (everyone, through the user policy),
 * getEmployeeDirectory and partnerServicesExport (the partner directory's roles), createUser and
 * updateUser (the generic writes under the documents' names, with the users policy).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/common';
import { users } from '../../../db/schema';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let zed: Actor;
let amy: Actor;
let former: Actor;

const MANAGERS = ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  zed = await makeUser(t, { firstName: 'Zed', lastName: 'Aardvark', employeeNumber: '000002', group: 'D2', costCode: 'CC-7', totalYearsOfService: 12.5 });
  amy = await makeUser(t, { firstName: 'Amy', lastName: 'Zyzzyva', employeeNumber: '000001', group: 'D3', costCode: 'CC-9', totalYearsOfService: 3 });
  former = await makeUser(t, { firstName: 'Fran', lastName: 'Aaronson', employeeNumber: '000003', employmentStatus: 'former' });
});
afterAll(() => t?.close());

type Row = { employeeNumber: string; firstName: string; lastName: string; group: string | null; totalYearsOfService: number | null; email: string | null; costCode: string | null };

const WITH_GROUP = `query($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int) {
  getEmployeesWithGroup(where: $where, orderBy: $orderBy, take: $take) { employeeNumber firstName lastName group totalYearsOfService email costCode }
}`;
const ACTIVE = { employmentStatus: { equals: 'active' } };

describe('getEmployeesWithGroup', () => {
  it.each(MANAGERS)('%s gets the documented fields of active employees, in the order asked', async (role) => {
    const res = await t.gql<{ getEmployeesWithGroup: Row[] }>(WITH_GROUP, { where: ACTIVE, orderBy: [{ lastName: 'asc' }] }, as[role].token);
    expect(res.errors).toBeUndefined();
    const rows = res.data!.getEmployeesWithGroup;
    expect(rows).toHaveLength(ROLES.length + 2);
    expect(rows[0]).toEqual({ employeeNumber: '000002', firstName: 'Zed', lastName: 'Aardvark', group: 'D2', totalYearsOfService: 12.5, email: zed.user.email, costCode: 'CC-7' });
    expect(rows.at(-1)?.lastName).toBe('Zyzzyva');
    expect(rows.map((r) => r.employeeNumber)).not.toContain(former.user.employeeNumber);
  });

  it("a plain user gets everyone's directory fields, and only their own cost code and years of service (the users policy)", async () => {
    const res = await t.gql<{ getEmployeesWithGroup: Row[] }>(WITH_GROUP, { where: ACTIVE }, as.user.token);
    expect(res.errors).toBeUndefined();
    const rows = res.data!.getEmployeesWithGroup;
    expect(rows.find((r) => r.employeeNumber === '000002')).toEqual({ employeeNumber: '000002', firstName: 'Zed', lastName: 'Aardvark', group: 'D2', totalYearsOfService: null, email: zed.user.email, costCode: null });
    expect(rows.find((r) => r.employeeNumber === as.user.user.employeeNumber)?.group).toBe('D1');
  });

  it('without where and orderBy lists every employee by last name', async () => {
    const res = await t.gql<{ getEmployeesWithGroup: Row[] }>(WITH_GROUP, {}, as.webEditor.token);
    expect(res.data!.getEmployeesWithGroup.slice(0, 2).map((r) => r.lastName)).toEqual(['Aardvark', 'Aaronson']);
  });

  it('refuses anonymous callers and bad arguments', async () => {
    expect(errorCode(await t.gql(WITH_GROUP, { where: ACTIVE }))).toBe('UNAUTHENTICATED');
    const take = await t.gql(WITH_GROUP, { take: -1 }, as.admin.token);
    expect(errorCode(take)).toBe('BAD_USER_INPUT');
    expect(take.errors?.[0].message).toBe('take must be between 0 and 10000.');
    expect(errorCode(await t.gql(WITH_GROUP, { orderBy: [{ lastName: 'sideways' }] }, as.admin.token))).toBe('BAD_USER_INPUT');
  });
});

const DIRECTORY = `query($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
  getEmployeeDirectory(where: $where, orderBy: $orderBy, take: $take, skip: $skip) { employeeNumber lastName jobTitle skills { id } }
}`;
const EXPORT = `query($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!]) {
  partnerServicesExport(where: $where, orderBy: $orderBy) { employeeNumber lastName firstName email employmentStatus }
}`;

describe('getEmployeeDirectory and partnerServicesExport', () => {
  it.each(MANAGERS)('%s reads the directory by employee number and its export by last name, filtered as asked', async (role) => {
    const page = await t.gql<{ getEmployeeDirectory: { employeeNumber: string; skills: unknown[] }[] }>(DIRECTORY, { where: ACTIVE, take: 2 }, as[role].token);
    expect(page.errors).toBeUndefined();
    expect(page.data!.getEmployeeDirectory).toEqual([
      { employeeNumber: '000001', lastName: 'Zyzzyva', jobTitle: 'Journeyman Electrician', skills: [] },
      { employeeNumber: '000002', lastName: 'Aardvark', jobTitle: 'Journeyman Electrician', skills: [] },
    ]);
    const next = await t.gql<{ getEmployeeDirectory: { employeeNumber: string }[] }>(DIRECTORY, { where: ACTIVE, take: 1, skip: 1 }, as[role].token);
    expect(next.data!.getEmployeeDirectory.map((r) => r.employeeNumber)).toEqual(['000002']);

    const csv = await t.gql<{ partnerServicesExport: { employeeNumber: string; lastName: string }[] }>(EXPORT, { where: { group: { in: ['D2', 'D3'] } } }, as[role].token);
    expect(csv.errors).toBeUndefined();
    expect(csv.data!.partnerServicesExport).toEqual([
      { employeeNumber: '000002', lastName: 'Aardvark', firstName: 'Zed', email: zed.user.email, employmentStatus: 'active' },
      { employeeNumber: '000001', lastName: 'Zyzzyva', firstName: 'Amy', email: amy.user.email, employmentStatus: 'active' },
    ]);
    const byNumber = await t.gql<{ partnerServicesExport: { employeeNumber: string }[] }>(EXPORT, { where: { group: { in: ['D2', 'D3'] } }, orderBy: [{ employeeNumber: 'asc' }] }, as[role].token);
    expect(byNumber.data!.partnerServicesExport.map((r) => r.employeeNumber)).toEqual(['000001', '000002']);
  });

  it('refuses a plain user (the screen is for fieldSupervisors and above) and anonymous callers', async () => {
    for (const query of [DIRECTORY, EXPORT]) {
      expect(errorCode(await t.gql(query, {}, as.user.token))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(query, {}))).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses bad arguments', async () => {
    expect(errorCode(await t.gql(DIRECTORY, { take: 10_001 }, as.admin.token))).toBe('BAD_USER_INPUT');
    // The password hash is in no schema: neither a filter nor a sort can reach it.
    expect(errorCode(await t.gql(EXPORT, { orderBy: [{ passwordHash: 'asc' }] }, as.admin.token))).toBe('BAD_USER_INPUT');
  });
});

const CREATE = `mutation($data: UserCreateInput!) { createUser(data: $data) { id employeeNumber firstName lastName email userType } }`;
const UPDATE = `mutation($where: UserWhereUniqueInput!, $data: UserUpdateInput!) { updateUser(where: $where, data: $data) { employeeNumber tshirtSize userType } }`;

describe('createUser and updateUser', () => {
  const newcomer = (n: string) => ({ employeeNumber: n, firstName: 'Nina', lastName: 'New', email: `nina${n}@test.example` });

  it('a webEditor creates an employee; every other role is refused, and so is a caller without a session', async () => {
    const res = await t.gql<{ createUser: unknown }>(CREATE, { data: newcomer('555001') }, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createUser).toEqual({ id: expect.any(Number), employeeNumber: '555001', firstName: 'Nina', lastName: 'New', email: 'nina555001@test.example', userType: 'user' });
    for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
      expect(errorCode(await t.gql(CREATE, { data: newcomer(`55510${ROLES.indexOf(role)}`) }, as[role].token)), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(CREATE, { data: newcomer('555200') }))).toBe('UNAUTHENTICATED');
    expect(await t.db.select().from(users).where(eq(users.lastName, 'New'))).toHaveLength(1);
  });

  it('refuses a bad or duplicate employee', async () => {
    expect(errorCode(await t.gql(CREATE, { data: { firstName: 'No', lastName: 'Number' } }, as.webEditor.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(CREATE, { data: { ...newcomer('555300'), tshirtSize: 'HUGE' } }, as.webEditor.token))).toBe('BAD_USER_INPUT');
    const duplicate = await t.gql(CREATE, { data: { ...newcomer('555001'), email: 'other@test.example' } }, as.webEditor.token);
    expect(errorCode(duplicate)).toBe('CONFLICT');
    expect(duplicate.errors?.[0].message).toBe('An employee with this employee number already exists.');
  });

  it('updates by the users policy: one’s own T-shirt size, others’ for admins and above, the access level for webEditors only', async () => {
    const own = await t.gql<{ updateUser: unknown }>(UPDATE, { where: { id: as.user.user.id }, data: { tshirtSize: { set: 'XL' } } }, as.user.token);
    expect(own.data).toEqual({ updateUser: { employeeNumber: as.user.user.employeeNumber, tshirtSize: 'XL', userType: 'user' } });
    expect(errorCode(await t.gql(UPDATE, { where: { id: zed.user.id }, data: { tshirtSize: { set: 'SM' } } }, as.user.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(UPDATE, { where: { id: as.user.user.id }, data: { userType: { set: 'webEditor' } } }, as.user.token))).toBe('FORBIDDEN');
    for (const role of ['admin', 'superAdmin', 'webEditor'] as const) {
      const res = await t.gql(UPDATE, { where: { employeeNumber: '000002' }, data: { tshirtSize: { set: 'MD' } } }, as[role].token);
      expect(res.data, role).toEqual({ updateUser: { employeeNumber: '000002', tshirtSize: 'MD', userType: 'user' } });
    }
    expect(errorCode(await t.gql(UPDATE, { where: { id: zed.user.id }, data: { tshirtSize: { set: 'SM' } } }, as.fieldSupervisor.token))).toBe('FORBIDDEN');
    for (const role of ['admin', 'superAdmin'] as const) {
      expect(errorCode(await t.gql(UPDATE, { where: { id: zed.user.id }, data: { userType: { set: 'admin' } } }, as[role].token)), role).toBe('FORBIDDEN');
    }
    const promoted = await t.gql(UPDATE, { where: { id: zed.user.id }, data: { userType: { set: 'admin' } } }, as.webEditor.token);
    expect(promoted.data).toEqual({ updateUser: { employeeNumber: '000002', tshirtSize: 'MD', userType: 'admin' } });
    expect(errorCode(await t.gql(UPDATE, { where: { id: zed.user.id }, data: { tshirtSize: { set: 'SM' } } }))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad values and unknown employees', async () => {
    const bad = await t.gql(UPDATE, { where: { id: zed.user.id }, data: { tshirtSize: { set: 'HUGE' } } }, as.webEditor.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/Tshirt size must be one of/);
    expect(errorCode(await t.gql(UPDATE, { where: { id: 999_999 }, data: { tshirtSize: { set: 'SM' } } }, as.webEditor.token))).toBe('NOT_FOUND');
  });
});
