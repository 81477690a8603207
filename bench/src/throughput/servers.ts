/** Child processes for the throughput bench: the portal as in production, PostGraphile, raw SQL. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTENING } from './countingPool';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../../server');

export interface ChildServer {
  name: string;
  url: string;
  process: ChildProcess;
  /** Statements the server has sent so far (PostGraphile and raw SQL count theirs). */
  statements?: () => Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const startTs = (file: string, env: Record<string, string>) => startNode(['--import', 'tsx', file], env);

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
    });
}

/** Resolves once `ready()` answers true, or fails with what the child printed. */
async function waitUntil(child: ChildProcess, name: string, ready: () => Promise<boolean>, timeoutMs = 120_000) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output.slice(-2000)}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
}

/** The production server (the bundle `npm start` builds and runs) over the bench's database, jobs and logging off. */
export async function startPortal(database: { url?: string; dataDir?: string }, name = 'portal', env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  // As `npm start` runs it (server/package.json): on PostgreSQL with 32 MB semi-spaces, so fewer
  // of the objects of requests in flight reach the old generation (decision 0110).
  // BENCH_CPU_PROF=DIR: V8 CPU profiles of every thread of the server (PGlite's worker too),
  // written to DIR when it stops (NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = startNode([...profile, '--enable-source-maps', ...(database.url ? ['--max-semi-space-size=32'] : []), 'dist/main.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    // One server and no balancer: nothing to drain to on SIGTERM.
    SHUTDOWN_DRAIN_MS: '0',
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir! }),
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(child, name, async () => (await fetch(`${base}/readyz`)).ok);
  return { name, url: `${base}/api`, process: child, stop: stopper(child) };
}

/** PostGraphile or the raw SQL server: a TypeScript entry in this folder that prints its port. */
async function startCounted(name: string, file: string, env: Record<string, string>, urlPath: (base: string) => string): Promise<ChildServer> {
  const child = startTs(path.join(here, file), env);
  let port = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    const line = chunk.toString().split('\n').find((l) => l.startsWith(LISTENING));
    if (line) port = Number(line.slice(LISTENING.length));
  });
  await waitUntil(child, name, async () => port > 0);
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    url: urlPath(base),
    process: child,
    statements: async () => ((await (await fetch(`${base}/statements`)).json()) as { statements: number }).statements,
    stop: stopper(child),
  };
}

export const startPostgraphile = (databaseUrl: string) =>
  startCounted('PostGraphile', 'postgraphileServer.ts', { DATABASE_URL: databaseUrl, GRAPHILE_ENV: 'production' }, (base) => `${base}/graphql`);

export const startRawSql = (databaseUrl: string, today: string, employeeNumber: string) =>
  startCounted('raw SQL', 'rawServer.ts', { DATABASE_URL: databaseUrl, BENCH_TODAY: today, BENCH_EMPLOYEE_NUMBER: employeeNumber }, (base) => base);

/** Resident memory of a child now and at its peak, from /proc (Linux), in MB. */
/** CPU time (ms) each thread of a child has used so far, by thread id, or null when /proc cannot be read. */
export function threadCpuMs(child: ChildProcess): Map<number, number> | null {
  try {
    const byThread = new Map<number, number>();
    for (const tid of fs.readdirSync(`/proc/${child.pid}/task`)) {
      const fields = fs.readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100 a second).
      byThread.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * 10);
    }
    return byThread;
  } catch {
    return null;
  }
}

export function residentMemoryMb(child: ChildProcess): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}
