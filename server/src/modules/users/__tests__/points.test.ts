/**
 * Points computed in one pass over the holdings (issue 28, decision 0083) give exactly what the
 * rule of decision 0005 gives, worked out here in plain code from the records inserted: on the
 * export (the grouped pass), pages and the card (one pass per row), rows loaded without their
 * points, related rows, sorting, filtering (also through a relation), the reports' averages and
 * the company average; under the field mask of a role that sees only its own points. The last
 * tests check the statements' shape: each holdings table is read once, never once per employee.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { addDays, type Role, clock } from '@portal/common';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { certifications, codes, deccoUCourses, licenses, skills } from '../../../db/schema';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { snapshotAveragePoints } from '../../qualifications/averagePointsJob';

type Entity = 'licenses' | 'certifications' | 'skills' | 'deccoUCourses';
const TABLES = { licenses, certifications, skills, deccoUCourses } as const;
const FIELD_OF: Record<Entity, 'licPoints' | 'cerPoints' | 'skillPoints' | 'coursePoints'> = {
  licenses: 'licPoints',
  certifications: 'cerPoints',
  skills: 'skillPoints',
  deccoUCourses: 'coursePoints',
};

interface Points {
  points: number;
  licPoints: number;
  cerPoints: number;
  skillPoints: number;
  coursePoints: number;
}
interface Employee {
  id: number;
  employeeNumber: string;
  group: string;
  active: boolean;
  supervisorId: number | null;
}
interface Holding {
  entity: Entity;
  userId: number;
  codeId: number;
  expDate: string | null;
}

let t: TestServer;
let as: Record<Role, Actor>;
const employees: Employee[] = [];
const holdings: Holding[] = [];
const codePoints = new Map<number, number>();
let today: string;

/** A small deterministic random stream (the data varies, the test does not). */
function randomStream(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * n); // the high bits: the low ones repeat quickly

  };
}

/** Decision 0005, said plainly: the code points of every record held; expired licenses and certifications count nothing. */
function reference(userId: number): Points {
  const result: Points = { points: 0, licPoints: 0, cerPoints: 0, skillPoints: 0, coursePoints: 0 };
  for (const h of holdings) {
    if (h.userId !== userId) continue;
    const expires = h.entity === 'licenses' || h.entity === 'certifications';
    if (expires && h.expDate !== null && h.expDate < today) continue;
    result[FIELD_OF[h.entity]] += codePoints.get(h.codeId)!;
    result.points += codePoints.get(h.codeId)!;
  }
  return result;
}

const POINT_FIELDS = 'points licPoints cerPoints skillPoints coursePoints';
const pointsOf = (row: Points): Points => ({ points: row.points, licPoints: row.licPoints, cerPoints: row.cerPoints, skillPoints: row.skillPoints, coursePoints: row.coursePoints });

