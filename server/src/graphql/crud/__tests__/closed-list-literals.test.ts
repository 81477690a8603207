/**
 * A filter value from a field's closed list (its enumValues) is written into the statement's
 * text, so a prepared statement's generic plan knows it (a partial index on
 * `employment_status <> 'active'` then answers the expiring reports' count, issue 28); any other
 * value stays a parameter, whatever it holds, and the answers are those of a parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from '../../../db/sql';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { compileScalarFilter } from '../where';

const dialect = new PgDialect({ casing: 'snake_case' });
const STATUSES = ['active', 'former'] as const;

describe('closed-list values in filters', () => {
  it('become literals of the text when they are in the list, parameters otherwise', () => {
    const compiled = compileScalarFilter(sql`"t0"."employment_status"`, { equals: 'active', not: { in: ['former', "o'brien"] } }, 'User.employmentStatus', STATUSES)!;
    const { sql: text, params } = dialect.sqlToQuery(compiled);
    expect(text).toContain(`"t0"."employment_status" = 'active'`);
    expect(text).toContain(`in ('former', $1)`);
    expect(params).toEqual(["o'brien"]);
    const open = dialect.sqlToQuery(compileScalarFilter(sql`"t0"."employment_status"`, { equals: 'active' }, 'User.employmentStatus')!);
    expect(open.params).toEqual(['active']);
    const insensitive = dialect.sqlToQuery(compileScalarFilter(sql`x`, { equals: 'former', mode: 'insensitive' }, 'User.employmentStatus', STATUSES)!);
    expect(insensitive.sql).toBe(`lower(x) = lower('former')`);
  });

  let t: TestServer;
  let editor: Actor;
  beforeAll(async () => {
    t = await startTestServer();
    editor = await makeUser(t, { userType: 'webEditor', firstName: 'Eve', lastName: 'Literal' });
    await makeUser(t, { firstName: 'Fay', lastName: 'Literal', employmentStatus: 'former' });
    await makeUser(t, { firstName: 'Al', lastName: 'Literal' });
  });
  afterAll(() => t?.close());

  it('answer as parameters would: in the list, outside it, and a value that looks like SQL', async () => {
    const names = async (status: Record<string, unknown>) => {
      const res = await t.gql<{ users: { firstName: string }[] }>(
        `query($w: UserWhereInput) { users(where: $w, orderBy: [{ firstName: asc }]) { firstName } }`,
        { w: { AND: [{ lastName: { equals: 'Literal' } }, { employmentStatus: status }] } },
        editor.token,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.users.map((u) => u.firstName);
    };
    expect(await names({ equals: 'former' })).toEqual(['Fay']);
    expect(await names({ not: { equals: 'former' }, in: ['active', 'former'] })).toEqual(['Al', 'Eve']);
    expect(await names({ equals: 'FORMER', mode: 'insensitive' })).toEqual(['Fay']);
    expect(await names({ equals: "former' or '1'='1" })).toEqual([]);
    expect(await names({ notIn: ["x') or true --"] })).toEqual(['Al', 'Eve', 'Fay']);
  });
});
