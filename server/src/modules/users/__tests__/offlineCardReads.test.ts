/**
 * The reads the web app keeps for a reload without a network (issue 45 item 3, decision 0168),
 * as it sends them (web/src/features/baseballCard/operations.ts, features/dashboard/operations.ts),
 * for every role: each person's own card, card summary and today's events are answered (what the
 * device keeps is exactly what the server gives that viewer); a plain user asking for another
 * person's card gets none of its contents (the directory's name at most); anonymous callers are refused; signing out ends the
 * session the copy belongs to, so its token reads nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, ROLES, type Role } from '@portal/common';
import { calEvents, licenses } from '../../../db/schema';
import { makeCode, makeRoleActors, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

const CARD = `query EmployeeBaseballCard($employeeNumber: String!) {
  users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) { id employeeNumber firstName lastName tshirtSize points licenses { id expDate } certifications { id expDate } }
}`;
const CARD_SUMMARY = `query MyCardSummary($employeeNumber: String!) {
  users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) { id points licenses { id expDate codes { id title expirationType } } certifications { id expDate codes { id title expirationType } } }
}`;
const EVENTS_BETWEEN = `query EventsBetween($from: DateTime!, $until: DateTime!) {
  findManyCalEvents(where: { date: { gte: $from, lt: $until } }, orderBy: [{ date: asc }]) { id title date }
}`;

let t: TestServer;
let as: Record<Role, Actor>;
const range = () => ({ from: new Date(clock.nowMs() - 3_600_000).toISOString(), until: new Date(clock.nowMs() + 3_600_000).toISOString() });

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
  await t.db.insert(calEvents).values({ title: 'Toolbox talk', date: clock.now() });
  // The admin holds a license: a card with contents to withhold.
  const code = await makeCode(t, { title: 'Crane Operator', entity: 'licenses', expirationType: 'manual' });
  await t.db.insert(licenses).values({ userId: as.admin.user.id, codeId: code.id, expDate: '2030-01-01', licenseNumber: 'CR-1' });
});
afterAll(() => t?.close());

describe('the reads kept for the card offline', () => {
  it.each(ROLES)('answer a %s their own card, card summary and today\'s events', async (role) => {
    const me = as[role];
    const card = await t.gql<{ users: { employeeNumber: string }[] }>(CARD, { employeeNumber: me.user.employeeNumber }, me.token);
    expect(card.errors).toBeUndefined();
    expect(card.data?.users.map((u) => u.employeeNumber)).toEqual([me.user.employeeNumber]);
    const summary = await t.gql<{ users: { id: number }[] }>(CARD_SUMMARY, { employeeNumber: me.user.employeeNumber }, me.token);
    expect(summary.data?.users.map((u) => u.id)).toEqual([me.user.id]);
    const events = await t.gql<{ findManyCalEvents: { title: string }[] }>(EVENTS_BETWEEN, range(), me.token);
    expect(events.data?.findManyCalEvents.map((e) => e.title)).toEqual(['Toolbox talk']);
  });

  it("give a plain user none of another person's card, which the roles above them read", async () => {
    type Card = { users: { tshirtSize: string | null; points: number | null; licenses: unknown[] }[] };
    const other = as.admin.user.employeeNumber;
    const asUser = await t.gql<Card>(CARD, { employeeNumber: other }, as.user.token);
    expect(asUser.data?.users.map(({ tshirtSize, points, licenses }) => ({ tshirtSize, points, licenses }))).toEqual([{ tshirtSize: null, points: null, licenses: [] }]);
    for (const role of ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const) {
      const res = await t.gql<Card>(CARD, { employeeNumber: other }, as[role].token);
      const { tshirtSize, points, licenses } = res.data!.users[0];
      expect({ tshirtSize, points, licenses: licenses.length }, role).toEqual({ tshirtSize: 'notAssigned', points: expect.any(Number), licenses: 1 });
    }
  });

  it('refuse anonymous callers', async () => {
    expect(errorCode(await t.gql(CARD, { employeeNumber: as.user.user.employeeNumber }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(CARD_SUMMARY, { employeeNumber: as.user.user.employeeNumber }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(EVENTS_BETWEEN, range()))).toBe('UNAUTHENTICATED');
  });

  it.each(ROLES)("refuse a %s's token once they have signed out", async (role) => {
    const me = as[role];
    const out = await t.gql<{ logout: boolean }>(`mutation Logout { logout }`, {}, me.token);
    expect(out.data?.logout).toBe(true);
    expect(errorCode(await t.gql(CARD, { employeeNumber: me.user.employeeNumber }, me.token))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(EVENTS_BETWEEN, range(), me.token))).toBe('UNAUTHENTICATED');
  });
});
