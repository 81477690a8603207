/**
 * `npm run backup [FILE]` and `npm run restore FILE` for the embedded installation (decision
 * 0066). Run them on the portal's machine with the portal's environment (DATA_DIR).
 *
 * - backup: while the portal runs, the running server writes the backup (it holds the
 *   database) and this command saves it; while it is stopped, this command opens the database
 *   itself. The file is written under a temporary name and renamed when complete.
 * - restore: only while the portal is stopped (it holds the database and would overwrite it).
 */
import { clock, setClock } from '@portal/common';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { clockSettingOf, ConfigError, loadConfig, type Config } from '../config';
import { BackupError, checkBackup, restoreBackup, writeBackup } from './backup';
import { findRunningServer, runningServerFile } from './runningServer';

class UsageError extends Error {}

/** Paths on the command line are the user's, not the workspace folder npm runs us in. */
const userPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function embeddedOnly(config: Config, command: string) {
  if (config.DATABASE_URL) {
    throw new UsageError(`npm run ${command} is for the embedded database. With DATABASE_URL, back up the PostgreSQL database with pg_dump and the upload store (README, "Backups").`);
  }
  if (config.s3) {
    throw new UsageError(`npm run ${command} copies the uploads folder, but uploads are in S3 (S3_ENDPOINT): back up the bucket with its own tools (README, "Backups").`);
  }
}

const openPglite = (dir: string, loadDataDir?: Blob) =>
  PGlite.create({ dataDir: dir, loadDataDir, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });

async function backup(config: Config, fileArg: string | undefined) {
  embeddedOnly(config, 'backup');
  const stamp = clock.now().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const file = userPath(fileArg ?? `portal-backup-${stamp}.tar`);
  const partial = `${file}.partial`;
  const running = findRunningServer(config.DATA_DIR);
  try {
    if (running) {
      const res = await fetch(`http://127.0.0.1:${running.port}/ops/backup`, { method: 'POST', headers: { authorization: `Bearer ${running.token}` } }).catch((error: unknown) => {
        throw new UsageError(
          `A portal process (pid ${running.pid}) holds the database but does not answer on port ${running.port} (${(error as Error).message}). ` +
            `If no portal is running, remove ${runningServerFile(config.DATA_DIR)} and try again.`,
        );
      });
      if (!res.ok || !res.body) throw new BackupError(`The running portal refused the backup: ${res.status} ${(await res.text()).trim()}`);
      await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(partial)).catch((error: unknown) => {
        // A disk error here, or the server giving the backup up (its time limits: ops/backupEndpoint.ts).
        throw new BackupError(`Saving the backup failed (${(error as Error).message}); if the running portal cut it off, its log says why ("backup abandoned"). Nothing was kept.`);
      });
    } else {
      if (!fs.existsSync(config.pgliteDir)) throw new UsageError(`There is no embedded database in ${config.pgliteDir} (DATA_DIR).`);
      const pglite = await openPglite(config.pgliteDir);
      try {
        const out = fs.createWriteStream(partial);
        await writeBackup(pglite, config.uploadsDir, config.DATA_DIR, out);
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
      } finally {
        await pglite.close();
      }
    }
    const { manifest } = await checkBackup(partial); // complete and readable, or no file at all
    fs.renameSync(partial, file);
    const bytes = fs.statSync(file).size;
    process.stdout.write(`Backup written to ${file} (${(bytes / 1e6).toFixed(1)} MB: the database and ${manifest.uploads.length} uploaded files${running ? ', taken from the running portal' : ''}).\n`);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function restore(config: Config, fileArg: string | undefined) {
  embeddedOnly(config, 'restore');
  if (!fileArg) throw new UsageError('Usage: npm run restore FILE   (a file written by npm run backup)');
  const file = userPath(fileArg);
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const running = findRunningServer(config.DATA_DIR);
  if (running) {
    throw new UsageError(
      `The portal is running (pid ${running.pid}, port ${running.port}) and holds the database in ${config.pgliteDir}. ` +
        'Stop it first (SIGTERM, or stop its service), then run npm run restore again.',
    );
  }
  const result = await restoreBackup(file, { pgliteDir: config.pgliteDir, uploadsDir: config.uploadsDir }, openPglite);
  const kept = [result.keptDatabase, result.keptUploads].filter(Boolean);
  process.stdout.write(
    `Restored the backup of ${result.manifest.createdAt} (the database and ${result.manifest.uploads.length} uploaded files) into ${config.DATA_DIR}.\n` +
      (kept.length ? `The data it replaced is kept in ${kept.join(' and ')}; delete it once the portal runs as expected.\n` : ''),
  );
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  setClock(clockSettingOf(config));
  if (command === 'backup') return backup(config, file);
  if (command === 'restore') return restore(config, file);
  throw new UsageError('Usage: npm run backup [FILE] | npm run restore FILE');
}

main().catch((error) => {
  const known = error instanceof UsageError || error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(`${known ? (error as Error).message : (error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
