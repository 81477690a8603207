/**
 * The fast SQL text builder gives exactly Drizzle's text and values for the reader's shapes, and
 * leaves what it does not know to Drizzle. The whole server suite also compares the two on every
 * statement it sends (VERIFY_SQL_TEXT, set for this project in vitest.config.ts).
 */
import { sql } from '../sql';
import { Column, entityKind, SQL, Table } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { licenses, users } from '../schema';
import { sqlText } from '../sqlText';

const dialect = new PgDialect({ casing: 'snake_case' });
const casing = (dialect as unknown as { casing: Parameters<typeof sqlText>[1] }).casing;

describe('sqlText', () => {
  it('is checked against Drizzle on every statement of the server suite', () => {
    expect(process.env.VERIFY_SQL_TEXT).toBe('1');
  });

  it('builds what Drizzle builds: aliased tables and columns, names, nested statements, lists, typed and plain values', () => {
    const u = alias(users, 't0');
    const l = alias(licenses, 't1');
    const query = sql`select ${u.employeeNumber} as ${sql.identifier('employeeNumber')}, (select count(*) from ${licenses} where ${licenses.userId} = ${u.id}) as n,
      (select json_agg(x) from (select ${l.expDate} from ${l} where ${l.userId} = ${u.id} and ${l.expDate} >= ${'2026-01-01'}) x)
      from ${u} where ${u.id} = any(${sql.param([1, 2, 3])}) and ${u.group} in ${['D1', 'D2']} and ${u.createdAt} < ${new Date('2026-01-01T00:00:00Z')}
      and ${u.firstName} = ${null} ${sql`and ${u.lastName} ilike ${'%ann%'}`} ${undefined} limit ${25}`;
    const fast = sqlText(query, casing);
    expect(fast).not.toBeNull();
    // Drizzle also lists parameter typings, which only its AWS Data API driver reads.
    const { sql: text, params } = dialect.sqlToQuery(query);
    expect(fast).toEqual({ sql: text, params });
    expect(fast!.sql).toContain('"t0"."employee_number"');
  });

  // Decision 0143: what sqlText reads of Drizzle's internals. A rename fails here, plainly,
  // rather than as a statement built wrong.
  it("finds the Drizzle internals it reads: the table's name and schema symbols, the alias mark, the inline flag, entity kinds", () => {
    const symbols = (Table as unknown as { Symbol: Record<string, symbol> }).Symbol;
    const read = (table: object, key: symbol) => (table as Record<symbol, unknown>)[key];
    expect(read(users, symbols.Name)).toBe('users');
    expect(symbols.Schema).toEqual(expect.any(Symbol));
    expect(read(users, symbols.Schema)).toBeUndefined();
    expect(symbols.IsAlias).toBe(Symbol.for('drizzle:IsAlias'));
    expect(read(users, symbols.IsAlias)).toBe(false);
    expect(read(alias(users, 't0'), symbols.IsAlias)).toBe(true);
    expect(read(alias(users, 't0'), symbols.Name)).toBe('t0');
    expect((sql`select 1` as unknown as { shouldInlineParams: boolean }).shouldInlineParams).toBe(false);
    expect((sql`select ${1}`.inlineParams() as unknown as { shouldInlineParams: boolean }).shouldInlineParams).toBe(true);
    expect(entityKind in Column && entityKind in SQL).toBe(true);
  });

  it('leaves placeholders and inlined values to Drizzle', () => {
    expect(sqlText(sql`select ${sql.placeholder('n')}`, casing)).toBeNull();
    expect(sqlText(sql`select ${1}`.inlineParams(), casing)).toBeNull();
  });
});
