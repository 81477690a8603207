/**
 * The embedded database on its own thread (decision 0108): statements run off the server's
 * thread, transactions commit and roll back as PGlite's own do, and rows, parameters and errors
 * arrive as they would from PGlite itself (opened here, in the test's thread, as the reference).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../sql';
import { openDatabase, queryRows, type Database, type Db } from '../client';

/** A statement that keeps PGlite busy for a few hundred milliseconds (PGlite has no pg_sleep that waits). */
const HEAVY = sql`select count(*)::int as n from generate_series(1, 3000000) as a(i) where i % 7 = 3`;

/** The longest gap between ticks of a 5 ms timer while `work` runs, and how long `work` took. */
async function timerGaps(work: () => Promise<unknown>): Promise<{ longestGap: number; took: number }> {
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const took = performance.now() - started;
  longestGap = Math.max(longestGap, performance.now() - last);
  return { longestGap, took };
}

describe('the embedded database on its own thread', () => {
  let database: Database;
  /** PGlite on this thread, as Drizzle uses it: what the worker's answers must equal. */
  let reference: PGlite;
  let inProcess: { db: Db };
  beforeAll(async () => {
    [database, reference] = await Promise.all([openDatabase({ kind: 'pglite' }), PGlite.create()]);
    inProcess = { db: drizzle({ client: reference, casing: 'snake_case' }) as unknown as Db };
    await database.db.execute(sql`create table things (id int primary key, name text not null)`);
  });
  afterAll(async () => {
    await Promise.all([database.close(), reference.close()]);
  });

  it("runs a long statement while the server's thread keeps serving its timers", async () => {
    // In process, the statement holds the thread: the timer cannot tick until it ends.
    const blocked = await timerGaps(() => inProcess.db.execute(HEAVY));
    expect(blocked.longestGap).toBeGreaterThan(blocked.took * 0.8);
    const free = await timerGaps(() => database.db.execute(HEAVY));
    expect(free.took).toBeGreaterThan(150);
    expect(free.longestGap).toBeLessThan(free.took / 3);
    expect(await queryRows(database.db, HEAVY)).toEqual(await queryRows(inProcess.db, HEAVY));
  });

  it('rolls back a transaction whose callback throws, and passes on its error', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (1, 'kept only if committed')`);
        expect(await queryRows(tx, sql`select name from things where id = 1`)).toEqual([{ name: 'kept only if committed' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await queryRows(database.db, sql`select * from things`)).toEqual([]);
  });

  it("rolls back a transaction whose statement fails, with the database's error code", async () => {
    await database.db.execute(sql`insert into things values (2, 'first')`);
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into things values (3, 'second')`);
        await tx.execute(sql`insert into things values (2, 'again')`);
      })
      .catch((error: unknown) => error as Error & { cause?: { code?: string; constraint?: string; detail?: string } });
    expect(failed).toBeInstanceOf(Error);
    expect(failed?.cause?.code).toBe('23505');
    expect(failed?.cause?.constraint).toBe('things_pkey');
    expect(failed?.cause?.detail).toContain('(id)=(2)');
    expect(await queryRows(database.db, sql`select id, name from things order by id`)).toEqual([{ id: 2, name: 'first' }]);
  });

  it("rolls back on Drizzle's tx.rollback() and commits a nested savepoint's work", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (4, 'rolled back')`);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (5, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things values (6, 'inner, undone')`);
          throw new Error('inner fails');
        })
        .catch(() => {});
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into things values (7, 'inner, kept')`);
      });
    });
    expect(await queryRows(database.db, sql`select id from things order by id`)).toEqual([{ id: 2 }, { id: 5 }, { id: 7 }]);
  });

  it('gives the next statement its turn after a failed one, outside a transaction', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toMatchObject({ cause: { code: '42P01' } });
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('returns dates, bytes, big integers, intervals, numbers and JSON exactly as PGlite does', async () => {
    const bytes = new Uint8Array([0, 1, 2, 254, 255]);
    const when = new Date('2026-11-26T23:10:05.123Z');
    const query = sql`select ${when}::timestamptz as at, now() - now() + ${when}::timestamptz as at2, ${bytes}::bytea as raw,
      9007199254740993::int8 as big, ${'1234567890123456789'}::int8 as big_param, '2026-02-28'::date as day,
      interval '1 day 2 hours' as span, 12.50::numeric as amount, '{"a":[1,"b",null]}'::jsonb as doc,
      array[1, 2, 3]::int[] as list, array['2026-01-01'::date] as days, null::text as nothing`;
    const [onThread] = await queryRows<Record<string, unknown>>(database.db, query);
    const [here] = await queryRows<Record<string, unknown>>(inProcess.db, query);
    expect(onThread).toEqual(here);
    expect(onThread.raw).toBeInstanceOf(Uint8Array);
    expect(Array.from(onThread.raw as Uint8Array)).toEqual(Array.from(bytes));
    expect(typeof onThread.big).toBe(typeof here.big);
    expect(onThread.doc).toEqual({ a: [1, 'b', null] });
  });

  it("gives a statement PGlite's own values unless it asks for text, as PGlite does", async () => {
    // The worker keeps dates as text by default (Drizzle asks for it on every statement): a
    // statement that does not ask, or asks for other types only, still gets PGlite's values.
    type Options = { parsers?: Record<number, (value: string) => unknown> };
    type Client = { query(text: string, params?: unknown[], options?: Options): Promise<{ rows: Record<string, unknown>[] }> };
    const clientOf = (d: { db: Db }) => (d.db as unknown as { $client: Client }).$client;
    const text = `select '2026-02-28'::date as day, timestamptz '2026-11-26 23:10:05.123+00' as at, timestamp '2026-11-26 23:10:05' as local,
      interval '1 day 2 hours' as span, array['2026-01-01'::date] as days, 7::int4 as n`;
    const asText = (value: string) => value;
    const variants: (Options | undefined)[] = [undefined, { parsers: { 1082: asText } }, { parsers: { 23: asText } }];
    for (const options of variants) {
      const [{ rows: onThread }, { rows: here }] = await Promise.all([clientOf(database).query(text, [], options), clientOf(inProcess).query(text, [], options)]);
      expect(onThread).toEqual(here);
    }
    const [{ rows: plainRows }] = await Promise.all([clientOf(database).query(text)]);
    expect(plainRows[0].at).toBeInstanceOf(Date);
    expect((plainRows[0].days as unknown[])[0]).toBeInstanceOf(Date);
  });

  it("dumps its data directory, which another database opens with the same rows", async () => {
    const dump = await (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
    const copy = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    try {
      expect(await queryRows(copy.db, sql`select id from things order by id`)).toEqual([{ id: 2 }, { id: 5 }, { id: 7 }]);
    } finally {
      await copy.close();
    }
  });
});
