/**
 * A database failover (decision 0121): the portal's PostgreSQL primary crashes, HAProxy
 * (deploy/haproxy-postgres.cfg) sends connections to its streaming standby, and the standby is
 * promoted, as an operator or a tool such as Patroni would. Replication is synchronous, as the
 * sample configuration advises, so an acknowledged write is on the standby when it is promoted.
 *
 * What the portal must do: while the standby is not yet promoted, reads are answered and writes
 * are refused fast with DATABASE_UNAVAILABLE, and /readyz says 503; once promoted, writes succeed
 * within seconds and /readyz says 200; no acknowledged write is lost, no request hangs, no error
 * is anything but coded.
 *
 * Two clusters of the test's own (test/pgCluster.ts) and Debian's HAProxy, once per CI: in the
 * TEST_DATABASE_URL run, like the other PostgreSQL-only tests.
 */
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calEvents } from '../../db/schema';
import { startDatabaseBalancer, type Balancer } from '../../test/cluster';
import { makeUser, type Actor } from '../../test/factories';
import { startPgCluster, startPgStandby, type PgCluster, type PgStandby } from '../../test/pgCluster';
import { startTestServer, type TestServer } from '../../test/server';
import { startWriters } from '../../test/writers';

const POOL_TIMEOUT_MS = 5_000; // DATABASE_POOL_TIMEOUT_MS's default
/** HAProxy's check interval here: the primary is marked down within about two of these. */
const CHECK_MS = 200;
const enabled = !!process.env.TEST_DATABASE_URL;
let primary: PgCluster | undefined;
let standby: PgStandby | undefined;
let balancer: Balancer | undefined;
let t: TestServer;
let writer: Actor;

async function onServer(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!enabled) return;
  primary = await startPgCluster();
  standby = await startPgStandby(primary);
  // Synchronous replication: the primary acknowledges a commit once the standby has flushed it.
  await onServer(primary.url, `alter system set synchronous_standby_names = '*'`);
  await onServer(primary.url, 'select pg_reload_conf()');
  for (let wait = 0; (await onServer(primary.url, 'select sync_state from pg_stat_replication')).rows[0]?.sync_state !== 'sync'; wait += 100) {
    if (wait > 10_000) throw new Error('the standby did not become synchronous');
    await new Promise((r) => setTimeout(r, 100));
  }
  balancer = await startDatabaseBalancer(primary.port, standby.port, CHECK_MS);
  // The writers write as fast as they can: a write budget out of their reach.
  t = await startTestServer({ WRITE_BUDGET: '1000000/1000000' }, { databaseServerUrl: balancer.url });
  writer = await makeUser(t, { userType: 'webEditor' });
}, 90_000);
// Hooks run last-registered first: the clusters go even when closing the server failed.
afterAll(() => primary?.destroy());
afterAll(() => standby?.destroy());
afterAll(() => balancer?.stop());
afterAll(() => t?.close());

/** /readyz every 100 ms until stopped: when (ms since `origin`) and what it said. */
function watchReadiness(origin: number) {
  const seen: { at: number; status: number; said: string }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now() - origin;
      try {
        const res = await fetch(`${t.url}/readyz`, { signal: AbortSignal.timeout(POOL_TIMEOUT_MS + 2_000) });
        seen.push({ at, status: res.status, said: ((await res.json()) as { status: string }).status });
      } catch {
        seen.push({ at, status: 0, said: 'no answer' });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await loop;
      return seen;
    },
  };
}

/** The session check and a list, as a signed-in screen reads them. */
const READ = '{ checkAuth { employeeNumber } findManyCalEvents(take: 1) { id } }';

it.runIf(enabled)('fails over to the promoted standby with writers running: reads go on, writes refused with a code until the promotion, none lost', async () => {
  const origin = performance.now();
  const writers = startWriters(t.gql, writer.token, 4, 'Failover');
  const readiness = watchReadiness(origin);
  await new Promise((r) => setTimeout(r, 1_500));
  const crashed = performance.now() - origin;
  await primary!.crash();
  // HAProxy marks the primary down and sends new connections to the standby, still read-only.
  await expect.poll(() => readiness.seen.at(-1)?.said, { timeout: 10_000, interval: 50 }).toBe('database is read-only (a standby)');
  const onStandby = performance.now() - origin;
  const read = await t.gql<{ checkAuth: { employeeNumber: string } }>(READ, {}, writer.token);
  await new Promise((r) => setTimeout(r, 500));
  await standby!.promote();
  const promoted = performance.now() - origin;
  await new Promise((r) => setTimeout(r, 6_000));
  const log = await writers.stop();
  const seen = await readiness.stop();

  const after = log.requests.filter((r) => r.startedAt >= promoted);
  const firstSuccess = after.find((r) => r.ok);
  const readyAgain = seen.find((s) => s.at >= promoted && s.status === 200);
  const longest = Math.max(...log.requests.map((r) => r.ms));
  process.stdout.write(
    `failover: ${log.acknowledged.length} writes acknowledged, ${log.errorCodes.length} refused (${[...new Set(log.errorCodes)].join(', ')}), ` +
      `${log.dropped} dropped; on the standby ${Math.round(onStandby - crashed)} ms after the crash; longest request ${Math.round(longest)} ms; ` +
      `first success ${firstSuccess ? Math.round(firstSuccess.startedAt + firstSuccess.ms - promoted) : '-'} ms and /readyz 200 ` +
      `${readyAgain ? Math.round(readyAgain.at - promoted) : '-'} ms after the promotion; transactions run again ${t.transactionRetries().length}\n`,
  );

  // Reads are answered by the standby before its promotion.
  expect(read.errors).toBeUndefined();
  expect(read.data?.checkAuth.employeeNumber).toBe(writer.user.employeeNumber);
  // Every refusal is coded, nobody waited past the pool timeout, no socket was dropped.
  expect(log.dropped).toBe(0);
  expect(log.errorCodes.length).toBeGreaterThan(0); // the failover was real
  // OUTCOME_UNKNOWN: a write whose connection was lost during COMMIT while the server could not be asked (decision 0138).
  for (const code of log.errorCodes) expect(['DATABASE_UNAVAILABLE', 'OUTCOME_UNKNOWN']).toContain(code);
  expect(longest).toBeLessThan(POOL_TIMEOUT_MS);
  // Writes succeed within 5 s of the promotion, and every one from then on.
  expect(firstSuccess).toBeTruthy();
  expect(firstSuccess!.startedAt + firstSuccess!.ms - promoted).toBeLessThan(5_000);
  expect(after.filter((r) => r.startedAt >= promoted + 5_000).every((r) => r.ok)).toBe(true);
  // Readiness: 503 while on the unpromoted standby, 200 again within 2 s of the promotion.
  expect(readyAgain).toBeTruthy();
  expect(readyAgain!.at - promoted).toBeLessThan(2_000);
  // Every acknowledged write is in the new primary (synchronous replication: the crash lost none).
  const stored = await t.db.select({ title: calEvents.title }).from(calEvents).where(inArray(calEvents.title, log.acknowledged));
  expect(stored.length).toBe(log.acknowledged.length);
}, 60_000);
