/** The mass CSV update: rows re-checked on the server, all applied in one transaction or none. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/common';
import { certifications } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let people: Actor[];
let cert: { id: number };

const MUTATION = `mutation($d: [MassUpdateRowInput!]!, $q: Int!, $type: String!) {
  massUpdateWithCsv(data: $d, qualificationId: $q, type: $type) { message created updated } }`;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  people = [await makeUser(t), await makeUser(t), await makeUser(t)];
  cert = await makeCode(t, { title: 'OSHA 30', entity: 'certifications', expirationType: 'manual' });
});
afterAll(() => t?.close());

const held = (userId: number) => t.db.select().from(certifications).where(and(eq(certifications.userId, userId), eq(certifications.codeId, cert.id)));

describe('mass update', () => {
  it('only webEditors run it', async () => {
    const d = [{ employeeNumber: people[0].user.employeeNumber, issueDate: '1/5/26', expDate: '1/5/28' }];
    for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
      expect(errorCode(await t.gql(MUTATION, { d, q: cert.id, type: 'certifications' }, as[role].token)), role).toBe('FORBIDDEN');
    }
  });

  it('refuses the whole file when one cell is invalid, naming the row and the spec message', async () => {
    const d = [
      { employeeNumber: people[0].user.employeeNumber, issueDate: '1/5/26', expDate: '1/5/28', certificationNumber: 'A' },
      { employeeNumber: people[1].user.employeeNumber, issueDate: '2026-13-01', expDate: '1/5/28' },
    ];
    const res = await t.gql(MUTATION, { d, q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('Row 2: Issue Date must be in the format MM/DD/YY');
    expect(await held(people[0].user.id)).toEqual([]);
  });

  it('reports unknown employees and repeated rows', async () => {
    const unknown = await t.gql(MUTATION, { d: [{ employeeNumber: '000000', issueDate: '1/5/26', expDate: '1/5/28' }], q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(unknown.errors?.[0].message).toBe('Row 1: No employee with ID 000000');
    const n = people[0].user.employeeNumber;
    const twice = await t.gql(MUTATION, { d: [{ employeeNumber: n, issueDate: '1/5/26', expDate: '1/5/28' }, { employeeNumber: n, issueDate: '1/6/26', expDate: '1/6/28' }], q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(twice.errors?.[0].message).toBe(`Row 2: Employee ${n} is also on row 1`);
    const empty = await t.gql(MUTATION, { d: [{ employeeNumber: '  ', issueDate: '1/5/26', expDate: '1/5/28' }], q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(empty.errors?.[0].message).toBe('Row 1: Employee ID cannot be empty');
  });

  it('needs the expiration date for a manual code, and a code of the chosen type', async () => {
    const res = await t.gql(MUTATION, { d: [{ employeeNumber: people[0].user.employeeNumber, issueDate: '1/5/26' }], q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(res.errors?.[0].message).toBe('Row 1: Expiration Date must be in the format MM/DD/YY');
    const wrongType = await t.gql(MUTATION, { d: [{ employeeNumber: people[0].user.employeeNumber, issueDate: '1/5/26' }], q: cert.id, type: 'licenses' }, as.webEditor.token);
    expect(wrongType.errors?.[0].message).toBe('Choose a qualification of this type.');
  });

  it('holds the card\'s rule: no expiration before the issue date, and nothing is written', async () => {
    const res = await t.gql(MUTATION, { d: [{ employeeNumber: people[1].user.employeeNumber, issueDate: '6/1/26', expDate: '5/31/26' }], q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(res.errors?.[0].message).toBe('Row 1: The expiration date cannot be before the issue date.');
    expect(await held(people[1].user.id)).toEqual([]);
  });

  it('refuses an expiration before the issue date with the card\'s own message', async () => {
    const employee = people[1].user;
    const card = await t.gql(
      `mutation($id: Int, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id } }`,
      { id: employee.id, data: { certifications: { create: [{ issueDate: '2026-06-01', expDate: '2026-05-31', codes: { connect: { id: cert.id } } }] } } },
      as.webEditor.token,
    );
    expect(errorCode(card)).toBe('BAD_USER_INPUT');
    const mass = await t.gql(MUTATION, { d: [{ employeeNumber: employee.employeeNumber, issueDate: '2026-06-01', expDate: '2026-05-31' }], q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(errorCode(mass)).toBe('BAD_USER_INPUT');
    expect(mass.errors?.[0].message).toBe(`Row 1: ${card.errors?.[0].message}`);
    expect(mass.errors?.[0].extensions).toMatchObject({ rows: [{ row: 1, column: 'Expiration Date', message: card.errors?.[0].message }] });
    expect(await held(employee.id)).toEqual([]);
  });

  it('creates new records and updates the ones already held, trimming cells', async () => {
    await t.db.insert(certifications).values({ userId: people[1].user.id, codeId: cert.id, issueDate: '2020-01-01', expDate: '2022-01-01', certificationNumber: 'OLD' });
    const d = [
      { employeeNumber: ` ${people[0].user.employeeNumber} `, issueDate: ' 3/7/26 ', expDate: '3/7/28', certificationNumber: ' C-1 ' },
      { employeeNumber: people[1].user.employeeNumber, issueDate: '3/8/26', expDate: '3/8/28', certificationNumber: 'C-2' },
    ];
    const res = await t.gql(MUTATION, { d, q: cert.id, type: 'certifications' }, as.webEditor.token);
    expect(res.data).toEqual({ massUpdateWithCsv: { message: 'Successfully updated qualifications', created: 1, updated: 1 } });
    expect(await held(people[0].user.id)).toEqual([expect.objectContaining({ issueDate: '2026-03-07', expDate: '2028-03-07', certificationNumber: 'C-1' })]);
    expect(await held(people[1].user.id)).toEqual([expect.objectContaining({ issueDate: '2026-03-08', certificationNumber: 'C-2' })]);
  });
});
