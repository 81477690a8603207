/**
 * Issue 24's bar for the connection pool: every backend of the portal's database is terminated,
 * 14 times, 2.5 s apart, while 8 writers run. After each round the pool is back to 8 or more
 * connections within 2 s and /readyz answers within 1 s; every refused write carries a coded
 * error, and every acknowledged write is in the database. Before decision 0060 the pool lost
 * a connection or more per round (Drizzle's transaction kept a client whose BEGIN failed) and
 * waiters hung for ever. Only a PostgreSQL server has connections to kill: this runs in the
 * TEST_DATABASE_URL run (CI).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { calEvents } from '../../db/schema';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { makeUser, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { startWriters } from '../../test/writers';

const ROUNDS = 14;
const WRITERS = 8;
const ROUND_MS = 2_500;
let t: TestServer;
let writer: Actor;
let admin: pg.Client;
let databaseName = '';

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  // The writers write as fast as they can: a write budget out of their reach.
  t = await startTestServer({ DATABASE_POOL_SIZE: '10', WRITE_BUDGET: '1000000/1000000' });
  writer = await makeUser(t, { userType: 'webEditor' });
  [{ name: databaseName }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

async function connections(): Promise<number> {
  const result = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [databaseName]);
  return result.rows[0].n;
}

async function terminateAll(): Promise<number> {
  const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName]);
  return ended.rowCount ?? 0;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

it.runIf(process.env.TEST_DATABASE_URL)(`refills the pool after ${ROUNDS} rounds of terminated connections with ${WRITERS} writers running`, async () => {
  const writers = startWriters(t.gql, writer.token, WRITERS, 'Pool round');
  const rounds: { killed: number; refilledTo: number; refillMs: number; readyzMs: number; readyzStatus: number }[] = [];
  try {
    await new Promise((r) => setTimeout(r, 1_000)); // the writers open their connections
    for (let round = 0; round < ROUNDS; round++) {
      const roundStarted = performance.now();
      const killed = await terminateAll();
      // Back to 8 or more connections within 2 s (polled every 50 ms).
      let refilledTo = 0;
      while (performance.now() - roundStarted < 2_000) {
        refilledTo = await connections();
        if (refilledTo >= WRITERS) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const refillMs = performance.now() - roundStarted;
      const readyz = await timed(() => fetch(`${t.url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status));
      rounds.push({ killed, refilledTo, refillMs: Math.round(refillMs), readyzMs: Math.round(readyz.ms), readyzStatus: readyz.value });
      const rest = ROUND_MS - (performance.now() - roundStarted);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
  } finally {
    await writers.stop();
  }
  const log = writers.log;
  // The figures the issue asks for: connections after each round.
  process.stdout.write(
    [
      'round  killed  connections  refill ms  /readyz ms',
      ...rounds.map((r, i) => `${String(i + 1).padStart(5)}  ${String(r.killed).padStart(6)}  ${String(r.refilledTo).padStart(11)}  ${String(r.refillMs).padStart(9)}  ${String(r.readyzMs).padStart(10)}`),
      `longest request ${Math.round(Math.max(...log.requests.map((r) => r.ms)))} ms; writes acknowledged ${log.acknowledged.length}, refused ${log.errorCodes.length} (${[...new Set(log.errorCodes)].join(', ')}), dropped ${log.dropped}, transactions run again ${t.transactionRetries().length}`,
    ].join('\n') + '\n',
  );

  for (const [i, r] of rounds.entries()) {
    expect(r.refilledTo, `round ${i + 1}: connections 2 s after the kill`).toBeGreaterThanOrEqual(WRITERS);
    expect(r.readyzStatus, `round ${i + 1}: /readyz`).toBe(200);
    expect(r.readyzMs, `round ${i + 1}: /readyz answer time`).toBeLessThan(1_000);
  }
  expect(log.dropped).toBe(0);
  // Nobody waited past the pool timeout (DATABASE_POOL_TIMEOUT_MS, 5 s by default).
  expect(Math.max(...log.requests.map((r) => r.ms))).toBeLessThan(5_000);
  // A refused write says why, with a code the client can act on: not saved, or (its connection
  // lost during COMMIT and its outcome not to be learned, decision 0138) perhaps saved.
  for (const code of log.errorCodes) expect(['DATABASE_UNAVAILABLE', 'OUTCOME_UNKNOWN']).toContain(code);
  // The writers kept working, and nothing acknowledged was lost.
  expect(log.acknowledged.length).toBeGreaterThan(ROUNDS * WRITERS);
  const stored = await t.db.select({ title: calEvents.title }).from(calEvents).where(inArray(calEvents.title, log.acknowledged));
  expect(stored.length).toBe(log.acknowledged.length);
}, 90_000);
