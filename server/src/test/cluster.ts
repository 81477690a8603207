/**
 * Several real app servers behind HAProxy, for the two-server test and `npm run bench:load` with
 * LOAD_BALANCED=1: the production bundle (what `npm start` runs) as separate processes on one
 * PostgreSQL database, and Debian's HAProxy running deploy/haproxy.cfg, rewritten only for local
 * addresses and shorter check intervals. Also HAProxy in front of a PostgreSQL primary and its
 * standby (deploy/haproxy-postgres.cfg), for the failover test. No vitest here: the bench uses it too.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config';
import { freePort } from './ports';

const HAPROXY = '/usr/sbin/haproxy';
const SAMPLE_HAPROXY_CFG = path.join(REPO_ROOT, 'deploy', 'haproxy.cfg');
/** Each answer through the test balancer names the server that gave it. */
export const SERVED_BY = 'x-served-by';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, ok: () => Promise<boolean>, failed: () => string | null, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await ok().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}

export interface AppServerProcess {
  name: string;
  port: number;
  /** The server's own address (bypassing the balancer). */
  url: string;
  /** Starts the process and resolves when its /readyz answers 200. */
  start(): Promise<void>;
  /** SIGTERM (drain, finish, close) and the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, as in an out-of-memory kill or a power cut of its own; resolves once it is gone. */
  kill(): Promise<void>;
  running(): boolean;
  /** The process id while it runs (what the server announces of itself). */
  pid(): number | undefined;
  output(): string;
}

/** One app server process of the production bundle; `env` is its configuration. */
export function appServer(name: string, port: number, env: Record<string, string>): AppServerProcess {
  let child: ChildProcess | null = null;
  let log = '';
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    output: () => log,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    pid: () => child?.pid,
    async start() {
      const started = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'server/dist/main.mjs')], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      });
      child = started;
      started.stdout!.on('data', (d) => (log += d));
      started.stderr!.on('data', (d) => (log += d));
      await waitFor(
        `app server ${name}`,
        async () => (await fetch(`${url}/readyz`)).ok,
        () => (started.exitCode !== null ? `exited with ${started.exitCode}:\n${log}` : null),
        // A first start on the embedded database migrates and seeds: over a minute under CI's load.
        180_000,
      );
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill('SIGTERM');
      return exited;
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

/** Builds the production bundle the app servers run (server/dist/main.mjs, about a second). */
export function buildServerBundle() {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'server/scripts/build.mjs')], { cwd: REPO_ROOT, stdio: 'ignore' });
}

/**
 * A sample configuration of deploy/ with local addresses: its bind line and server lines replaced
 * (`servers`, whole lines), its check intervals set to `checkMs` (if given).
 */
function localConfig(sample: string, port: number, servers: string[], checkMs?: number): string {
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`${path.relative(REPO_ROOT, sample)} no longer has a line matching ${pattern}`);
    return text.replace(pattern, by);
  };
  let cfg = replace(fs.readFileSync(sample, 'utf8'), /^(\s*)bind \S+$/m, `$1bind 127.0.0.1:${port}`);
  if (checkMs) cfg = replace(cfg, /^(\s*)default-server inter \S+ fastinter \S+ downinter \S+/m, `$1default-server inter ${checkMs} fastinter ${Math.ceil(checkMs / 2)} downinter ${checkMs}`);
  cfg = replace(cfg, /^\s*server \S+ [\d.]+:\d+ .*\n/gm, '');
  return `${cfg.trimEnd()}\n${servers.map((line) => `    ${line}\n`).join('')}`;
}

/** deploy/haproxy.cfg in front of local app servers, with a header naming the server that answered. */
function balancerConfig(port: number, servers: { name: string; port: number }[], checkMs?: number): string {
  return localConfig(SAMPLE_HAPROXY_CFG, port, [`http-response set-header ${SERVED_BY} %[srv_name]`, ...servers.map((s) => `server ${s.name} 127.0.0.1:${s.port} check`)], checkMs);
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** Runs HAProxy with `config` until stopped; resolves once `ready` says so. */
async function runHaproxy(config: string, ready: () => Promise<boolean>): Promise<{ stop(): Promise<void> }> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy (.ci/run does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-haproxy-'));
  const cfgPath = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfgPath, config);
  // -db: stay in the foreground (the test owns the process); -q: no start-up notices.
  const child = spawn(HAPROXY, ['-db', '-q', '-f', cfgPath]);
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor('HAProxy', ready, () => (child.exitCode !== null ? `exited with ${child.exitCode}:\n${log}` : null));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** HAProxy in front of `servers`, on `port` (default: a free one), ready when a server is up. */
async function startBalancer(servers: { name: string; port: number }[], checkMs?: number, port?: number): Promise<Balancer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await runHaproxy(balancerConfig(port, servers, checkMs), async () => (await fetch(`${url}/readyz`)).ok);
  return { url, stop };
}

const SAMPLE_DATABASE_HAPROXY_CFG = path.join(REPO_ROOT, 'deploy', 'haproxy-postgres.cfg');

/**
 * deploy/haproxy-postgres.cfg in front of a primary and its standby (the backup server), ready
 * when a database session through it answers; `url` is the balancer's PostgreSQL address.
 */
export async function startDatabaseBalancer(primaryPort: number, standbyPort: number, checkMs?: number): Promise<Balancer> {
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const config = localConfig(SAMPLE_DATABASE_HAPROXY_CFG, port, [`server db1 127.0.0.1:${primaryPort} check`, `server db2 127.0.0.1:${standbyPort} check backup`], checkMs);
  const { stop } = await runHaproxy(config, async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      return (await client.query('select 1 as one')).rows[0]?.one === 1;
    } finally {
      await client.end().catch(() => undefined);
    }
  });
  return { url, stop };
}

export interface Cluster {
  balancer: Balancer;
  servers: AppServerProcess[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  /** How many app servers (default 2). */
  count?: number;
  /** HAProxy's check interval (ms; default: the sample's). */
  checkMs?: number;
  /** Configuration shared by every server (S3_*, JOBS_ENABLED, SHUTDOWN_DRAIN_MS, ...). */
  env?: Record<string, string>;
}

/** Builds the bundle, starts the app servers side by side, then the balancer in front of them. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  buildServerBundle();
  const balancerPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const servers: AppServerProcess[] = [];
  for (let i = 1; i <= (options.count ?? 2); i++) {
    const name = `app${i}`;
    servers.push(
      appServer(name, await freePort(), {
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
        // Each server its own folder: nothing may be shared through the local disk.
        DATA_DIR: path.join(dataDir, name),
        SEED_DEMO: 'false',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ...options.env,
      }),
    );
  }
  let balancer: Balancer | null = null;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(servers.map((s) => s.start()));
    // The balancer listens on the port the servers were told is the public one.
    balancer = await startBalancer(servers, options.checkMs, balancerPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return { balancer, servers, stop };
}
