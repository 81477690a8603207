/**
 * Issue 24: the portal's PostgreSQL server goes away and comes back (a restart, a failover).
 * The portal answers quickly and truthfully meanwhile: /readyz says 503 within a second while
 * the server refuses connections and 200 once it is back, /healthz (liveness) stays 200; writes
 * during the outage fail fast with DATABASE_UNAVAILABLE (no hang past the pool timeout), writes
 * succeed again within 5 s of the restart, and no acknowledged write is lost.
 *
 * The test runs its own cluster (test/pgCluster.ts), once per CI: in the TEST_DATABASE_URL run,
 * like the other PostgreSQL-only tests.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calEvents } from '../../db/schema';
import { makeUser, type Actor } from '../../test/factories';
import { startPgCluster, type PgCluster } from '../../test/pgCluster';
import { startTestServer, type TestServer } from '../../test/server';
import { startWriters } from '../../test/writers';

const POOL_TIMEOUT_MS = 5_000; // DATABASE_POOL_TIMEOUT_MS's default
const enabled = !!process.env.TEST_DATABASE_URL;
let cluster: PgCluster | undefined;
let t: TestServer;
let writer: Actor;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startPgCluster();
  // The writers write as fast as they can: a write budget out of their reach.
  t = await startTestServer({ WRITE_BUDGET: '1000000/1000000' }, { databaseServerUrl: cluster.url });
  writer = await makeUser(t, { userType: 'webEditor' });
}, 60_000);
// Hooks run last-registered first: the cluster goes even when closing the server failed.
afterAll(() => cluster?.destroy());
afterAll(() => t?.close());

async function probe(path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${t.url}${path}`, { signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

it.runIf(enabled)('readiness says 503 within a second while the database refuses connections, and 200 when it is back', async () => {
  expect((await probe('/readyz')).status).toBe(200);
  await cluster!.stop();
  for (let i = 0; i < 3; i++) {
    const ready = await probe('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_000);
    // Liveness does not depend on the database: the process is fine, a restart would not help.
    expect((await probe('/healthz')).status).toBe(200);
  }
  await cluster!.start();
  const back = await probe('/readyz');
  expect(back.status).toBe(200);
  expect(back.ms).toBeLessThan(1_000);
});

it.runIf(enabled)('restarts the database with writers running: fast coded failures, quick recovery, no acknowledged write lost', async () => {
  const writers = startWriters(t.gql, writer.token, 4, 'Restart');
  const origin = performance.now();
  await new Promise((r) => setTimeout(r, 1_500));
  const stopping = performance.now() - origin;
  await cluster!.stop();
  await new Promise((r) => setTimeout(r, 1_500)); // the outage
  await cluster!.start();
  const restarted = performance.now() - origin;
  await new Promise((r) => setTimeout(r, 6_000));
  const log = await writers.stop();

  const during = log.requests.filter((r) => r.startedAt + r.ms >= stopping && r.startedAt <= restarted);
  const after = log.requests.filter((r) => r.startedAt >= restarted);
  const firstSuccess = after.find((r) => r.ok);
  const longest = Math.max(...during.map((r) => r.ms));
  process.stdout.write(
    `restart: ${log.acknowledged.length} writes acknowledged, ${log.errorCodes.length} refused (${[...new Set(log.errorCodes)].join(', ')}), ` +
      `${log.dropped} dropped; ${during.length} requests during the outage (${Math.round(restarted - stopping)} ms), longest ${Math.round(longest)} ms; ` +
      `first success ${firstSuccess ? Math.round(firstSuccess.startedAt + firstSuccess.ms - restarted) : '-'} ms after the restart; ` +
      `transactions run again ${t.transactionRetries().length}\n`,
  );

  expect(log.dropped).toBe(0);
  // OUTCOME_UNKNOWN: a write whose connection was lost during COMMIT while the server could not be asked (decision 0138).
  for (const code of log.errorCodes) expect(['DATABASE_UNAVAILABLE', 'OUTCOME_UNKNOWN']).toContain(code);
  // Nobody waited past the pool timeout, even while the server was down.
  expect(longest).toBeLessThan(POOL_TIMEOUT_MS);
  expect(during.some((r) => !r.ok)).toBe(true); // the outage was real
  // Back within 5 s of the restart, and every request from then on succeeded.
  expect(firstSuccess).toBeTruthy();
  expect(firstSuccess!.startedAt + firstSuccess!.ms - restarted).toBeLessThan(5_000);
  expect(after.filter((r) => r.startedAt >= restarted + 5_000).every((r) => r.ok)).toBe(true);
  // Every acknowledged write is in the database (counted there).
  const stored = await t.db.select({ title: calEvents.title }).from(calEvents).where(inArray(calEvents.title, log.acknowledged));
  expect(stored.length).toBe(log.acknowledged.length);
}, 60_000);
