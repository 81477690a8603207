/**
 * Backups of the embedded installation (decision 0066): the PGlite database and the uploads
 * folder in one tar file, taken while the portal runs, and put back while it is stopped.
 *
 * Consistency: the running server makes the copy itself, because its process holds the
 * database. Every statement and transaction of PGlite passes one lock (with PGlite on its own
 * thread, the worker's queue, where `_runExclusiveTransaction` holds the worker until it ends:
 * decisions 0108, 0112; with PGlite in process, and in `npm run backup`'s own PGlite, PGlite's
 * lock); the backup holds it while it dumps the data directory (PGlite's dumpDataDir) and hard-links the uploaded files into a
 * snapshot folder, so the copy is the state between two transactions, and every file a row
 * names is in it (files are written before their row commits and removed after). The lock is
 * held for the dump only (a few seconds); the archive is then written from the snapshot while
 * the portal goes on.
 */
import { clock } from '@portal/common';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { assertSafeKey } from '../infra/fileStore';
import { readTarEntry, readTarIndex, tarEntryStream, TarWriter, type TarEntry, type WriteLimits } from './tar';

export const BACKUP_FORMAT = 'staff-portal-backup';
export const BACKUP_VERSION = 1;
const DATABASE_ENTRY = 'database/pglite.tar.gz';
const MANIFEST_ENTRY = 'manifest.json';
const UPLOADS_PREFIX = 'uploads/';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: { entry: string; size: number; sha256: string };
  uploads: { key: string; size: number; sha256: string }[];
}

export class BackupError extends Error {}

