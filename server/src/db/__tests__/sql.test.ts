/**
 * db/sql.ts makes Drizzle's own `SQL` objects without the constructor's scan of every chunk for
 * a table (decision 0143). This fails when Drizzle's tag or its `SQL` class changes under the
 * copy (another chunk layout, more state made from the chunks): re-check the copy, and whether
 * it still pays, against the new Drizzle.
 */
// eslint-disable-next-line no-restricted-imports -- Drizzle's tag, to compare the copy with
import { Name, Param, SQL, StringChunk, sql as drizzleSql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenses, users } from '../schema';
import { sql } from '../sql';

type Inside = SQL & { usedTables: string[] };

/** The copy's object is Drizzle's, chunk for chunk and field for field, but for the table list. */
function expectSame(ours: unknown, theirs: unknown): void {
  if (theirs instanceof SQL) {
    expect(ours).toBeInstanceOf(SQL);
    const { queryChunks: ourChunks, usedTables: _ours, ...ourFields } = ours as Inside;
    const { queryChunks: theirChunks, usedTables: _theirs, ...theirFields } = theirs as Inside;
    expect(Object.keys(ourFields).sort()).toEqual(Object.keys(theirFields).sort());
    expect(ourFields).toEqual(theirFields);
    expect(ourChunks).toHaveLength(theirChunks.length);
    ourChunks.forEach((chunk, i) => expectSame(chunk, theirChunks[i]));
  } else if (theirs instanceof StringChunk || theirs instanceof Name || theirs instanceof Param) {
    expect((ours as object).constructor).toBe(theirs.constructor);
    expect(ours).toEqual(theirs);
  } else {
    expect(ours).toBe(theirs);
  }
}

describe('sql (db/sql.ts)', () => {
  it("makes Drizzle's objects: the tag, join, raw, empty, identifier, param", () => {
    const build = (tag: typeof sql | typeof drizzleSql) =>
      tag`select ${users.id}, ${tag.identifier('n')} from ${users} join ${licenses} on ${licenses.userId} = ${users.id}
        where ${tag.join([tag`${users.group} = ${'D1'}`, tag.raw('true'), tag.empty()], tag` and `)} and ${users.id} = any(${tag.param([1, 2])}) limit ${25}`;
    const ours = build(sql);
    const theirs = build(drizzleSql);
    expectSame(ours, theirs);
    expectSame(sql``, drizzleSql``);
    expectSame(sql`${users.id}`, drizzleSql`${users.id}`);
  });

  it("skips only the constructor's table list, which Drizzle's query cache reads (unused here)", () => {
    const theirs = drizzleSql`select 1 from ${users} join ${licenses} on true` as Inside;
    expect(theirs.usedTables).toEqual(['users', 'licenses']);
    expect((sql`select 1 from ${users} join ${licenses} on true` as Inside).usedTables).toEqual([]);
  });
});
