/**
 * `npm run bench:load`: many clients at once, with hostile ones mixed in (issue 12). Seeds the
 * large company (BENCH_EMPLOYEES, default 10,000) in in-memory PGlite or BENCH_DATABASE_URL (a
 * PostgreSQL database that is emptied first), starts the real HTTP server, then for LOAD_SECONDS
 * (default 60) keeps LOAD_CLIENTS (default 100) plain users busy with the screens' own requests
 * while 8 clients send the costliest requests the limits still let through, or try ones they
 * refuse. Prints the latency of the normal requests; target: p95 under 500 ms on PostgreSQL.
 *
 * LOAD_BALANCED=1 (with BENCH_DATABASE_URL): the same load through HAProxy (deploy/haproxy.cfg)
 * in front of two app server processes (the production bundle), and a third of the way through
 * one of them is restarted (SIGTERM, drain, start; back in rotation for the rest of the run), as
 * in a rolling restart (issue 24). Every failed request
 * is counted; target: none.
 */
import { sql } from '../../server/src/db/sql';
import { openDatabase, queryRows } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { SessionStore } from '../../server/src/auth/sessions';
import { startCluster, type Cluster } from '../../server/src/test/cluster';
import { runClients } from './loadClients';
import { startBenchServer } from './server';
import { seedDemo, truncateApplicationTables } from '../../server/src/seed';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 100);
const HOSTILE = Number(process.env.LOAD_HOSTILE ?? 8);
const P95_TARGET_MS = 500;
const BALANCED = process.env.LOAD_BALANCED === '1';

/** A `where` nested as deep as the API allows, through the supervisor chain. */
function deepFilter(depth: number): Record<string, unknown> {
  let where: Record<string, unknown> = { lastName: { contains: 'a', mode: 'insensitive' } };
  for (let i = 0; i < depth; i++) where = { supervisor: { is: where }, OR: [{ firstName: { contains: 'e', mode: 'insensitive' } }] };
  return where;
}

const NORMAL = [
  {
    query: `query($w: UserWhereInput) { users(where: $w, orderBy: [{ employeeNumber: asc }], take: 25) { id employeeNumber firstName lastName jobTitle group } aggregateUser(where: $w) { _count { _all } } }`,
    variables: { w: { employmentStatus: { equals: 'active' }, lastName: { startsWith: 'M', mode: 'insensitive' } } },
  },
  { query: `{ me: checkAuth { id firstName lastName userType } }`, variables: {} },
  { query: `{ findManyCodes(orderBy: [{ entity: asc }, { title: asc }], take: 25) { id title entity points } aggregateCodes { _count { _all } } }`, variables: {} },
];

const ALL_HOSTILE = [
  { query: `query($w: UserWhereInput) { users(where: $w, take: 10000) { id firstName } }`, variables: { w: deepFilter(3) } },
  { query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: users(take: 10000) { id employeeNumber firstName lastName email jobTitle }`).join(' ')} }`, variables: {} },
  { query: `query($w: UserWhereInput) { users(where: $w, take: 10000) { id } }`, variables: { w: { licenses: { some: { codes: { is: { title: { contains: 'e', mode: 'insensitive' } } } } }, certifications: { some: { certificationNumber: { contains: '1' } } } } } },
  { query: `query($w: UserWhereInput) { users(where: $w, take: 10000) { id } }`, variables: { w: deepFilter(12) } },
];

/** LOAD_HOSTILE_KINDS=0,2 keeps only those kinds (to see what each costs). */
const HOSTILE_REQUESTS = process.env.LOAD_HOSTILE_KINDS ? process.env.LOAD_HOSTILE_KINDS.split(',').map((k) => ALL_HOSTILE[Number(k)]) : ALL_HOSTILE;

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** A third of the way through, one app server is stopped (SIGTERM: it drains, then exits) and started again. */
async function restartOneMidway(cluster: Cluster, seconds: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  const server = cluster.servers[0];
  const started = performance.now();
  const code = await server.stop();
  const stopped = performance.now();
  await server.start();
  return `${server.name} restarted at ${Math.round(seconds / 3)} s: SIGTERM to exit (code ${code}) ${stopped - started} ms, start to ready ${performance.now() - stopped} ms`;
}

