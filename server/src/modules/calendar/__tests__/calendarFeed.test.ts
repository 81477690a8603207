/**
 * Calendar feeds (issue 45 item 4; decisions 0160, 0161) over HTTP: every role makes and reads
 * only its own link, the feed answers without a session, a replaced or unknown link and an
 * inactive employee answer 404, and the feeds, parsed with an iCalendar parser (ical.js), hold
 * exactly what the screens' queries answer, on the company's evening when UTC is already in the
 * next day.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, ROLES, todayInZone, type Role } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay, resetCompanyDay } from '@portal/common/testing';
import { calEvents, certifications, evaluations, goals, licenses, users } from '../../../db/schema';
import { sql } from '../../../db/sql';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type GqlResponse, type TestServer } from '../../../test/server';

let t: TestServer;
let actors: Record<Role, Actor>;
const LATE_EVENING = COMPANY_DAYS.find((d) => d.name.startsWith('December 31 at 22:30'))!;

beforeAll(async () => {
  pinCompanyDay(LATE_EVENING);
  t = await startTestServer();
  actors = await makeRoleActors(t);
});
afterAll(async () => {
  await t?.close();
  resetCompanyDay();
});

const ok = <T>(res: GqlResponse<T>): T => {
  expect(res.errors).toBeUndefined();
  return res.data!;
};

interface Link { url: string; teamUrl: string | null; madeAt: string }
const MAKE = 'mutation { makeCalendarFeedLink { url teamUrl madeAt } }';
const READ = 'query { myCalendarFeed { madeAt teamFeed } }';
const makeLink = async (a: Actor) => ok(await t.gql<{ makeCalendarFeedLink: Link }>(MAKE, {}, a.token)).makeCalendarFeedLink;

/** GET as a calendar app does: no session, the address the dialog showed (PUBLIC_URL is http://portal.test). */
const get = (url: string) => fetch(url.replace('http://portal.test', t.url));

interface Parsed { uid: string; day: string; allDay: boolean; summary: string }
async function feed(url: string): Promise<{ zone: string; events: Parsed[] }> {
  const res = await get(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const start = v.getFirstPropertyValue('dtstart') as ICAL.Time;
    return { uid: String(v.getFirstPropertyValue('uid')), day: start.toString(), allDay: start.isDate, summary: String(v.getFirstPropertyValue('summary')) };
  });
  return { zone: String(calendar.getFirstPropertyValue('x-wr-timezone')), events };
}
const uids = (events: Parsed[]) => events.map((e) => e.uid).sort();

