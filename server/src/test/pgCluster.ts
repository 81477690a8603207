/**
 * A PostgreSQL cluster of a test's own, to stop and start at will (restarts, outages): the
 * machine's initdb and pg_ctl (Debian's postgresql package; `.ci/run` installs it), in a
 * temporary folder, on a free port, trust authentication on 127.0.0.1 only; or a streaming
 * standby of one, to promote (a failover). Start them once per test file (beforeAll) and destroy
 * them in afterAll; a process exit stops them too.
 *
 * initdb refuses to run as root, and CI runs as root: the commands then run as the `postgres`
 * operating-system user (runuser), which owns the temporary folder.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Fast shutdown (ends every connection), waits until it is down. */
  stop(): Promise<void>;
  /** Immediate shutdown: the server's machine died (no checkpoint, connections cut). */
  crash(): Promise<void>;
  /** Starts it again, waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder (safe to call twice, and after a failed start). */
  destroy(): Promise<void>;
}

/** A streaming standby of another cluster (read-only until promoted). */
export interface PgStandby extends PgCluster {
  /** Ends recovery: the standby becomes a primary that takes writes (pg_ctl promote, waits). */
  promote(): Promise<void>;
}

/** The folder of initdb and pg_ctl: `pg_config --bindir`, else the newest /usr/lib/postgresql/<n>/bin. */
function postgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on the PATH
  }
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Runs one of PostgreSQL's programs, as the postgres user when we are root. */
function command(bin: string, program: string, args: string[]): [string, string[]] {
  const file = path.join(bin, program);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

interface Folder {
  bin: string;
  folder: string;
  dataDir: string;
  port: number;
  exec(program: string, args: string[]): Promise<unknown>;
}

/** A temporary folder the cluster's programs may write (owned by postgres when we are root), and a free port. */
async function clusterFolder(): Promise<Folder> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('initdb and pg_ctl were not found (install Debian\'s postgresql package; .ci/run does).');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(folder, uid, gid);
  }
  const exec = (program: string, args: string[]) => {
    const [file, argv] = command(bin, program, args);
    return run(file, argv, { cwd: folder, timeout: 60_000 });
  };
  return { bin, folder, dataDir: path.join(folder, 'data'), port: await freePort(), exec };
}

/** The controls of a cluster in `f`, whose data folder `create` fills; started before it is returned. */
async function runCluster(f: Folder, create: () => Promise<unknown>): Promise<PgStandby> {
  const { bin, folder, dataDir, port, exec } = f;
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c shared_buffers=16MB -c max_connections=40`;
  const pgCtl = (action: 'start' | 'stop' | 'promote', extra: string[] = []) =>
    exec('pg_ctl', [action, '-D', dataDir, '-w', '-t', '30', ...extra]);

  let destroyed = false;
  // A test that dies before afterAll must not leave a server running.
  const stopOnExit = () => {
    const [file, argv] = command(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']);
    spawnSync(file, argv, { cwd: folder, stdio: 'ignore' });
    fs.rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);

  const cluster: PgStandby = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pgCtl('stop', ['-m', 'fast']).then(() => undefined),
    crash: () => pgCtl('stop', ['-m', 'immediate']).then(() => undefined),
    start: () => pgCtl('start', ['-l', path.join(folder, 'server.log'), '-o', options]).then(() => undefined),
    promote: () => pgCtl('promote').then(() => undefined),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.off('exit', stopOnExit);
      await pgCtl('stop', ['-m', 'immediate']).catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await create();
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

/** A new cluster; it also serves streaming replication to 127.0.0.1 (initdb's defaults). */
export async function startPgCluster(): Promise<PgCluster> {
  const f = await clusterFolder();
  return runCluster(f, () => f.exec('initdb', ['-D', f.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']));
}

/** A hot standby of `primary`, streaming from it (a base backup with its recovery settings written by -R). */
export async function startPgStandby(primary: PgCluster): Promise<PgStandby> {
  const f = await clusterFolder();
  return runCluster(f, () =>
    f.exec('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', f.dataDir, '-R', '-X', 'stream', '--no-sync', '-c', 'fast']),
  );
}
