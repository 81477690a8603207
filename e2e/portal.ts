/**
 * Starts the real portal for the browser tests: the production build of the web app served by
 * the production build of the server (what `npm start` runs), on a free port, over a fresh database with the demo company (embedded PGlite
 * in a temporary folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_PASSWORD = 'E2e-demo-pass-2026';
/**
 * The portal's clock starts here, whatever the machine's says (CLOCK_AT): the evening of
 * December 31 at the company, already January 1 in UTC (issue 42), the moment a screen most
 * easily takes its day from the wrong clock. The journeys follow it (e2e/portalClock.ts).
 */
const PORTAL_CLOCK_AT = '2026-12-31T22:30:00-05:00';

export interface RunningPortal {
  url: string;
  dataDir: string;
  /** Everything the portal printed, one request per line (LOG_LEVEL info): a failing journey shows its tail. */
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The last lines a portal printed. */
export function logTail(logFile: string, lines = 40): string {
  try {
    return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited during start-up:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal did not become ready:\n${log()}`);
}

/**
 * `port`: listen here (a journey that registers the portal's address elsewhere first, such as its
 * callback at an identity provider); `env`: settings added to the portal's own.
 */
export async function startPortal(options: { port?: number; env?: Record<string, string> } = {}): Promise<RunningPortal> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: 'info',
    JOBS_ENABLED: 'false',
    CLOCK_AT: PORTAL_CLOCK_AT,
    ...options.env,
  };
  let database: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    database = `portal_e2e_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
    env.SEED_DEMO = 'true';
  }
  const logFile = `${dataDir}-portal.log`;
  const log = fs.createWriteStream(logFile);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'server/scripts/build.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'server/dist/main.mjs')], { cwd: REPO_ROOT, env });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, () => logTail(logFile));
  return {
    url,
    dataDir,
    logFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(logFile, { force: true });
      if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}
