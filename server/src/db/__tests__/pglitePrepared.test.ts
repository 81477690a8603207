/**
 * Reads prepared on the embedded database (decision 0111): a read sent a second time runs as
 * `EXECUTE` of a statement prepared once, with the same rows for every kind of value a
 * parameter carries; writes, texts PostgreSQL cannot prepare and texts past the limit are sent
 * as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { literalOf, preparePgliteReads } from '../pglitePrepared';

let db: PGlite;
/** Every text the wrapped client sent to PGlite's own query. */
let sent: string[] = [];

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create table t (id int primary key, name text, born date, at timestamptz, tags text[], data jsonb, ok boolean, n numeric)`);
  await db.exec(`insert into t values (1, 'O''Brien \\ back', '2020-02-29', '2026-01-02T03:04:05.678Z', '{a,"b c"}', '{"k": [1, "x"]}', true, 1.5)`);
  const query = db.query.bind(db);
  db.query = ((text: string, params?: unknown[], options?: never) => {
    sent.push(text);
    return query(text, params, options);
  }) as typeof db.query;
  preparePgliteReads(db, (text) => /^\s*select\b/i.test(text), 3);
});
afterAll(() => db?.close());

const ask = (text: string, params: unknown[]) => db.query(text, params).then((r) => r.rows);

describe('reads prepared on PGlite', () => {
  it('prepares a read asked a second time, and answers the same rows for every kind of value', async () => {
    const text = `select id from t where name = $1 and born = $2 and at = $3 and tags = $4 and data = $5 and ok = $6 and n = $7 and id <> coalesce($8, 0)`;
    const values = ["O'Brien \\ back", '2020-02-29', new Date('2026-01-02T03:04:05.678Z'), ['a', 'b c'], JSON.stringify({ k: [1, 'x'] }), true, 1.5, null];
    sent = [];
    const first = await ask(text, values);
    const second = await ask(text, values);
    const third = await ask(text, values.map((v, i) => (i === 0 ? 'someone else' : v)));
    expect(first).toEqual([{ id: 1 }]);
    expect(second).toEqual(first);
    expect(third).toEqual([]);
    expect(sent[0]).toBe(text);
    expect(sent.slice(1).every((s) => s.startsWith('execute pglite_'))).toBe(true);
  });

  it('writes values as literals PostgreSQL reads back unchanged', () => {
    expect(literalOf(null)).toBe('null');
    expect(literalOf("it's")).toBe(`'it''s'`);
    expect(literalOf(['a', 'b c'])).toBe(`'{"a","b c"}'`);
    expect(literalOf(Buffer.from([1, 255]))).toBe(`'\\x01ff'`);
  });

  it('sends writes, texts it cannot prepare and texts past its limit as before', async () => {
    sent = [];
    await db.query(`update t set ok = $1 where id = $2`, [true, 1]);
    await db.query(`update t set ok = $1 where id = $2`, [true, 1]);
    expect(sent.filter((s) => s.startsWith('execute'))).toEqual([]);
    // PostgreSQL cannot tell these parameters' types, so it cannot prepare the text: sent as is, failing as it did.
    for (const _ of [1, 2]) await expect(ask(`select $1 + $2 as v`, [1, 2])).rejects.toThrow(/operator is not unique/);
    expect(sent.filter((s) => s.startsWith('execute'))).toEqual([]);
    // A NUL cannot be in a statement's text: the value goes as a parameter and fails as it did.
    const nul = `select id from t where name = $1`;
    for (const _ of [1, 2, 3]) await expect(ask(nul, ['a\u0000b'])).rejects.toThrow(/invalid byte sequence|0x00/);
    expect(sent.filter((s) => s.startsWith('execute'))).toEqual([]);
    // The limit is 3 prepared texts and two were prepared above: of these three, only the first is.
    for (const n of [1, 2, 3]) {
      await ask(`select ${n} + $1::int as v`, [n]);
      expect(await ask(`select ${n} + $1::int as v`, [n])).toEqual([{ v: 2 * n }]);
    }
    expect(sent.filter((s) => s.startsWith('execute')).length).toBe(1);
  });
});

describe('reads prepared on PGlite, asked by several requests at once', () => {
  it('prepares a text once and executes it for every caller (on the database thread, statements are sent at once, decision 0112)', async () => {
    const own = await PGlite.create();
    try {
      await own.exec(`create table t (id int primary key); insert into t values (1), (2)`);
      const texts: string[] = [];
      const query = own.query.bind(own);
      own.query = ((text: string, params?: unknown[], options?: never) => {
        texts.push(text);
        return query(text, params, options);
      }) as typeof own.query;
      const exec = own.exec.bind(own);
      own.exec = ((text: string, options?: never) => {
        texts.push(text);
        return exec(text, options);
      }) as typeof own.exec;
      preparePgliteReads(own, () => true);
      const text = `select id from t where id = $1`;
      const askOwn = (id: number) => own.query(text, [id]).then((r) => r.rows);
      await askOwn(1);
      expect(await Promise.all([1, 2, 1, 2].map(askOwn))).toEqual([[{ id: 1 }], [{ id: 2 }], [{ id: 1 }], [{ id: 2 }]]);
      expect(texts.filter((t) => t.startsWith('prepare'))).toEqual([`prepare pglite_0 as ${text}`]);
      expect(texts.filter((t) => t.startsWith('execute'))).toEqual(["execute pglite_0('1')", "execute pglite_0('2')", "execute pglite_0('1')", "execute pglite_0('2')"]);
      // Two texts prepared at the same time get a name each.
      const [other, third] = [`select id from t where id > $1`, `select id from t where id < $1`];
      await Promise.all([own.query(other, [0]), own.query(third, [9])]);
      const rows = await Promise.all([own.query(other, [0]), own.query(third, [9])]);
      expect(rows.map((r) => r.rows.length)).toEqual([2, 2]);
      expect(texts.filter((t) => t.startsWith('prepare')).map((t) => t.split(' ')[1])).toEqual(['pglite_0', 'pglite_1', 'pglite_2']);
    } finally {
      await own.close();
    }
  });
});