/** Requests that did not get the API's answer: lost connections and HTTP errors (a balancer's 502/503). */
function failedHostile(outcomes: Record<string, number>): number {
  return Object.entries(outcomes)
    .filter(([key]) => / (NETWORK|HTTP 5\d\d) /.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
}

async function main() {
  if (BALANCED && !process.env.BENCH_DATABASE_URL) throw new Error('LOAD_BALANCED=1 needs BENCH_DATABASE_URL: several app servers share a PostgreSQL database');
  const database = process.env.BENCH_DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL, poolSize: 10, statementTimeoutMs: 10_000 })
    : await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  const reuse = !!process.env.BENCH_DATABASE_URL && process.env.LOAD_REUSE === '1';
  if (process.env.BENCH_DATABASE_URL && !reuse) await truncateApplicationTables(database.db);
  // LOAD_REUSE=1 keeps the company a previous run seeded in BENCH_DATABASE_URL.
  const plainLogin = reuse
    ? (await queryRows<{ employee_number: string }>(database.db, sql`select employee_number from users where user_type = 'user' and employment_status = 'active' order by id limit 1`))[0].employee_number
    : (await seedDemo(database.db, { employees: EMPLOYEES, demoPassword: 'Bench-pass-2026' })).logins.find((l) => l.role === 'user')!.employeeNumber;

  const cluster = BALANCED ? await startCluster({ databaseUrl: process.env.BENCH_DATABASE_URL!, env: { JOBS_ENABLED: 'false' } }) : null;
  const inProcess = cluster ? null : await startBenchServer(database.db);
  const url = cluster ? `${cluster.balancer.url}/api` : inProcess!.url;
  const sessionStore = inProcess?.services.sessions ?? new SessionStore(database.db, { SESSION_IDLE_MINUTES: 60, SESSION_MAX_HOURS: 12 });
  const [{ id: userId }] = await queryRows<{ id: number }>(database.db, sql`select id from users where employee_number = ${plainLogin}`);
  const tokens = await Promise.all(Array.from({ length: CLIENTS + HOSTILE }, () => sessionStore.create(userId, { ip: 'load', userAgent: 'load' }).then((s) => s.token)));

  // The clients run in a worker thread: in production they are browsers elsewhere, so they must
  // not take the server's event loop from it (the same thread would measure the clients too).
  const [{ latencies, normalOutcomes, hostileOutcomes }, restart] = await Promise.all([
    runClients({
      url,
      normalTokens: tokens.slice(0, CLIENTS),
      hostileTokens: tokens.slice(CLIENTS),
      seconds: SECONDS,
      normal: NORMAL,
      hostile: HOSTILE_REQUESTS,
    }),
    cluster ? restartOneMidway(cluster, SECONDS) : null,
  ]);

  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  await inProcess?.app.close();
  await cluster?.stop();
  await database.close();
  const failed = Object.entries(normalOutcomes).filter(([k]) => k !== 'OK').reduce((sum, [, n]) => sum + n, 0) + failedHostile(hostileOutcomes);
  console.log(
    [
      `database: ${database.kind}; ${EMPLOYEES} employees; ${CLIENTS} clients + ${HOSTILE} hostile for ${SECONDS} s`,
      ...(cluster ? [`through HAProxy (deploy/haproxy.cfg) to ${cluster.servers.length} app servers; ${restart}`] : []),
      `normal requests: ${latencies.length} (${(latencies.length / SECONDS).toFixed(0)}/s), outcomes ${JSON.stringify(normalOutcomes)}`,
      `hostile requests: outcomes ${JSON.stringify(hostileOutcomes)}`,
      `latency of normal requests: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
      `${p95 <= P95_TARGET_MS ? 'ok  ' : 'SLOW'} p95 of normal requests ${p95.toFixed(0)} ms (target ${P95_TARGET_MS} ms)`,
      `${failed === 0 ? 'ok  ' : 'FAIL'} failed requests: ${failed} (normal requests not answered OK; any request lost or answered 5xx)`,
    ].join('\n'),
  );
  process.exit(p95 <= P95_TARGET_MS && failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
