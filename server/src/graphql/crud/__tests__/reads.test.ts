/**
 * The Prisma-style reads of the generic layer: filters, relation filters, ordering, paging,
 * distinct and counts, over HTTP against a real database.
 */
import { clock } from '@portal/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let editor: Actor;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  t = await startTestServer();
  editor = await makeUser(t, { userType: 'webEditor', firstName: 'Wendy', lastName: 'Editor', jobTitle: 'Office Administrator' });
  alice = await makeUser(t, { firstName: 'Alice', lastName: 'Anders', jobTitle: 'Foreman - Field', group: 'D2' });
  bob = await makeUser(t, { firstName: 'Bob', lastName: 'Brown', jobTitle: 'Foreman - Field', group: 'D3', employmentStatus: 'former' });
  const electrician = await makeCode(t, { title: 'Electrician', state: 'MA', level: 'master', points: 30 });
  const alarm = await makeCode(t, { title: 'Fire Alarm', state: 'NH', level: 'journeyman', points: 20 });
  const osha = await makeCode(t, { title: 'OSHA 30', entity: 'certifications', points: 5, expirationType: 'manual' });
  await t.db.insert(licenses).values([
    { userId: alice.user.id, codeId: electrician.id, licenseNumber: 'E-1', issueDate: '2024-01-10', expDate: '2030-01-10' },
    { userId: bob.user.id, codeId: alarm.id, licenseNumber: 'F-9', issueDate: '2023-05-01', expDate: '2020-05-01' },
  ]);
  await t.db.insert(certifications).values({ userId: alice.user.id, codeId: osha.id, issueDate: '2025-02-01', expDate: '2027-02-01' });
});
afterAll(() => t?.close());

const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName);

async function users(where: unknown, extra = '') {
  const res = await t.gql<{ users: { firstName: string }[] }>(
    `query($where: UserWhereInput) { users(where: $where, orderBy: [{ firstName: asc }] ${extra}) { firstName } }`,
    { where },
    editor.token,
  );
  expect(res.errors).toBeUndefined();
  return names(res.data!.users);
}

describe('scalar filters', () => {
  it('equals, in, notIn and not', async () => {
    expect(await users({ firstName: { equals: 'Alice' } })).toEqual(['Alice']);
    expect(await users({ group: { in: ['D2', 'D3'] } })).toEqual(['Alice', 'Bob']);
    expect(await users({ group: { notIn: ['D2'] } })).toEqual(['Bob', 'Wendy']);
    expect(await users({ firstName: { not: { equals: 'Alice' } } })).toEqual(['Bob', 'Wendy']);
    expect(await users({ group: { in: [] } })).toEqual([]);
  });

  it('contains, startsWith and endsWith, case-sensitive unless mode is insensitive', async () => {
    expect(await users({ lastName: { contains: 'rown' } })).toEqual(['Bob']);
    expect(await users({ lastName: { startsWith: 'b' } })).toEqual([]);
    expect(await users({ lastName: { startsWith: 'b', mode: 'insensitive' } })).toEqual(['Bob']);
    expect(await users({ jobTitle: { endsWith: 'field', mode: 'insensitive' } })).toEqual(['Alice', 'Bob']);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    expect(await users({ lastName: { contains: '%' } })).toEqual([]);
    expect(await users({ lastName: { contains: '_' } })).toEqual([]);
  });

  it('AND, OR and NOT combine', async () => {
    expect(await users({ OR: [{ firstName: { equals: 'Alice' } }, { firstName: { equals: 'Bob' } }] })).toEqual(['Alice', 'Bob']);
    expect(await users({ AND: [{ jobTitle: { startsWith: 'Foreman' } }, { employmentStatus: { equals: 'active' } }] })).toEqual(['Alice']);
    expect(await users({ NOT: [{ employmentStatus: { equals: 'former' } }] })).toEqual(['Alice', 'Wendy']);
  });

  it('compares dates, including timestamps given for date-only fields', async () => {
    const res = await t.gql<{ findManyLicenses: { licenseNumber: string }[] }>(
      `{ findManyLicenses(where: { expDate: { lt: "2026-11-22T03:59:00.000Z" } }) { licenseNumber } }`,
      {},
      editor.token,
    );
    expect(res.data?.findManyLicenses).toEqual([{ licenseNumber: 'F-9' }]);
  });

  it('rejects unknown fields and bad values with a clear message', async () => {
    const res = await t.gql(`{ users(where: { group: { equals: 5 } }) { id } }`, {}, editor.token);
    expect(res.errors?.[0].message).toMatch(/String cannot represent/);
    const bad = await t.gql(`{ findManyLicenses(where: { expDate: { lt: "not a date" } }) { id } }`, {}, editor.token);
    expect(bad.errors?.[0].message).toMatch(/not a valid date/);
  });
});

describe('relation filters', () => {
  it('some, none and every over a to-many relation', async () => {
    expect(await users({ licenses: { some: { codes: { is: { title: { equals: 'Electrician' } } } } } })).toEqual(['Alice']);
    expect(await users({ licenses: { none: {} } })).toEqual(['Wendy']);
    expect(await users({ licenses: { every: { expDate: { gt: '2025-01-01' } } } })).toEqual(['Alice', 'Wendy']);
  });

  it('is / isNot over a to-one relation', async () => {
    const res = await t.gql<{ findManyLicenses: { licenseNumber: string }[] }>(
      `{ findManyLicenses(where: { users: { is: { firstName: { equals: "Bob" } } } }) { licenseNumber } }`,
      {},
      editor.token,
    );
    expect(res.data?.findManyLicenses).toEqual([{ licenseNumber: 'F-9' }]);
  });
});

