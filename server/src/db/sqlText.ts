/**
 * SQL text and parameters from a Drizzle `sql` tree, faster than Drizzle's own builder for the
 * shapes the generic reader and writer produce (issue 13: on a baseball card, Drizzle's builder
 * took a fifth of the request's CPU, mostly in `is()` checks that walk each chunk's prototype
 * chain once per chunk kind tried; re-measured: 0.8-1.3 ms of a card's 4-5 ms, decision 0143). It gives exactly what Drizzle gives: the test suite compares
 * the two on every statement (`VERIFY_SQL_TEXT`); anything it does not know (views, subquery
 * objects, placeholders, inlined parameters, DDL) returns null and Drizzle builds it as before.
 */
import { Column, entityKind, Name, Param, SQL, StringChunk, Table } from 'drizzle-orm';

interface CasingCache {
  getColumnCasing(column: Column): string;
}

export interface Query {
  sql: string;
  params: unknown[];
}

/** A chunk this builder does not handle: Drizzle builds the whole statement. */
class Unsupported extends Error {}

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A Drizzle object (its class carries Drizzle's entity kind) or any other SQL wrapper or enum. */
function isDrizzleThing(value: unknown): boolean {
  if (typeof value === 'function') return true; // enums are functions
  if (value === null || typeof value !== 'object') return false;
  const type = (value as { constructor?: object }).constructor;
  return (!!type && entityKind in type) || typeof (value as { getSQL?: unknown }).getSQL === 'function';
}

const tableSymbols = Table as unknown as { Symbol: { Name: symbol; Schema: symbol } };
const NAME = tableSymbols.Symbol.Name;
const SCHEMA = tableSymbols.Symbol.Schema;
/** Drizzle's marker of an aliased table (a registered symbol; not exported by its types). */
const IsAlias = Symbol.for('drizzle:IsAlias');
const inlines = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/**
 * The text is collected as parts and joined once: appended to a string, it became a rope of a few
 * thousand pieces that V8 flattened again when the statement's name was looked up by its text
 * (5 % of a card's CPU, decision 0178).
 */
function build(chunks: readonly unknown[], casing: CasingCache, out: { text: string[]; params: unknown[] }): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      const value = chunk.value;
      out.text.push(value.length === 1 ? value[0] : value.join(''));
    } else if (chunk instanceof Name) {
      out.text.push(escapeName(chunk.value));
    } else if (chunk === undefined) {
      // nothing, as Drizzle
    } else if (Array.isArray(chunk)) {
      out.text.push('(');
      chunk.forEach((item, i) => {
        build([item], casing, out);
        if (i < chunk.length - 1) out.text.push(', ');
      });
      out.text.push(')');
    } else if (chunk instanceof SQL) {
      if (inlines(chunk)) throw new Unsupported();
      build(chunk.queryChunks, casing, out);
    } else if (chunk instanceof Table) {
      const table = chunk as unknown as Record<symbol, string | undefined>;
      const schema = table[SCHEMA];
      out.text.push(schema === undefined || table[IsAlias] ? escapeName(table[NAME]!) : `${escapeName(schema)}.${escapeName(table[NAME]!)}`);
    } else if (chunk instanceof Column) {
      const table = chunk.table as unknown as Record<symbol, string | undefined>;
      const column = escapeName(casing.getColumnCasing(chunk));
      const schema = table[SCHEMA];
      out.text.push(table[IsAlias] || schema === undefined ? `${escapeName(table[NAME]!)}.${column}` : `${escapeName(schema)}.${escapeName(table[NAME]!)}.${column}`);
    } else if (chunk instanceof Param) {
      const param = chunk as Param<unknown, unknown>;
      const value = param.value === null ? null : param.encoder.mapToDriverValue(param.value);
      if (value instanceof SQL) build([value], casing, out);
      else if (isDrizzleThing(value)) throw new Unsupported();
      else {
        out.params.push(value);
        out.text.push(`$${out.params.length}`);
      }
    } else if (isDrizzleThing(chunk)) {
      // Views, subqueries, aliased fields, enums, placeholders, other wrappers.
      throw new Unsupported();
    } else {
      out.params.push(chunk);
      out.text.push(`$${out.params.length}`);
    }
  }
}

/** The statement's text and values, or null when Drizzle must build it. */
export function sqlText(query: SQL, casing: CasingCache): Query | null {
  if (inlines(query)) return null;
  const out = { text: [] as string[], params: [] as unknown[] };
  try {
    build(query.queryChunks, casing, out);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  return { sql: out.text.join(''), params: out.params };
}

interface Dialect {
  casing: CasingCache;
  sqlToQuery(query: SQL, invokeSource?: 'indexes' | undefined): Query;
}

/**
 * Routes a Drizzle database's statements through sqlText. With `verify` (the test suite), every
 * statement is built both ways and a difference is an error, so the suite proves the two agree.
 */
export function useFastSqlText(db: object, verify: boolean): void {
  const dialect = (db as { dialect: Dialect }).dialect;
  const drizzleBuild = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (query, invokeSource) => {
    const fast = invokeSource ? null : sqlText(query, dialect.casing);
    if (!fast) return drizzleBuild(query, invokeSource);
    if (verify) {
      const expected = drizzleBuild(query, invokeSource);
      if (expected.sql !== fast.sql || JSON.stringify(expected.params) !== JSON.stringify(fast.params)) {
        throw new Error(`sqlText differs from Drizzle:\n${fast.sql}\n${JSON.stringify(fast.params)}\n---\n${expected.sql}\n${JSON.stringify(expected.params)}`);
      }
    }
    return fast;
  };
}

