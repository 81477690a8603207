/**
 * The card calls spec 1 and spec 2 name beside getEmployeeBaseballCard (decision 0071), as each
 * role: getCombinedEmployee (the employee's record by the card's rule) and
 * getAllEmployeeBaseballCards (every active employee's card, by last name, for those who may
 * open others' cards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/common';
import { skills } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let welder: Actor;

const MANAGERS = ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  welder = await makeUser(t, { firstName: 'Wade', lastName: 'Aaberg', phone: '(617) 555-0101', dateHired: '2015-03-02', costCode: 'CC-1', totalYearsOfService: 11.2 });
  await makeUser(t, { firstName: 'Gone', lastName: 'Aaa', employmentStatus: 'former' });
  const welding = await makeCode(t, { title: 'Welding', entity: 'skills', points: 7 });
  await t.db.insert(skills).values({ userId: welder.user.id, codeId: welding.id });
});
afterAll(() => t?.close());

const COMBINED = `query($n: String!) { getCombinedEmployee(employeeNumber: $n) { employeeNumber firstName lastName phone dateHired costCode totalYearsOfService tshirtSize skills { codes { title } } points } }`;

describe('getCombinedEmployee', () => {
  const wade = () => ({
    employeeNumber: welder.user.employeeNumber, firstName: 'Wade', lastName: 'Aaberg', phone: '(617) 555-0101', dateHired: '2015-03-02',
    costCode: 'CC-1', totalYearsOfService: 11.2, tshirtSize: 'notAssigned', skills: [{ codes: { title: 'Welding' } }], points: 7,
  });

  it.each(MANAGERS)("%s gets anyone's record: portal fields, HR fields and qualifications", async (role) => {
    const res = await t.gql(COMBINED, { n: welder.user.employeeNumber }, as[role].token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ getCombinedEmployee: wade() });
  });

  it('an employee gets their own record (number trimmed) and is refused any other', async () => {
    const own = await t.gql(COMBINED, { n: ` ${welder.user.employeeNumber} ` }, welder.token);
    expect(own.data).toEqual({ getCombinedEmployee: wade() });
    expect(errorCode(await t.gql(COMBINED, { n: as.admin.user.employeeNumber }, as.user.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(COMBINED, { n: welder.user.employeeNumber }))).toBe('UNAUTHENTICATED');
  });

  it('answers null for an unknown number and refuses a number that is not text', async () => {
    expect((await t.gql(COMBINED, { n: '000000' }, as.admin.token)).data).toEqual({ getCombinedEmployee: null });
    expect(errorCode(await t.gql(COMBINED, { n: 100 }, as.admin.token))).toBe('BAD_USER_INPUT');
  });
});

const ALL_CARDS = `query($take: Int, $skip: Int) { getAllEmployeeBaseballCards(take: $take, skip: $skip) { employeeNumber lastName employmentStatus skillPoints skills { codes { title } } } }`;

describe('getAllEmployeeBaseballCards', () => {
  it.each(MANAGERS)('%s gets every active employee’s card, by last name', async (role) => {
    const res = await t.gql<{ getAllEmployeeBaseballCards: { employeeNumber: string; lastName: string; employmentStatus: string }[] }>(ALL_CARDS, {}, as[role].token);
    expect(res.errors).toBeUndefined();
    const cards = res.data!.getAllEmployeeBaseballCards;
    expect(cards).toHaveLength(ROLES.length + 1);
    expect(cards[0]).toEqual({ employeeNumber: welder.user.employeeNumber, lastName: 'Aaberg', employmentStatus: 'active', skillPoints: 7, skills: [{ codes: { title: 'Welding' } }] });
    expect(cards.every((c) => c.employmentStatus === 'active')).toBe(true);
    expect(cards.map((c) => c.lastName)).toEqual([...cards.map((c) => c.lastName)].sort());
    const second = await t.gql<{ getAllEmployeeBaseballCards: { employeeNumber: string }[] }>(ALL_CARDS, { take: 1, skip: 1 }, as[role].token);
    expect(second.data!.getAllEmployeeBaseballCards).toEqual([expect.objectContaining({ employeeNumber: cards[1].employeeNumber })]);
  });

  it("refuses a plain user (they open only their own card) and anonymous callers", async () => {
    expect(errorCode(await t.gql(ALL_CARDS, {}, as.user.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ALL_CARDS, {}))).toBe('UNAUTHENTICATED');
  });

  it('refuses a page size out of range', async () => {
    const res = await t.gql(ALL_CARDS, { take: 10_001 }, as.webEditor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('take must be between 0 and 10000.');
  });
});