describe('links', () => {
  it.each(ROLES)('a %s makes their own link, reads when it was made, and gets their feed without a session', async (role) => {
    const me = actors[role];
    expect(ok(await t.gql<{ myCalendarFeed: null }>(READ, {}, me.token)).myCalendarFeed).toBeNull();
    const link = await makeLink(me);
    expect(link.url).toMatch(/^http:\/\/portal\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(ok(await t.gql<{ myCalendarFeed: { madeAt: string; teamFeed: boolean } }>(READ, {}, me.token)).myCalendarFeed).toEqual({ madeAt: link.madeAt, teamFeed: role !== 'user' });
    if (role === 'user') expect(link.teamUrl).toBeNull();
    else expect(link.teamUrl).toBe(link.url.replace('/calendar/', '/calendar/team/'));
    const own = await feed(link.url);
    expect(own.zone).toBe('America/New_York');
    // The token is stored only as its hash.
    const stored = await t.db.execute(sql`select token_hash from calendar_feed_links where user_id = ${me.user.id}`);
    expect(JSON.stringify(stored)).not.toContain(link.url.split('/').pop()!.replace('.ics', ''));
  });

  it('anonymous callers can neither read nor make a link', async () => {
    for (const op of [READ, MAKE]) expect((await t.gql(op, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("nobody reads or resets another's link: the operations take no person, and one's new link leaves the others' working", async () => {
    const [a, b] = [await makeUser(t), await makeUser(t, { userType: 'webEditor' })];
    const linkA = await makeLink(a);
    const linkB = await makeLink(b);
    for (const op of ['query($id: Int!) { myCalendarFeed(userId: $id) { madeAt } }', 'mutation($id: Int!) { makeCalendarFeedLink(userId: $id) { url } }']) {
      const refused = await t.gql(op, { id: a.user.id }, b.token);
      expect(refused.errors?.[0].message).toContain('Unknown argument "userId"');
    }
    await makeLink(b);
    expect((await get(linkA.url)).status).toBe(200);
    expect((await get(linkB.url)).status).toBe(404);
    expect(ok(await t.gql<{ myCalendarFeed: { madeAt: string } }>(READ, {}, a.token)).myCalendarFeed.madeAt).toBe(linkA.madeAt);
  });

  it('a replaced link answers 404 and the new one answers; the same items keep their UIDs across links', async () => {
    const me = await makeUser(t);
    const code = await makeCode(t, { title: 'Forklift' });
    await t.db.insert(licenses).values({ userId: me.user.id, codeId: code.id, expDate: addDays(clock.today(), 40) });
    const old = await makeLink(me);
    const before = await feed(old.url);
    const fresh = await makeLink(me);
    expect(fresh.url).not.toBe(old.url);
    for (const url of [old.url, old.url.replace('/calendar/', '/calendar/team/')]) expect((await get(url)).status).toBe(404);
    const after = await feed(fresh.url);
    expect(uids(after.events)).toEqual(uids(before.events));
    expect(uids((await feed(fresh.url)).events)).toEqual(uids(after.events));
  });

  it('an unknown token, a malformed path and an inactive employee answer 404', async () => {
    const me = await makeUser(t);
    const link = await makeLink(me);
    expect((await get('http://portal.test/calendar/' + 'A'.repeat(43) + '.ics')).status).toBe(404);
    expect((await get('http://portal.test/calendar/nothing')).status).toBe(404);
    await t.db.execute(sql`update users set employment_status = 'former' where id = ${me.user.id}`);
    expect((await get(link.url)).status).toBe(404);
    await t.db.execute(sql`update users set employment_status = 'active' where id = ${me.user.id}`);
    expect((await get(link.url)).status).toBe(200);
  });
});

describe("the own feed holds what the person's screens show", () => {
  it('open evaluations and active goals due, licenses and certifications expiring, and the company events, as all-day events on the company day', async () => {
    const today = clock.today();
    const boss = await makeUser(t, { userType: 'fieldSupervisor' });
    const me = await makeUser(t, { supervisorId: boss.user.id });
    const n = me.user.employeeNumber;
    const lic = await makeCode(t, { title: 'Lift operator' });
    const cert = await makeCode(t, { title: 'OSHA 30', entity: 'certifications' });
    const undated = await makeCode(t, { title: 'No expiry' });
    await t.db.insert(licenses).values([{ userId: me.user.id, codeId: lic.id, expDate: addDays(today, 60) }, { userId: me.user.id, codeId: undated.id }]);
    await t.db.insert(certifications).values({ userId: me.user.id, codeId: cert.id, expDate: addDays(today, -3) });
    const goal = (title: string, status: 'Active' | 'COMPLETED', dueDate: string) => ({ title, status, dueDate, startDate: addDays(today, -10), userId: me.user.id });
    await t.db.insert(goals).values([goal('Finish OSHA 30', 'Active', addDays(today, 14)), goal('Done already', 'COMPLETED', addDays(today, 2))]);
    const evaluation = (title: string, status: 'INCOMPLETE' | 'COMPLETED', due: string | null) => ({
      title, status, dateToCompleteBy: due, owner: 'Me', ownerEmployeeNumber: n, author: 'Me', authorEmployeeNumber: n, manager: 'Boss', managerEmployeeNumber: boss.user.employeeNumber,
    });
    await t.db.insert(evaluations).values([evaluation('Self Assessment', 'INCOMPLETE', addDays(today, 1)), evaluation('Last year', 'COMPLETED', addDays(today, -300)), evaluation('Undated', 'INCOMPLETE', null)]);
    // Now is 22:30 on December 31 in New York, already January 1 in UTC: the event is on the 31st.
    await t.db.insert(calEvents).values([{ title: 'Safety day', date: clock.now() }, { title: 'Past party', date: new Date(`${addDays(today, -20)}T17:00:00Z`) }]);

    const { events } = await feed((await makeLink(me)).url);
    expect(events.every((e) => e.allDay)).toBe(true);
    expect(events.find((e) => e.summary === 'Safety day')?.day).toBe(today);

    // What the screens answer, asked as the person with the screens' queries.
    const years = ok(await t.gql<{ myEvaluationYears: number[] }>('query { myEvaluationYears }', {}, me.token)).myEvaluationYears;
    const expected: Omit<Parsed, 'allDay'>[] = [];
    for (const year of years) {
      const listed = ok(await t.gql<{ myEvaluations: { evaluation: { id: number; title: string; dateToCompleteBy: string | null } }[] }>(
        'query($year: Int!) { myEvaluations(year: $year, completed: false) { evaluation { id title dateToCompleteBy } } }', { year }, me.token)).myEvaluations;
      for (const { evaluation: e } of listed) if (e.dateToCompleteBy) expected.push({ uid: `evaluation-${e.id}@portal.test`, day: e.dateToCompleteBy, summary: `Evaluation due: ${e.title}` });
    }
    const goalsShown = ok(await t.gql<{ active: { id: number; title: string; dueDate: string }[] }>(
      'query($n: String) { active: goals(where: { user: { is: { employeeNumber: { equals: $n } } }, status: { equals: "Active" } }) { id title dueDate } }', { n }, me.token)).active;
    for (const g of goalsShown) expected.push({ uid: `goal-${g.id}@portal.test`, day: g.dueDate, summary: `Goal due: ${g.title}` });
    const card = ok(await t.gql<{ users: { licenses: Held[]; certifications: Held[] }[] }>(
      'query($n: String!) { users(where: { employeeNumber: { equals: $n } }, take: 1) { licenses { id expDate codes { title } } certifications { id expDate codes { title } } } }', { n }, me.token)).users[0];
    type Held = { id: number; expDate: string | null; codes: { title: string } };
    for (const l of card.licenses) if (l.expDate) expected.push({ uid: `license-${l.id}@portal.test`, day: l.expDate, summary: `License expires: ${l.codes.title}` });
    for (const c of card.certifications) if (c.expDate) expected.push({ uid: `certification-${c.id}@portal.test`, day: c.expDate, summary: `Certification expires: ${c.codes.title}` });
    const shownEvents = ok(await t.gql<{ findManyCalEvents: { id: number; title: string; date: string }[] }>('query { findManyCalEvents(orderBy: [{ date: asc }]) { id title date } }', {}, me.token)).findManyCalEvents;
    for (const e of shownEvents) expected.push({ uid: `event-${e.id}@portal.test`, day: todayInZone('America/New_York', new Date(e.date)), summary: e.title });

    const byUid = (a: { uid: string }, b: { uid: string }) => a.uid.localeCompare(b.uid);
    expect(events.map(({ uid, day, summary }) => ({ uid, day, summary })).sort(byUid)).toEqual(expected.sort(byUid));
    // And the screens did show what was made: one open dated evaluation, one active goal, two dated papers.
    expect(events.map((e) => e.summary)).toEqual(expect.arrayContaining(['Evaluation due: Self Assessment', 'Goal due: Finish OSHA 30', 'License expires: Lift operator', 'Certification expires: OSHA 30', 'Past party']));
    expect(events.map((e) => e.summary)).not.toContain('Goal due: Done already');
    expect(events.map((e) => e.summary)).not.toContain('Evaluation due: Last year');
  });
});

describe("the team feed: supervisors and up get their people's expiry dates", () => {
  /** A person with a license and a certification expiring (and one long expired and one far ahead, left out). */
  async function person(overrides: Partial<typeof users.$inferInsert>) {
    const p = await makeUser(t, overrides);
    const [lic, cert, old, later] = [await makeCode(t), await makeCode(t, { entity: 'certifications' }), await makeCode(t), await makeCode(t)];
    const today = clock.today();
    await t.db.insert(licenses).values([
      { userId: p.user.id, codeId: lic.id, expDate: addDays(today, 90) },
      { userId: p.user.id, codeId: old.id, expDate: addDays(today, -31) },
      { userId: p.user.id, codeId: later.id, expDate: addDays(today, 91) },
    ]);
    await t.db.insert(certifications).values({ userId: p.user.id, codeId: cert.id, expDate: addDays(today, -30) });
    return p;
  }

  /** Their people's dated records as the baseball card shows them to the supervisor, from 30 days back to 90 ahead. */
  async function shownTo(viewer: Actor, people: Actor[]): Promise<Omit<Parsed, 'allDay'>[]> {
    const from = addDays(clock.today(), -30);
    const until = addDays(clock.today(), 90);
    const out: Omit<Parsed, 'allDay'>[] = [];
    for (const p of people) {
      const card = ok(await t.gql<{ users: { firstName: string; lastName: string; licenses: Held[]; certifications: Held[] }[] }>(
        'query($n: String!) { users(where: { employeeNumber: { equals: $n } }, take: 1) { firstName lastName licenses { id expDate codes { title } } certifications { id expDate codes { title } } } }',
        { n: p.user.employeeNumber }, viewer.token)).users[0];
      type Held = { id: number; expDate: string | null; codes: { title: string } };
      const name = `${card.firstName} ${card.lastName}`;
      for (const [kind, list] of [['license', card.licenses], ['certification', card.certifications]] as const) {
        for (const h of list) if (h.expDate && h.expDate >= from && h.expDate <= until) out.push({ uid: `team-${kind}-${h.id}@portal.test`, day: h.expDate, summary: `${name}: ${kind} ${h.codes.title} expires` });
      }
    }
    return out.sort((a, b) => a.uid.localeCompare(b.uid));
  }

  it.each(['fieldSupervisor', 'admin', 'superAdmin'] as const)("a %s's team feed holds exactly their chain's expiry dates", async (role) => {
    const boss = await person({ userType: role });
    const direct = await person({ supervisorId: boss.user.id });
    const below = await person({ supervisorId: direct.user.id });
    const gone = await person({ supervisorId: boss.user.id });
    await t.db.execute(sql`update users set employment_status = 'former' where id = ${gone.user.id}`);
    const outsider = await person({});
    const { teamUrl } = await makeLink(boss);
    const { events } = await feed(teamUrl!);
    expect(events.every((e) => e.allDay)).toBe(true);
    expect(events.map(({ uid, day, summary }) => ({ uid, day, summary })).sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(await shownTo(boss, [direct, below]));
    // Two records each for the two people: the one expired 31 days ago and the one due in 91 are left out.
    expect(events).toHaveLength(4);
    const outsiders = await shownTo(boss, [outsider, boss]);
    expect(outsiders).toHaveLength(4);
    for (const o of outsiders) expect(uids(events)).not.toContain(o.uid);
  });

  it("a webEditor's team feed holds everyone's but their own", async () => {
    const editor = await person({ userType: 'webEditor' });
    const someone = await person({});
    const { teamUrl } = await makeLink(editor);
    const { events } = await feed(teamUrl!);
    const theirs = await shownTo(editor, [someone]);
    expect(uids(events)).toEqual(expect.arrayContaining(theirs.map((e) => e.uid)));
    for (const own of await shownTo(editor, [editor])) expect(uids(events)).not.toContain(own.uid);
  });

  it('a plain user gets no team feed: no address, and the team path with their token answers 404', async () => {
    const me = await person({});
    const link = await makeLink(me);
    expect(link.teamUrl).toBeNull();
    expect((await get(link.url.replace('/calendar/', '/calendar/team/'))).status).toBe(404);
  });
});
