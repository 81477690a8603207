/**
 * Drizzle's `sql` tag and its helpers, making the same `SQL` objects faster. Drizzle's `SQL`
 * constructor asks of every chunk whether it is a table (`is()`, which walks the prototype chain
 * of each chunk that is not), to list the tables a statement uses for its query cache, which this
 * server does not use. The generic reader makes a few thousand chunks per screen, and those checks
 * took about a twentieth of a baseball card's CPU (issue 13; re-measured: 0.35-0.4 ms of a card's
 * 4-5 ms, decision 0143, whose tests fail if Drizzle's tag or `SQL` class changes under this).
 * Use this module's `sql` everywhere (a lint rule refuses Drizzle's): the objects are Drizzle
 * `SQL` instances, so Drizzle's query builder, `db.execute` and `db/sqlText.ts` take them as before.
 */
// The one place Drizzle's own tag is imported (the lint rule exempts this file): its param and placeholder helpers are reused as is.
import { Name, SQL, StringChunk, sql as drizzleSql, type SQLChunk } from 'drizzle-orm';

/** A Drizzle `SQL` whose chunks were not scanned for tables (its `usedTables` stays empty). */
class UncheckedSQL<T = unknown> extends SQL<T> {
  constructor(chunks: SQLChunk[]) {
    super([]);
    this.queryChunks.push(...chunks);
  }
}

function tag<T = unknown>(strings: TemplateStringsArray, ...params: unknown[]): SQL<T> {
  const chunks: SQLChunk[] = [];
  if (params.length > 0 || (strings.length > 0 && strings[0] !== '')) chunks.push(new StringChunk(strings[0]));
  for (let i = 0; i < params.length; i++) chunks.push(params[i] as SQLChunk, new StringChunk(strings[i + 1]));
  return new UncheckedSQL<T>(chunks);
}

function join(chunks: SQLChunk[], separator?: SQLChunk): SQL {
  const result: SQLChunk[] = [];
  for (let i = 0; i < chunks.length; i++) {
    if (i > 0 && separator !== undefined) result.push(separator);
    result.push(chunks[i]);
  }
  return new UncheckedSQL(result);
}

export const sql = Object.assign(tag, {
  join,
  raw: (text: string): SQL => new UncheckedSQL([new StringChunk(text)]),
  empty: (): SQL => new UncheckedSQL([]),
  identifier: (name: string): Name => new Name(name),
  param: drizzleSql.param,
  placeholder: drizzleSql.placeholder,
});

export type { SQL,  };