describe('ordering, paging, distinct and counts', () => {
  it('orders by several fields and through a to-one relation', async () => {
    const res = await t.gql<{ findManyLicenses: { licenseNumber: string }[] }>(
      `{ findManyLicenses(orderBy: [{ codes: { title: desc } }]) { licenseNumber } }`,
      {},
      editor.token,
    );
    expect(res.data?.findManyLicenses.map((l) => l.licenseNumber)).toEqual(['F-9', 'E-1']);
    expect(await users({}, ', take: 2, skip: 1')).toEqual(['Bob', 'Wendy']);
  });

  it('refuses a page above 10000 rows', async () => {
    const res = await t.gql(`{ users(take: 10001) { id } }`, {}, editor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
  });

  it('distinct keeps one row per value', async () => {
    const res = await t.gql<{ users: { jobTitle: string }[] }>(
      `{ users(distinct: [jobTitle], orderBy: [{ jobTitle: asc }], where: { jobTitle: { not: { equals: null } } }) { jobTitle } }`,
      {},
      editor.token,
    );
    expect(res.data?.users.map((u) => u.jobTitle)).toEqual(['Foreman - Field', 'Office Administrator']);
  });

  it('aggregate counts what the filter matches', async () => {
    const res = await t.gql<{ aggregateUser: { _count: { _all: number } } }>(
      `{ aggregateUser(where: { jobTitle: { startsWith: "Foreman" } }) { _count { _all } } }`,
      {},
      editor.token,
    );
    expect(res.data?.aggregateUser._count._all).toBe(2);
  });

  it('loads nested relations with their own filters and counts', async () => {
    const res = await t.gql<{ users: { firstName: string; licenses: { codes: { title: string } }[]; _count: { certifications: number } }[] }>(
      `{ users(where: { firstName: { in: ["Alice", "Bob"] } }, orderBy: [{ firstName: asc }]) {
          firstName licenses(where: { expDate: { gt: "2025-01-01" } }) { codes { title } } _count { certifications } } }`,
      {},
      editor.token,
    );
    expect(res.data?.users).toEqual([
      { firstName: 'Alice', licenses: [{ codes: { title: 'Electrician' } }], _count: { certifications: 1 } },
      { firstName: 'Bob', licenses: [], _count: { certifications: 0 } },
    ]);
  });

  it('computes points from the codes held, without expired licenses', async () => {
    const res = await t.gql<{ users: { firstName: string; points: number; licPoints: number; cerPoints: number }[] }>(
      `{ users(where: { firstName: { in: ["Alice", "Bob"] } }, orderBy: [{ points: desc }]) { firstName points licPoints cerPoints } }`,
      {},
      editor.token,
    );
    expect(res.data?.users).toEqual([
      { firstName: 'Alice', points: 35, licPoints: 30, cerPoints: 5 },
      { firstName: 'Bob', points: 0, licPoints: 0, cerPoints: 0 },
    ]);
  });
});

describe('rows per request', () => {
  it('refuses at once a query whose list fields ask for more than 30,000 rows, and serves one that stays under', async () => {
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`insert into cal_events (title, date) select 'Event ' || n, ${clock.now().toISOString()}::timestamptz + n * interval '1 hour' from generate_series(1, 8000) n`);
    const aliases = (n: number, take = 'take: 10000') => `query { ${Array.from({ length: n }, (_, i) => `a${i}: findManyCalEvents(${take}) { id }`).join(' ')} }`;
    const ok = await t.gql<Record<string, { id: number }[]>>(aliases(3), {}, alice.token);
    expect(ok.errors?.map((e) => e.message)).toBeUndefined();
    expect(ok.data?.a2).toHaveLength(8000);
    const tooMany = await t.gql(aliases(4), {}, alice.token);
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0].message).toMatch(/asks for 40,000 rows; at most 30,000/);
    // No take means up to 10,000 rows each.
    expect(errorCode(await t.gql(aliases(4, 'where: { id: { gt: 0 } }'), {}, alice.token))).toBe('BAD_USER_INPUT');
    // Root fields selected through a fragment count alike.
    const viaFragment = `query { ...Rows } fragment Rows on Query { ${Array.from({ length: 4 }, (_, i) => `a${i}: findManyCalEvents(take: 10000) { id }`).join(' ')} }`;
    expect((await t.gql(viaFragment, {}, alice.token)).errors?.[0].message).toMatch(/asks for 40,000 rows; at most 30,000/);
  });

  it('counts the rows read while the request runs too (here: the rows each updateMany looks up)', async () => {
    const update = `mutation { ${Array.from({ length: 4 }, (_, i) => `u${i}: updateManyCalEvents(where: { title: { startsWith: "Event " } }, data: { title: { set: "Event moved ${i}" } }) { count }`).join(' ')} }`;
    const res = await t.gql(update, {}, editor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(/reads more than 30,000 rows/);
    expect(res.errors?.[0].path).toEqual(['u3']);
  });
});