const sha256 = (data: Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

/** Uploaded files (never a `.partial` one still being written), by key. */
async function uploadKeys(uploadsDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(uploadsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((name) => !name.endsWith('.partial') && /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name)).sort();
}

/** What a backup uses of the database: PGlite in process (`npm run backup`) or on its thread (the running server). */
export type BackupSource = Pick<PGlite, 'exec' | 'dumpDataDir' | '_runExclusiveTransaction'>;

/**
 * Writes a backup of the database `pglite` (open on DATA_DIR/pglite) and of `uploadsDir` to
 * `out`. `snapshotParent` is a folder on the uploads' file system (DATA_DIR) for the links.
 * `limits` stop it (the reader went away, stalled, the time is up: tar.ts); it then rejects
 * and removes its snapshot folder like any failure. The database dump itself, under the lock,
 * is not interrupted: the backup stops right after it.
 */
export async function writeBackup(pglite: BackupSource, uploadsDir: string, snapshotParent: string, out: Writable, limits: WriteLimits = {}): Promise<BackupManifest> {
  // A checkpoint first, outside the lock: the dump then holds little write-ahead log to replay.
  await pglite.exec('CHECKPOINT');
  limits.signal?.throwIfAborted();
  const snapshot = await fs.promises.mkdtemp(path.join(snapshotParent, '.backup-'));
  try {
    let dump!: Blob;
    let keys: string[] = [];
    await pglite._runExclusiveTransaction(async () => {
      dump = await pglite.dumpDataDir('gzip');
      keys = await uploadKeys(uploadsDir);
      for (const key of keys) {
        const from = path.join(uploadsDir, key);
        const to = path.join(snapshot, key);
        try {
          await fs.promises.link(from, to);
        } catch {
          await fs.promises.copyFile(from, to);
        }
      }
    });
    limits.signal?.throwIfAborted();
    const tar = new TarWriter(out, limits);
    const database = new Uint8Array(await dump.arrayBuffer());
    await tar.add(DATABASE_ENTRY, database);
    const uploads: BackupManifest['uploads'] = [];
    for (const key of keys) {
      const hash = crypto.createHash('sha256');
      const size = await tar.addFile(`${UPLOADS_PREFIX}${key}`, path.join(snapshot, key), (chunk) => hash.update(chunk));
      uploads.push({ key, size, sha256: hash.digest('hex') });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: clock.now().toISOString(),
      database: { entry: DATABASE_ENTRY, size: database.byteLength, sha256: sha256(database) },
      uploads,
    };
    // Last, so a file that has its manifest was written to the end.
    await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    return manifest;
  } finally {
    await fs.promises.rm(snapshot, { recursive: true, force: true });
  }
}

export interface CheckedBackup {
  manifest: BackupManifest;
  database: Buffer;
  uploads: Map<string, TarEntry>;
}

/** Reads a backup file and checks every entry against its manifest before anything is touched. */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  let index: Map<string, TarEntry>;
  try {
    index = await readTarIndex(file);
  } catch (error) {
    throw new BackupError(`${file}: ${(error as Error).message}`);
  }
  const manifestEntry = index.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw new BackupError(`${file} is not a complete portal backup (it has no manifest).`);
  const manifest = JSON.parse((await readTarEntry(file, manifestEntry)).toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a portal backup.`);
  if (manifest.version > BACKUP_VERSION) throw new BackupError(`${file} was written by a newer version of the portal (backup format ${manifest.version}).`);
  const databaseEntry = index.get(manifest.database.entry);
  if (!databaseEntry) throw new BackupError(`${file} has no database.`);
  const database = await readTarEntry(file, databaseEntry);
  if (sha256(database) !== manifest.database.sha256) throw new BackupError(`${file} is damaged: the database does not match its checksum.`);
  const uploads = new Map<string, TarEntry>();
  for (const upload of manifest.uploads) {
    assertSafeKey(upload.key);
    const entry = index.get(`${UPLOADS_PREFIX}${upload.key}`);
    if (!entry || entry.size !== upload.size) throw new BackupError(`${file} is damaged: the upload ${upload.key} is missing or cut short.`);
    const hash = crypto.createHash('sha256');
    for await (const chunk of entry.size ? tarEntryStream(file, entry) : []) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== upload.sha256) throw new BackupError(`${file} is damaged: the upload ${upload.key} does not match its checksum.`);
    uploads.set(upload.key, entry);
  }
  return { manifest, database, uploads };
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data replaced by the restore was moved (kept, not deleted). */
  keptDatabase: string | null;
  keptUploads: string | null;
}

/**
 * Puts a checked backup in place of `pgliteDir` and `uploadsDir`. The database is unpacked by
 * PGlite into a new folder first; only then are the current folders moved aside (kept as
 * `*.before-restore-<time>`) and the new ones moved in, so a failure leaves the current data.
 * The caller makes sure no portal process has the database open.
 */
export async function restoreBackup(file: string, dirs: { pgliteDir: string; uploadsDir: string }, openPglite: (dir: string, dump: Blob) => Promise<PGlite>): Promise<RestoreResult> {
  const backup = await checkBackup(file);
  const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
  const newDatabase = `${dirs.pgliteDir}.restoring-${stamp}`;
  const newUploads = `${dirs.uploadsDir}.restoring-${stamp}`;
  try {
    const pglite = await openPglite(newDatabase, new Blob([new Uint8Array(backup.database)]));
    await pglite.close();
    await fs.promises.mkdir(newUploads, { recursive: true });
    for (const [key, entry] of backup.uploads) {
      const target = path.join(newUploads, key);
      if (entry.size === 0) await fs.promises.writeFile(target, new Uint8Array());
      else await pipeline(tarEntryStream(file, entry), fs.createWriteStream(target));
    }
  } catch (error) {
    await fs.promises.rm(newDatabase, { recursive: true, force: true });
    await fs.promises.rm(newUploads, { recursive: true, force: true });
    throw error;
  }
  const moveAside = async (dir: string): Promise<string | null> => {
    if (!fs.existsSync(dir)) return null;
    const kept = `${dir}.before-restore-${stamp}`;
    await fs.promises.rename(dir, kept);
    return kept;
  };
  const keptDatabase = await moveAside(dirs.pgliteDir);
  await fs.promises.rename(newDatabase, dirs.pgliteDir);
  const keptUploads = await moveAside(dirs.uploadsDir);
  await fs.promises.rename(newUploads, dirs.uploadsDir);
  return { manifest: backup.manifest, keptDatabase, keptUploads };
}
