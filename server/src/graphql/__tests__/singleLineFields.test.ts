/**
 * Names and titles are single lines on every write path (issue 24): a CR or LF would reach an
 * e-mail's subject or body as a fake header line. The generic writer refuses them for every
 * single-line column; the hand-written services refuse them through the shared schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { makeRoleActors, makeUser, type Actor } from '../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../test/server';

const INJECTED = 'Eve\r\nBcc: victim@evil.example';

let t: TestServer;
let as: Awaited<ReturnType<typeof makeRoleActors>>;
let boss: Actor, partner: Actor;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  boss = await makeUser(t, { userType: 'fieldSupervisor' });
  partner = await makeUser(t, { supervisorId: boss.user.id });
});
afterAll(() => t?.close());

const CREATE_USER = `mutation($d: UserCreateInput!) { createOneUser(data: $d) { id firstName } }`;
const userData = (n: string, firstName: string) => ({ employeeNumber: n, firstName, lastName: 'Mallory', userType: 'user' });

describe('the generic writer', () => {
  it('refuses a user name with a line break, naming the field, and stores nothing', async () => {
    const res = await t.gql(CREATE_USER, { d: userData('770001', INJECTED) }, as.webEditor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('First name must be a single line, without line breaks or control characters.');
    const stored = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where employee_number = '770001'`);
    expect(stored[0].n).toBe(0);
    for (const bad of ['Eve\nBcc: x', 'Eve\rX', 'Eve\u0085X', 'Eve\u2028X', 'Eve\u0007']) {
      expect(errorCode(await t.gql(CREATE_USER, { d: userData('770002', bad) }, as.webEditor.token)), JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
    // An ordinary name (accents, apostrophe, hyphen) is fine; surrounding blanks are trimmed as before.
    const ok = await t.gql(CREATE_USER, { d: userData('770003', "  Zoë O'Brien-Smith \n") }, as.webEditor.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toMatchObject({ createOneUser: { firstName: "Zoë O'Brien-Smith" } });
  });

  it('refuses an event title with a line break', async () => {
    const create = `mutation($d: CalEventsCreateInput!) { createOneCalEvents(data: $d) { id title } }`;
    const res = await t.gql(create, { d: { title: 'Party\nBcc: victim@evil.example', date: '2030-12-18T23:00:00.000Z' } }, as.superAdmin.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('Title must be a single line, without line breaks or control characters.');
    const ok = await t.gql(create, { d: { title: 'Holiday party', date: '2030-12-18T23:00:00.000Z' } }, as.superAdmin.token);
    expect(ok.data).toMatchObject({ createOneCalEvents: { title: 'Holiday party' } });
  });

  it('refuses a goal title with a line break (one goal or many) but keeps line breaks in its description', async () => {
    const goal = (title: string) => ({ title, description: 'Line one\r\nLine two', startDate: '2026-11-22', dueDate: '2026-12-22', user: { connect: { id: partner.user.id } } });
    const create = `mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id title description } }`;
    const bad = await t.gql(create, { d: goal(INJECTED) }, boss.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/^Title must be a single line/);
    const mass = await t.gql(
      `mutation($d: MassGoalInput!, $ids: [Int!]!) { massGoalAdd(data: $d, userIds: $ids) { created } }`,
      { d: { title: INJECTED, description: 'x', startDate: '2026-11-22', dueDate: '2026-12-22' }, ids: [partner.user.id] },
      boss.token,
    );
    expect(errorCode(mass)).toBe('BAD_USER_INPUT');
    const ok = await t.gql(create, { d: goal('Finish OSHA 30') }, boss.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toMatchObject({ createOneGoal: { title: 'Finish OSHA 30', description: 'Line one\r\nLine two' } });
  });
});

describe('hand-written services (shared schemas)', () => {
  it('refuses a review template title with a line break', async () => {
    const form = { title: 'Self review', authorHidden: false, needsAssignment: false, sections: [{ title: 'Notes', instructions: 'Read\nthis', questions: [{ text: 'Comments', answerType: 'text', options: [] }] }] };
    const save = 'mutation($t: ReviewTemplateEditInput!) { saveReviewTemplate(template: $t) }';
    const bad = await t.gql(save, { t: { title: 'Annual review\r\nBcc: victim@evil.example', year: null, evaluations: [form] } }, as.superAdmin.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/must be a single line, without line breaks or control characters\.$/);
    const badForm = await t.gql(save, { t: { title: 'Annual review', year: null, evaluations: [{ ...form, title: 'Self\nreview' }] } }, as.superAdmin.token);
    expect(errorCode(badForm)).toBe('BAD_USER_INPUT');
    const ok = await t.gql(save, { t: { title: 'Annual review', year: null, evaluations: [form] } }, as.superAdmin.token);
    expect(ok.errors).toBeUndefined();
  });

  it('refuses a quick link label with a line break', async () => {
    const update = `mutation($i: PortalSettingsInput!) { updatePortalSettings(input: $i) { quickLinks { label } } }`;
    const bad = await t.gql(update, { i: { quickLinks: [{ label: 'Store\r\nBcc: x', url: 'https://store.example.com' }] } }, as.webEditor.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });
});
