/**
 * Reads prepared on the embedded database (decision 0111, db/pgliteThread.ts's `query`): a read
 * sent a second time runs as `EXECUTE` of a statement prepared once, with the same rows for every
 * kind of value a parameter carries; writes, texts PostgreSQL cannot prepare, values it cannot
 * write in a statement and texts past the limit are sent as they are. What was prepared is read
 * from the database's own list (pg_prepared_statements), through `exec`, which is never prepared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { PGLITE_PREPARED_LIMIT } from '../pgliteThread';

interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }[]>;
}

let database: Database;
let client: Client;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  client = (database.db as unknown as { $client: Client }).$client;
  await client.exec(`create table t (id int primary key, name text, born date, at timestamptz, tags text[], data jsonb, ok boolean, n numeric, raw bytea)`);
  await client.exec(`insert into t values (1, 'O''Brien \\ back', '2020-02-29', '2026-01-02T03:04:05.678Z', '{a,"b c"}', '{"k": [1, "x"]}', true, 1.5, '\\x01ff')`);
});
afterAll(() => database?.close());

const ask = (text: string, params: unknown[]) => client.query(text, params).then((r) => r.rows);

/** The texts prepared so far. */
async function preparedTexts(): Promise<string[]> {
  const [{ rows }] = await client.exec(`select statement from pg_prepared_statements order by name`);
  return rows.map((row) => String(row.statement).replace(/^prepare pglite_\d+ as /, ''));
}

describe('reads prepared on the embedded database', () => {
  it('prepares a read asked a second time, and answers the same rows for every kind of value', async () => {
    const text = `select id from t where name = $1 and born = $2 and at = $3 and tags = $4 and data = $5 and ok = $6 and n = $7 and raw = $8 and id <> coalesce($9, 0)`;
    const values = ["O'Brien \\ back", '2020-02-29', new Date('2026-01-02T03:04:05.678Z'), ['a', 'b c'], JSON.stringify({ k: [1, 'x'] }), true, 1.5, new Uint8Array([1, 255]), null];
    const first = await ask(text, values);
    expect(await preparedTexts()).not.toContain(text);
    const second = await ask(text, values);
    expect(await preparedTexts()).toContain(text);
    const third = await ask(text, values.map((v, i) => (i === 0 ? 'someone else' : v)));
    expect(first).toEqual([{ id: 1 }]);
    expect(second).toEqual(first);
    expect(third).toEqual([]);
  });

  it('prepares a text once for requests asking at the same time, and two texts at once under a name each', async () => {
    const text = `select id from t where id = $1`;
    await ask(text, [1]);
    expect(await Promise.all([1, 2, 1, 2].map((id) => ask(text, [id])))).toEqual([[{ id: 1 }], [], [{ id: 1 }], []]);
    const [other, third] = [`select id from t where id > $1`, `select id from t where id < $1`];
    await Promise.all([ask(other, [0]), ask(third, [9])]);
    expect(await Promise.all([ask(other, [0]), ask(third, [9])])).toEqual([[{ id: 1 }], [{ id: 1 }]]);
    const prepared = await preparedTexts();
    expect(prepared.filter((t) => t === text)).toHaveLength(1);
    expect(prepared).toEqual(expect.arrayContaining([other, third]));
  });

  it('sends writes, texts it cannot prepare and values holding NUL as they are, failing as they did', async () => {
    for (const _ of [1, 2]) await client.query(`update t set ok = $1 where id = $2`, [true, 1]);
    // PostgreSQL cannot tell these parameters' types, so it cannot prepare the text.
    for (const _ of [1, 2, 3]) await expect(ask(`select $1 + $2 as v`, [1, 2])).rejects.toThrow(/operator is not unique/);
    // A NUL cannot be in a statement's text: the value goes as a parameter and fails as it did.
    const nul = `select id from t where name = $1 and ok`;
    for (const _ of [1, 2, 3]) await expect(ask(nul, ['a\u0000b'])).rejects.toThrow(/invalid byte sequence|0x00/);
    expect(await ask(nul, ["O'Brien \\ back"])).toEqual([{ id: 1 }]);
    const prepared = await preparedTexts();
    expect(prepared.filter((t) => /update|\$1 \+ \$2/.test(t))).toEqual([]);
    // The NUL-free call used the statement prepared on the second call.
    expect(prepared).toContain(nul);
  });

  it(`prepares at most ${PGLITE_PREPARED_LIMIT} texts, and answers the others unprepared`, async () => {
    const before = (await preparedTexts()).length;
    const texts = Array.from({ length: PGLITE_PREPARED_LIMIT + 5 - before }, (_, n) => `select ${n} + $1::int as v`);
    for (const [n, text] of texts.entries()) {
      await ask(text, [n]);
      expect(await ask(text, [n])).toEqual([{ v: 2 * n }]);
    }
    const prepared = await preparedTexts();
    expect(prepared).toHaveLength(PGLITE_PREPARED_LIMIT);
    expect(prepared).not.toContain(texts.at(-1));
    expect(await ask(texts.at(-1)!, [1])).toEqual([{ v: texts.length }]);
  });
});
