/** The top bar's search: what each role finds, typos, numbers, metacharacters, bad input, one statement. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/common';
import { projects } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, statementsDuring, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let john: Actor;
let project: { id: number };
let code: { id: number };

const SEARCH = `query($text: String!, $limit: Int) { search(text: $text, limit: $limit) { kind id title detail number former entity } }`;
interface Hit {
  kind: string;
  id: number;
  title: string;
  number: string | null;
  former: boolean;
}

async function find(text: string, role: Role | Actor, limit?: number): Promise<Hit[]> {
  const token = typeof role === 'string' ? as[role].token : role.token;
  const res = await t.gql<{ search: Hit[] }>(SEARCH, { text, limit }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.search;
}
const titles = (hits: Hit[], kind: string) => hits.filter((h) => h.kind === kind).map((h) => h.title);

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  john = await makeUser(t, { firstName: 'John', lastName: 'Whitaker', employeeNumber: '431207', jobTitle: 'Foreman' });
  await makeUser(t, { firstName: 'Johanna', lastName: 'Okafor', employeeNumber: '431299' });
  await makeUser(t, { firstName: 'Percy', lastName: '100%_Sure', employeeNumber: '555001' });
  await makeUser(t, { firstName: 'Percy', lastName: 'Hundred', employeeNumber: '555002' });
  [project] = await t.db.insert(projects).values({ name: 'Harbor Tower Renovation', project_num: 'HT-2207', city: 'Providence' }).returning();
  code = await makeCode(t, { title: 'Confined Space Entry', entity: 'certifications' });
});
afterAll(() => t?.close());

describe('search', () => {
  it('finds a name despite a typo ("Jonh" finds John), best match first', async () => {
    const hits = await find('Jonh Whitaker', 'admin');
    expect(hits[0]).toMatchObject({ kind: 'employee', id: john.user.id, title: 'John Whitaker', number: '431207', former: false });
    expect(titles(await find('Jonh', 'admin'), 'employee')).toContain('John Whitaker');
    expect(titles(await find('whitakr', 'fieldSupervisor'), 'employee')).toContain('John Whitaker');
  });

  it('finds employees and projects by the start of their number', async () => {
    expect(titles(await find('4312', 'admin'), 'employee').sort()).toEqual(['Johanna Okafor', 'John Whitaker']);
    expect(titles(await find('431207', 'admin'), 'employee')).toEqual(['John Whitaker']);
    expect(await find('ht-22', 'superAdmin')).toEqual([expect.objectContaining({ kind: 'project', id: project.id, title: 'Harbor Tower Renovation', number: 'HT-2207' })]);
  });

  it('finds projects by name and codes by title, typos included, grouped by kind', async () => {
    const hits = await find('harbr tower', 'webEditor');
    expect(hits.map((h) => h.kind)).toEqual(['project']);
    expect(await find('confined spce', 'superAdmin')).toEqual([expect.objectContaining({ kind: 'code', id: code.id, title: 'Confined Space Entry', entity: 'certifications' })]);
  });

  it('a plain user finds only their own card: no other employee, no project, no code', async () => {
    expect(await find('Jonh Whitaker', 'user')).toEqual([]);
    expect(await find('4312', 'user')).toEqual([]);
    expect(await find('Harbor Tower', 'user')).toEqual([]);
    expect(await find('Confined Space', 'user')).toEqual([]);
    const me = as.user.user;
    expect(await find(me.lastName, 'user')).toEqual([expect.objectContaining({ kind: 'employee', id: me.id })]);
    expect(await find(me.employeeNumber, 'user')).toEqual([expect.objectContaining({ kind: 'employee', id: me.id })]);
  });

  it('managers find every employee; only superAdmins and webEditors find projects and codes (the screens they may open)', async () => {
    for (const role of ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const) {
      expect(titles(await find('Whitaker', role), 'employee'), role).toEqual(['John Whitaker']);
    }
    for (const role of ['fieldSupervisor', 'admin'] as const) {
      expect(await find('Harbor Tower', role), role).toEqual([]);
      expect(await find('Confined Space', role), role).toEqual([]);
    }
    for (const role of ['superAdmin', 'webEditor'] as const) {
      expect(titles(await find('Harbor Tower', role), 'project'), role).toEqual(['Harbor Tower Renovation']);
      expect(titles(await find('Confined Space', role), 'code'), role).toEqual(['Confined Space Entry']);
    }
  });

  it('treats LIKE and regex metacharacters as text', async () => {
    expect(titles(await find('100%_', 'admin'), 'employee')).toEqual(['Percy 100%_Sure']);
    expect(await find('%', 'admin')).toEqual([]);
    expect(await find('_', 'admin')).toEqual([]);
    expect(await find('.*', 'admin')).toEqual([]);
    expect(await find("\\' or 1=1 --", 'admin')).toEqual([]);
  });

  it('gives at most `limit` hits per kind', async () => {
    for (let i = 0; i < 7; i++) await makeUser(t, { firstName: 'Quentin', lastName: `Marlowe${i}` });
    expect(titles(await find('Quentin', 'admin'), 'employee')).toHaveLength(5);
    expect(titles(await find('Quentin', 'admin', 2), 'employee')).toHaveLength(2);
  });

  it('refuses overlong text and a bad limit with BAD_USER_INPUT; blank text finds nothing', async () => {
    expect(errorCode(await t.gql(SEARCH, { text: 'x'.repeat(101) }, as.admin.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SEARCH, { text: 'x', limit: 11 }, as.admin.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(SEARCH, { text: 'x', limit: 0 }, as.admin.token))).toBe('BAD_USER_INPUT');
    expect(await find('   ', 'admin')).toEqual([]);
    expect(errorCode(await t.gql(SEARCH, { text: 'John' }, null))).toBe('UNAUTHENTICATED');
  });

  it('answers each keystroke with one SQL statement', async () => {
    await find('Jo', 'webEditor'); // the session is read once and cached
    for (const text of ['J', 'Jon', 'Jonh W', '4312']) {
      expect(await statementsDuring(t, () => find(text, 'webEditor')), text).toBe(1);
    }
  });
});