beforeAll(async () => {
  t = await startTestServer();
  today = clock.today();
  as = await makeRoleActors(t);
  const random = randomStream(28);
  const supervisor = await makeUser(t, { userType: 'fieldSupervisor', group: 'D2' });
  const lapsed = await makeUser(t, { group: 'D3' });
  const people = [supervisor, lapsed, ...Object.values(as)];
  for (let i = 0; i < 40; i++) {
    people.push(
      await makeUser(t, {
        group: (['D1', 'D2', 'D3'] as const)[i % 3],
        employmentStatus: i % 7 === 3 ? 'former' : 'active',
        supervisorId: i < 12 ? supervisor.user.id : null,
      }),
    );
  }
  for (const p of people) {
    employees.push({ id: p.user.id, employeeNumber: p.user.employeeNumber, group: p.user.group!, active: p.user.employmentStatus === 'active', supervisorId: p.user.supervisorId });
  }
  // Codes of each category worth 0 to 999 points.
  const codesOf = {} as Record<Entity, number[]>;
  for (const entity of Object.keys(TABLES) as Entity[]) {
    const rows = await t.db
      .insert(codes)
      .values([0, 1, 7, 15, 30, 999].map((points, i) => ({ title: `${entity} ${i}`, entity, points, expirationType: 'none' as const })))
      .returning();
    codesOf[entity] = rows.map((r) => r.id);
    for (const r of rows) codePoints.set(r.id, r.points);
  }
  // Expired (long ago, yesterday), expiring today (still counts), later, and no date at all.
  const dates = [null, addDays(today, -400), addDays(today, -1), today, addDays(today, 1), addDays(today, 500)];
  // The supervisor and the plain user hold nothing (the user gets a license later); the others a
  // random handful of each category.
  const withoutRecords = new Set([supervisor.user.id, lapsed.user.id, as.user.user.id]);
  for (const e of employees.filter((x) => !withoutRecords.has(x.id))) {
    for (const entity of Object.keys(TABLES) as Entity[]) {
      const held = codesOf[entity].filter(() => random(3) === 0);
      for (const codeId of held) {
        const expDate = entity === 'licenses' || entity === 'certifications' ? dates[random(dates.length)] : null;
        holdings.push({ entity, userId: e.id, codeId, expDate });
      }
    }
  }
  // One employee whose only records have all expired.
  holdings.push({ entity: 'licenses', userId: lapsed.user.id, codeId: codesOf.licenses[5], expDate: addDays(today, -1) });
  holdings.push({ entity: 'certifications', userId: lapsed.user.id, codeId: codesOf.certifications[4], expDate: addDays(today, -30) });
  for (const entity of Object.keys(TABLES) as Entity[]) {
    const rows = holdings.filter((h) => h.entity === entity).map(({ userId, codeId, expDate }) => ({ userId, codeId, expDate }));
    if (rows.length) await t.db.insert(TABLES[entity]).values(rows);
  }
});
afterAll(() => t?.close());

