/**
 * The embedded database serves requests first come, first served (decision 0104): a request that
 * arrived first gets all its statements answered before a later one, and the event loop turns
 * between two statements (Node accepts a new connection and reads sockets only then).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../sql';
import { openDatabase, queryRows, type Database } from '../client';
import { TurnQueue } from '../pgliteTurns';
import { runWithRequestId } from '../../lib/requestContext';

describe('TurnQueue', () => {
  it('runs the turns of the oldest request first, each in the order asked', async () => {
    const queue = new TurnQueue();
    const ran: string[] = [];
    const request = (name: string, order: number) => async () => {
      for (let i = 1; i <= 3; i++) await queue.run(order, async () => ran.push(`${name}${i}`));
    };
    await Promise.all([request('a', 1)(), request('b', 2)(), request('c', 3)()]);
    expect(ran).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
  });

  it('puts an older request ahead of newer ones that asked before it, and never runs two turns at once', async () => {
    const queue = new TurnQueue();
    const ran: string[] = [];
    let running = 0;
    const turn = (name: string, order: number) =>
      queue.run(order, async () => {
        expect(running).toBe(0);
        running++;
        await new Promise((resolve) => setImmediate(resolve));
        ran.push(name);
        running--;
      });
    const first = turn('old-1', 1);
    const waiting = [turn('new-3', 3), turn('new-4', 4), turn('old-2', 1)];
    await Promise.all([first, ...waiting]);
    expect(ran).toEqual(['old-1', 'old-2', 'new-3', 'new-4']);
  });

  it('passes on a failed turn and goes on with the next', async () => {
    const queue = new TurnQueue();
    const failed = queue.run(1, async () => {
      throw new Error('no');
    });
    const next = queue.run(2, async () => 'yes');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
    expect(queue.length).toBe(0);
  });
});

// On the server's thread (PGLITE_THREAD=main). On its own thread the worker keeps the order
// statement by statement (pglitePipeline.test.ts, decision 0112).
describe("the embedded database on the server's thread", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', inProcess: true });
  });
  afterAll(() => database.close());

  /** A request of three statements; notes each answer as `name` + its statement's number. */
  const request = (name: string, answers: string[]) =>
    runWithRequestId(name, async () => {
      for (let i = 1; i <= 3; i++) {
        const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select ${i}::int as n`);
        answers.push(`${name}${n}`);
      }
    });

  it('answers requests in the order they started, each whole before the next', async () => {
    const answers: string[] = [];
    await Promise.all([request('a', answers), request('b', answers), request('c', answers)]);
    expect(answers).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
  });

  it('serves a transaction as one turn among the requests', async () => {
    const answers: string[] = [];
    const first = request('a', answers);
    const inTransaction = runWithRequestId('t', () =>
      database.db.transaction(async (tx) => {
        for (let i = 1; i <= 2; i++) {
          const [{ n }] = await queryRows<{ n: number }>(tx, sql`select ${i}::int as n`);
          answers.push(`t${n}`);
        }
      }),
    );
    await Promise.all([first, inTransaction, request('b', answers)]);
    expect(answers).toEqual(['a1', 'a2', 'a3', 't1', 't2', 'b1', 'b2', 'b3']);
  });

  it('runs at most one statement per turn of the event loop, so new connections are accepted while others wait', async () => {
    // Node accepts one new connection per turn of the loop: a turn that ran a statement of every
    // waiting request made the 50th new connection wait for 49 such turns.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnOfStatement: number[] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) =>
        runWithRequestId(name, async () => {
          for (let i = 1; i <= 3; i++) {
            await queryRows(database.db, sql`select ${i}::int as n`);
            turnOfStatement.push(turns);
          }
        }),
      ),
    );
    ticking = false;
    expect(turnOfStatement).toHaveLength(15);
    expect(new Set(turnOfStatement).size).toBe(15);
  });
});
