/**
 * What phones' drawn dashboards cost another user (issue 42 item 7): `node scripts/bench.mjs phone`.
 * Seeds the demo company (PHONE_EMPLOYEES, default 250) in in-memory PGlite, starts the real
 * server with the web build (`node scripts/ensure-web-build.mjs` first), then for PHONE_SECONDS
 * (default 10) each: another user's simple request (their session check) in a loop, alone, then
 * while PHONE_CLIENTS (default 4) clients of one user loop on GET /dashboard as a returning phone
 * (its layout cookie, a phone's User-Agent, brotli). Prints that user's p95 and max both ways and
 * how many dashboards were drawn. PHONE_DRAW=0: the phones without the layout cookie, so every
 * dashboard is the static page (what the loop costs without drawing). The clients run in a worker
 * thread, off the server's.
 */
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { LAYOUT_COOKIE, PHONE_LAYOUT, TOKEN_COOKIE } from '@portal/common';

interface Input {
  origin: string;
  draw: boolean;
  phoneToken: string;
  otherToken: string;
  phones: number;
  seconds: number;
}
interface Output {
  latencies: number[];
  drawn: number;
  dashboards: number;
}

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function measure(input: Input): Promise<Output> {
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Sends one request and reads its answer; says the answer's Cache-Control (a drawn page's is no-store). */
function ask(agent: http.Agent, url: string, options: http.RequestOptions, body?: string) {
  return new Promise<string>((resolve, reject) => {
    const req = http.request(url, { agent, ...options }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['cache-control'])));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function clients(input: Input): Promise<Output> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.phones + 1 });
  const until = performance.now() + input.seconds * 1000;
  const check = JSON.stringify({ query: '{ checkAuth { id firstName } }' });
  const latencies: number[] = [];
  let drawn = 0;
  let dashboards = 0;
  const other = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await ask(agent, `${input.origin}/api`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(check), authorization: `Bearer ${input.otherToken}` } }, check);
      latencies.push(performance.now() - started);
    }
  };
  const phone = async () => {
    const cookie = `${TOKEN_COOKIE}=${encodeURIComponent(input.phoneToken)}${input.draw ? `; ${LAYOUT_COOKIE}=${PHONE_LAYOUT}` : ''}`;
    while (performance.now() < until) {
      const answer = await ask(agent, `${input.origin}/dashboard`, { headers: { cookie, 'user-agent': PHONE_UA, 'accept-encoding': 'br', 'sec-fetch-site': 'none' } });
      dashboards++;
      // A drawn page is this user's (no-store); the static one is the build's (no-cache).
      if (answer === 'no-store') drawn++;
    }
  };
  await Promise.all([other(), ...Array.from({ length: input.phones }, phone)]);
  return { latencies, drawn, dashboards };
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(0);
  return `${sorted.length} requests, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`;
}

async function main() {
  const { openDatabase, queryRows } = await import('../../server/src/db/client');
  const { migrate } = await import('../../server/src/db/migrate');
  const { sql } = await import('../../server/src/db/sql');
  const { seedDemo } = await import('../../server/src/seed');
  const { startBenchServer } = await import('./server');
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  const { logins } = await seedDemo(database.db, { employees: Number(process.env.PHONE_EMPLOYEES ?? 250), demoPassword: 'Bench-pass-2026' });
  const bench = await startBenchServer(database.db);
  const origin = new URL(bench.url).origin;
  const tokenOf = async (role: string) => {
    const number = logins.find((login) => login.role === role)!.employeeNumber;
    const [{ id }] = await queryRows<{ id: number }>(database.db, sql`select id from users where employee_number = ${number}`);
    return (await bench.services.sessions.create(id, { ip: 'bench', userAgent: 'bench' })).token;
  };
  const input = { origin, draw: process.env.PHONE_DRAW !== '0', phoneToken: await tokenOf('user'), otherToken: await tokenOf('webEditor'), seconds: Number(process.env.PHONE_SECONDS ?? 10) };
  // Warm: the render's code loads on a phone's first page, and the server's first requests compile.
  await measure({ ...input, phones: 1, seconds: 2 });
  const alone = await measure({ ...input, phones: 0 });
  const loaded = await measure({ ...input, phones: Number(process.env.PHONE_CLIENTS ?? 4) });
  console.log(`another user's session check, alone: ${summary(alone.latencies)}`);
  console.log(`while ${process.env.PHONE_CLIENTS ?? 4} phones loop on /dashboard: ${summary(loaded.latencies)}; dashboards ${loaded.dashboards}, drawn ${loaded.drawn}`);
  await bench.app.close();
  await database.close();
  process.exit(0);
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (parentPort) {
  const port = parentPort;
  void clients(workerData as Input).then((result) => port.postMessage(result));
}