describe('points computed in one pass', () => {
  it('the export (every employee at once) gives each employee the reference points', async () => {
    const res = await t.gql<{ users: (Points & { id: number })[] }>(`{ users(orderBy: [{ id: asc }]) { id ${POINT_FIELDS} } }`, {}, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.users.map((u) => u.id)).toEqual(employees.map((e) => e.id).sort((a, b) => a - b));
    for (const u of res.data!.users) expect(pointsOf(u), `employee ${u.id}`).toEqual(reference(u.id));
    // Varied data: employees without records, with expired records only, and with both kinds.
    expect(res.data!.users.filter((u) => u.points === 0).length).toBeGreaterThan(2);
    for (const entity of ['licenses', 'certifications'] as const) {
      const dated = holdings.filter((h) => h.entity === entity);
      for (const date of [addDays(today, -1), today, null]) expect(dated.some((h) => h.expDate === date), `${entity} ${date}`).toBe(true);
    }
  });

  it('pages and the card give the same points as the export', async () => {
    for (let skip = 0; skip < employees.length; skip += 20) {
      const page = await t.gql<{ users: (Points & { id: number })[] }>(
        `query($skip: Int) { users(orderBy: [{ id: asc }], take: 20, skip: $skip) { id ${POINT_FIELDS} } }`,
        { skip },
        as.admin.token,
      );
      expect(page.errors).toBeUndefined();
      for (const u of page.data!.users) expect(pointsOf(u), `employee ${u.id}`).toEqual(reference(u.id));
    }
    for (const e of employees.slice(0, 8)) {
      const card = await t.gql<{ getEmployeeBaseballCard: Points }>(`query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { ${POINT_FIELDS} } }`, { n: e.employeeNumber }, as.admin.token);
      expect(card.data?.getEmployeeBaseballCard, `card of ${e.id}`).toEqual(reference(e.id));
    }
  });

  it('rows loaded without their points (checkAuth) and related rows get the same points', async () => {
    // The fifth license code is worth 30 points.
    const codeId = [...codePoints.keys()][4];
    await t.db.insert(licenses).values({ userId: as.user.user.id, codeId, expDate: today });
    holdings.push({ entity: 'licenses', userId: as.user.user.id, codeId, expDate: today });
    const own = await t.gql<{ checkAuth: Points }>(`{ checkAuth { ${POINT_FIELDS} } }`, {}, as.user.token);
    expect(own.data?.checkAuth).toEqual(reference(as.user.user.id));
    expect(own.data?.checkAuth.licPoints).toBe(30);

    const supervisorId = employees[0].id;
    const team = await t.gql<{ user: { managedPartners: (Points & { id: number; supervisor: Points })[] } }>(
      `query($id: Int) { user(where: { id: $id }) { managedPartners(orderBy: [{ id: asc }]) { id ${POINT_FIELDS} supervisor { ${POINT_FIELDS} } } } }`,
      { id: supervisorId },
      as.admin.token,
    );
    const partners = team.data!.user.managedPartners;
    expect(partners.map((p) => p.id)).toEqual(employees.filter((e) => e.supervisorId === supervisorId).map((e) => e.id));
    for (const p of partners) {
      expect(pointsOf(p), `partner ${p.id}`).toEqual(reference(p.id));
      expect(p.supervisor).toEqual(reference(supervisorId));
    }
  });

  it('sorts by points as the reference orders them', async () => {
    for (const field of ['points', 'licPoints', 'coursePoints'] as const) {
      for (const [take, direction] of [[15, 'desc'], [5000, 'asc']] as const) {
        const res = await t.gql<{ users: { id: number }[] }>(
          `query($take: Int) { users(orderBy: [{ ${field}: ${direction} }, { id: asc }], take: $take) { id } }`,
          { take },
          as.webEditor.token,
        );
        const sign = direction === 'asc' ? 1 : -1;
        const expected = employees
          .map((e) => ({ id: e.id, value: reference(e.id)[field] }))
          .sort((a, b) => sign * (a.value - b.value) || a.id - b.id)
          .slice(0, take)
          .map((e) => e.id);
        expect(res.data?.users.map((u) => u.id), `${field} ${direction} take ${take}`).toEqual(expected);
      }
    }
  });

  it('filters by points, counts the matches, and filters through a relation', async () => {
    const cases = [
      { where: { points: { gte: 40 } }, keep: (p: Points) => p.points >= 40 },
      { where: { licPoints: { equals: 0 }, cerPoints: { gt: 0 } }, keep: (p: Points) => p.licPoints === 0 && p.cerPoints > 0 },
      { where: { OR: [{ skillPoints: { lt: 8 } }, { coursePoints: { in: [999, 1000] } }] }, keep: (p: Points) => p.skillPoints < 8 || p.coursePoints === 999 || p.coursePoints === 1000 },
    ];
    for (const { where, keep } of cases) {
      const res = await t.gql<{ users: { id: number }[]; aggregateUser: { _count: { _all: number } } }>(
        `query($w: UserWhereInput) { users(where: $w, orderBy: [{ id: asc }], take: 10) { id } aggregateUser(where: $w) { _count { _all } } }`,
        { w: where },
        as.webEditor.token,
      );
      const expected = employees.filter((e) => keep(reference(e.id))).map((e) => e.id).sort((a, b) => a - b);
      expect(res.data?.aggregateUser._count._all, JSON.stringify(where)).toBe(expected.length);
      expect(res.data?.users.map((u) => u.id), JSON.stringify(where)).toEqual(expected.slice(0, 10));
    }
    // Through a relation: supervisors with a partner of 100 points or more.
    const res = await t.gql<{ users: { id: number }[] }>(`{ users(where: { managedPartners: { some: { points: { gte: 100 } } } }) { id } }`, {}, as.webEditor.token);
    const expected = [...new Set(employees.filter((e) => e.supervisorId !== null && reference(e.id).points >= 100).map((e) => e.supervisorId))];
    expect(res.data?.users.map((u) => u.id)).toEqual(expected);
  });

  it("the reports' averages per group and the company average match the reference", async () => {
    const active = employees.filter((e) => e.active);
    const average = (list: Employee[]) => Math.round((list.reduce((sum, e) => sum + reference(e.id).points, 0) / list.length) * 100) / 100;
    expect(await snapshotAveragePoints(t.db)).toBe(average(active));
    const res = await t.gql<{ employeePointsReport: { byGroup: { group: string; employees: number; averagePoints: number }[] } }>(
      `{ employeePointsReport(take: 1) { byGroup { group employees averagePoints } } }`,
      {},
      as.webEditor.token,
    );
    const groups = [...new Set(active.map((e) => e.group))].sort();
    expect(res.data?.employeePointsReport.byGroup).toEqual(
      groups.map((group) => {
        const members = active.filter((e) => e.group === group);
        return { group, employees: members.length, averagePoints: average(members) };
      }),
    );
  });

  it("keeps the field mask: a plain user sees, sorts and filters by their own points only", async () => {
    const me = as.user.user.id;
    const res = await t.gql<{ users: { id: number; points: number | null }[]; aggregateUser: { _count: { _all: number } } }>(
      `{ users(where: { points: { gte: 0 } }, orderBy: [{ points: desc }]) { id points } aggregateUser(where: { points: { gte: 0 } }) { _count { _all } } }`,
      {},
      as.user.token,
    );
    expect(res.data?.users).toEqual([{ id: me, points: reference(me).points }]);
    expect(res.data?.aggregateUser._count._all).toBe(1);
    const all = await t.gql<{ users: { id: number; points: number | null }[] }>(`{ users(orderBy: [{ points: desc }, { id: asc }]) { id points } }`, {}, as.user.token);
    // Others' points are hidden and sort as empty (last): the order reveals nothing.
    expect(all.data?.users[0]).toEqual({ id: me, points: reference(me).points });
    expect(all.data?.users.slice(1).map((u) => u.points)).toEqual(employees.slice(1).map(() => null));
    expect(all.data?.users.slice(1).map((u) => u.id)).toEqual(employees.map((e) => e.id).filter((id) => id !== me).sort((a, b) => a - b));
  });
});

