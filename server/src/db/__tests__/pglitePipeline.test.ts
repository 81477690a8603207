/**
 * The queue of the embedded database's own thread (decision 0112): statements are posted to the
 * worker as they are asked for and wait there, so it runs one straight after the other; the
 * oldest request's go first (decision 0104), a transaction and the backup's exclusive section
 * hold the worker until they end, and a failed statement fails alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../sql';
import { openDatabase, queryRows, type Database, type Executor } from '../client';
import type { PgliteThread } from '../pgliteThread';
import { runWithRequestId } from '../../lib/requestContext';

/** A statement that keeps the worker busy for a while, so that what is asked meanwhile waits in its queue. */
const HEAVY = sql`select count(*)::int as n from generate_series(1, 1500000) as a(i) where i % 7 = 3`;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const threadOf = (database: Database) => (database.db as unknown as { $client: PgliteThread }).$client;

describe("the database thread's own queue", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(sql`create sequence ticket`);
    await database.db.execute(sql`create table things (id int primary key)`);
  });
  afterAll(() => database.close());

  /** The next number of a sequence: which statement ran before which. */
  const ticket = async (executor: Executor = database.db) => (await queryRows<{ n: number }>(executor, sql`select nextval('ticket')::int as n`))[0].n;

  /**
   * Holds the worker with a transaction until `release` (decision 0112), so that what is asked
   * meanwhile waits in the worker's queue however long the machine takes to send it: a long
   * statement in its place raced the statements on a loaded CI machine.
   */
  const holdWorker = async () => {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = database.db.transaction(async (tx) => {
      await ticket(tx);
      holding();
      await released;
    });
    await held;
    return { release, done };
  };

  /** Waits until this many statements are with the worker (a held transaction has none out while it waits). */
  const untilInFlight = async (count: number) => {
    for (let turn = 0; threadOf(database).inFlight < count; turn++) {
      if (turn > 1000) throw new Error(`only ${threadOf(database).inFlight} of ${count} statements reached the worker`);
      await nextTurn();
    }
  };

  it('sends statements without waiting for the answers before them, and runs them in the order asked', async () => {
    // Asked twice, the read is prepared (decision 0111): from now on each call is one statement.
    await ticket();
    await ticket();
    // The held worker answers none of them, so however slow the machine, none is answered before
    // the next turn of the loop (a long statement in its place finished first on a loaded machine).
    const worker = await holdWorker();
    const tickets = Array.from({ length: 100 }, () => ticket());
    await nextTurn();
    // All of them are with the worker at once (the queue on the server's thread sent one at a time).
    expect(threadOf(database).inFlight).toBe(100);
    worker.release();
    await worker.done;
    const numbers = await Promise.all(tickets);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
  });

  it("runs the oldest request's statement first, even when a newer request's was sent before it", async () => {
    let go!: () => void;
    const ready = new Promise<void>((resolve) => (go = resolve));
    const older = runWithRequestId('older', async () => {
      await ready;
      return ticket();
    });
    const worker = await holdWorker();
    const newer = runWithRequestId('newer', () => ticket());
    await nextTurn();
    go();
    await untilInFlight(2);
    worker.release();
    const [fromOlder, , fromNewer] = await Promise.all([older, worker.done, newer]);
    expect(fromOlder).toBeLessThan(fromNewer);
  });

  it('answers requests started in order: first statements in that order, each request its own in order, a transaction whole', async () => {
    // A request's next statement is not waited for: while it travels here and back, the worker
    // runs the statement that is waiting, a newer request's. The oldest waiting statement still
    // goes first.
    const ran: string[] = [];
    const request = (name: string) =>
      runWithRequestId(name, async () => {
        for (let i = 1; i <= 3; i++) ran.push(`${name}${i}:${await ticket()}`);
      });
    const transaction = () =>
      runWithRequestId('t', () =>
        database.db.transaction(async (tx) => {
          for (let i = 1; i <= 2; i++) ran.push(`t${i}:${await ticket(tx)}`);
        }),
      );
    // All first statements wait in the worker's queue together.
    const worker = await holdWorker();
    const all = Promise.all([request('a'), transaction(), request('b'), request('c')]);
    await untilInFlight(4);
    worker.release();
    await Promise.all([worker.done, all]);
    const at = (step: string) => Number(ran.find((r) => r.startsWith(`${step}:`))!.split(':')[1]);
    expect(at('a1')).toBeLessThan(at('t1'));
    expect(at('t1')).toBeLessThan(at('b1'));
    expect(at('b1')).toBeLessThan(at('c1'));
    expect(at('t2')).toBe(at('t1') + 1);
    for (const name of ['a', 'b', 'c']) expect([1, 2, 3].map((i) => at(`${name}${i}`))).toEqual([1, 2, 3].map((i) => at(`${name}${i}`)).sort((x, y) => x - y));
  });

  it('keeps a transaction whole among queued statements: the ones asked after it wait until it commits', async () => {
    const heavy = queryRows(database.db, HEAVY);
    const before = [ticket(), ticket()];
    // Each in its own turn of the loop, so they are asked for in this order (Drizzle's paths to the client differ in length).
    await nextTurn();
    const inTransaction = database.db.transaction(async (tx) => {
      const first = await ticket(tx);
      // Statements asked for meanwhile wait in the worker's queue, not between these two.
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.execute(sql`insert into things values (100)`);
      return [first, await ticket(tx)];
    });
    await nextTurn();
    const after = [ticket(), queryRows<{ id: number }>(database.db, sql`select id from things where id = 100`), ticket()];
    await heavy;
    const [ticketsBefore, [first, last], [afterFirst, seen, afterLast]] = await Promise.all([Promise.all(before), inTransaction, Promise.all(after)]);
    expect(last).toBe(first + 1);
    expect(Math.max(...ticketsBefore)).toBeLessThan(first);
    expect(afterFirst).toBe(last + 1);
    expect(afterLast).toBe(last + 2);
    // The read asked after the transaction ran after its commit.
    expect(seen).toEqual([{ id: 100 }]);
  });

  it('fails a statement that fails alone: the statements around it get their answers, and the errors keep their fields', async () => {
    await database.db.execute(sql`insert into things values (1)`);
    const settled = await Promise.allSettled([
      ticket(),
      database.db.execute(sql`select * from no_such_table`),
      database.db.execute(sql`insert into things values (2)`),
      database.db.execute(sql`insert into things values (1)`),
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (3)`);
        await tx.execute(sql`insert into things values (1)`);
      }),
      ticket(),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const reason = (i: number) => (settled[i] as PromiseRejectedResult).reason as { cause?: { code?: string; constraint?: string; detail?: string } };
    expect(reason(1).cause?.code).toBe('42P01');
    expect(reason(3).cause).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    expect(reason(3).cause?.detail).toContain('(id)=(1)');
    expect(reason(4).cause?.code).toBe('23505');
    const [first, last] = [settled[0], settled[5]].map((s) => (s as PromiseFulfilledResult<number>).value);
    expect(last).toBe(first + 1);
    expect(await queryRows(database.db, sql`select id from things where id < 100 order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("holds the worker for the backup's exclusive section: statements asked meanwhile run after it", async () => {
    const thread = threadOf(database);
    const events: string[] = [];
    const section = thread._runExclusiveTransaction(async () => {
      events.push('section starts');
      await new Promise((resolve) => setTimeout(resolve, 30));
      const dump = await thread.dumpDataDir('none');
      events.push('section ends');
      return dump;
    });
    const read = ticket().then(() => events.push('read'));
    const [dump] = await Promise.all([section, read]);
    expect(events).toEqual(['section starts', 'section ends', 'read']);
    expect(dump.size).toBeGreaterThan(0);
  });

  it('fails every statement still queued when the worker dies', async () => {
    const doomed = await openDatabase({ kind: 'pglite' });
    const thread = threadOf(doomed);
    const calls = [queryRows(doomed.db, HEAVY), ...Array.from({ length: 5 }, () => queryRows(doomed.db, sql`select 1`))];
    await nextTurn();
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const why = (error: unknown) => String((error as { cause?: unknown }).cause ?? error);
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status === 'rejected' && why(s.reason))).toEqual(calls.map(() => expect.stringMatching(/database thread has stopped/)));
    expect(why(await queryRows(doomed.db, sql`select 1`).catch((error: unknown) => error))).toMatch(/database thread has stopped/);
    await doomed.close();
  });
});