/** The holdings tables a statement's plan reads, and whether each read is repeated per row (a subplan). */
async function holdingsScans(statement: SQL): Promise<{ table: string; perRow: boolean }[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(t.db, sql`explain (format json) ${statement}`);
  const plan = row['QUERY PLAN'];
  const scans: { table: string; perRow: boolean }[] = [];
  const visit = (node: Record<string, unknown>, perRow: boolean) => {
    const inSubplan = perRow || node['Parent Relationship'] === 'SubPlan';
    const table = node['Relation Name'] as string | undefined;
    if (table && ['licenses', 'certifications', 'skills', 'decco_u_courses'].includes(table)) scans.push({ table, perRow: inSubplan });
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child, inSubplan);
  };
  visit(((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[])[0].Plan, false);
  return scans.sort((a, b) => a.table.localeCompare(b.table));
}

/** The statements a request sends to the database. */
async function statementsOf(query: string, variables: Record<string, unknown>, token: string): Promise<SQL[]> {
  const spy = vi.spyOn(t.db, 'execute');
  try {
    const res = await t.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    return spy.mock.calls.map((call) => call[0] as SQL);
  } finally {
    spy.mockRestore();
  }
}

describe('the shape of the points statements', () => {
  it('the export reads each holdings table once for all employees, not per employee', async () => {
    const [statement] = await statementsOf(`{ users(orderBy: [{ lastName: asc }]) { employeeNumber ${POINT_FIELDS} } }`, {}, as.webEditor.token);
    const tables = ['certifications', 'decco_u_courses', 'licenses', 'skills'];
    expect(await holdingsScans(statement)).toEqual(tables.map((table) => ({ table, perRow: false })));
  });

  it('sorting and filtering a page by points, with its total, read each holdings table once', async () => {
    const where = { points: { gte: 10 } };
    const [statement] = await statementsOf(
      `query($w: UserWhereInput) { users(where: $w, orderBy: [{ points: desc }], take: 10) { id points } aggregateUser(where: $w) { _count { _all } } }`,
      { w: where },
      as.webEditor.token,
    );
    const tables = ['certifications', 'decco_u_courses', 'licenses', 'skills'];
    expect(await holdingsScans(statement)).toEqual(tables.map((table) => ({ table, perRow: false })));
  });

  it("a card reads each of its employee's holdings tables once for all five totals", async () => {
    const [statement] = await statementsOf(`query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { ${POINT_FIELDS} } }`, { n: employees[5].employeeNumber }, as.admin.token);
    expect((await holdingsScans(statement)).map((s) => s.table)).toEqual(['certifications', 'decco_u_courses', 'licenses', 'skills']);
  });
});
