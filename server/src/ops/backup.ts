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
import { Readable, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { assertSafeKey } from '../infra/fileStore';

const BACKUP_FORMAT = 'staff-portal-backup';
const BACKUP_VERSION = 1;
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

/** Passes chunks on, counting them into `hash`. */
async function* hashing(chunks: AsyncIterable<Buffer>, hash: crypto.Hash): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}

/** When a backup stops before its end: the reader went away, stalled or took too long. */
export class ArchiveAbandoned extends Error {}

/** What may stop a backup being written (its time limits, a reader that went away). */
export interface WriteLimits {
  /** Aborting it stops the archive: the write under way and every later one reject with its reason. */
  signal?: AbortSignal;
  /** The longest one write may wait for the reader to take it (none when unset). */
  stallMs?: number;
}

/** The largest piece written at once, so that the stall limit measures the reader, not the entry's size. */
const PIECE = 256 * 1024;

/**
 * One chunk written with back-pressure. It also settles when the output closes or fails under
 * it, or the limits stop it: waiting only for 'drain' hung forever on an HTTP response whose
 * client had gone (decision 0133), and kept the backup's lock and its snapshot folder with it.
 */
function write(out: Writable, chunk: Uint8Array, limits: WriteLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    const { signal, stallMs } = limits;
    if (signal?.aborted) return reject(signal.reason);
    if (out.destroyed || out.writableEnded) return reject(new ArchiveAbandoned('The output was closed before the archive was written.'));
    let timer: NodeJS.Timeout | undefined;
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      out.off('error', settle);
      out.off('close', onClose);
      out.off('drain', onDrain);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onClose = () => settle(new ArchiveAbandoned('The output was closed before the archive was written.'));
    const onDrain = () => settle();
    const onAbort = () => settle(signal?.reason);
    out.once('error', settle);
    out.once('close', onClose);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (stallMs) timer = setTimeout(() => settle(new ArchiveAbandoned(`The reader took nothing for ${stallMs / 1000} s.`)), stallMs);
    let more = true;
    more = out.write(chunk, (error) => {
      if (error) settle(error);
      else if (more) settle();
    });
    if (!more) out.once('drain', onDrain);
  });
}

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
 * `limits` stop it (the reader went away, stalled, the time is up: decision 0133); it then rejects
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
    // The archive (tar-stream) is read as `out` takes it: its entries wait while the reader does.
    // A failure on either side destroys it, which stops the other side; the first one is reported.
    const archive = tarPack();
    let failure: unknown;
    const fail = (error: unknown) => {
      failure ??= error;
      archive.destroy(error as Error);
    };
    const sending = (async () => {
      for await (const chunk of archive as AsyncIterable<Buffer>) {
        for (let at = 0; at < chunk.byteLength; at += PIECE) await write(out, chunk.subarray(at, at + PIECE), limits);
      }
    })().catch(fail);
    const add = (name: string, size: number, mtime: Date, data: Readable | AsyncIterable<Buffer>) => pipeline(data, archive.entry({ name, size, mtime }));
    const now = clock.now();
    let manifest: BackupManifest | undefined;
    try {
      const database = Buffer.from(await dump.arrayBuffer());
      await add(DATABASE_ENTRY, database.byteLength, now, Readable.from([database]));
      const uploads: BackupManifest['uploads'] = [];
      for (const key of keys) {
        const file = path.join(snapshot, key);
        const { size, mtime } = await fs.promises.stat(file);
        const hash = crypto.createHash('sha256');
        await add(`${UPLOADS_PREFIX}${key}`, size, mtime, hashing(fs.createReadStream(file), hash));
        uploads.push({ key, size, sha256: hash.digest('hex') });
      }
      manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        database: { entry: DATABASE_ENTRY, size: database.byteLength, sha256: sha256(database) },
        uploads,
      };
      // Last, so a file that has its manifest was written to the end.
      const text = Buffer.from(JSON.stringify(manifest, null, 2));
      await add(MANIFEST_ENTRY, text.byteLength, now, Readable.from([text]));
      archive.finalize();
    } catch (error) {
      fail(error);
    }
    await sending;
    if (failure !== undefined || !manifest) throw failure ?? new Error('The backup stopped before its manifest.');
    return manifest;
  } finally {
    await fs.promises.rm(snapshot, { recursive: true, force: true });
  }
}

export interface CheckedBackup {
  manifest: BackupManifest;
  database: Buffer;
}

/** What tar-stream's reader says of a file that is not a whole archive, in the operator's words. */
const unreadable = (error: unknown) =>
  (error as Error).message === 'Unexpected end of data' ? 'The backup file is cut short.' : `Not a backup file, or a damaged one (${(error as Error).message}).`;

/**
 * Reads a backup file once, start to end, and checks every entry against its manifest (the
 * archive's last entry). With `uploadsTo`, the uploads are written there as they are read (a
 * restore never holds them in memory); the caller removes that folder when this throws.
 */
export async function checkBackup(file: string, uploadsTo?: string): Promise<CheckedBackup> {
  const small = new Map<string, Buffer>(); // the manifest and the database
  const uploads = new Map<string, { size: number; sha256: string }>();
  const input = fs.createReadStream(file);
  const entries = tarExtract();
  input.once('error', (error) => entries.destroy(error));
  input.pipe(entries);
  try {
    for await (const entry of entries) {
      const { name, size } = entry.header;
      if (!name.startsWith(UPLOADS_PREFIX)) {
        small.set(name, await buffer(entry));
        continue;
      }
      const key = name.slice(UPLOADS_PREFIX.length);
      assertSafeKey(key);
      const hash = crypto.createHash('sha256');
      if (uploadsTo) await pipeline(hashing(entry as AsyncIterable<Buffer>, hash), fs.createWriteStream(path.join(uploadsTo, key)));
      else for await (const chunk of entry as AsyncIterable<Buffer>) hash.update(chunk);
      uploads.set(key, { size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    throw new BackupError(`${file}: ${unreadable(error)}`);
  } finally {
    input.destroy();
  }
  const manifestText = small.get(MANIFEST_ENTRY);
  if (!manifestText) throw new BackupError(`${file} is not a complete portal backup (it has no manifest).`);
  const manifest = JSON.parse(manifestText.toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a portal backup.`);
  if (manifest.version > BACKUP_VERSION) throw new BackupError(`${file} was written by a newer version of the portal (backup format ${manifest.version}).`);
  const database = small.get(manifest.database.entry);
  if (!database) throw new BackupError(`${file} has no database.`);
  if (sha256(database) !== manifest.database.sha256) throw new BackupError(`${file} is damaged: the database does not match its checksum.`);
  for (const upload of manifest.uploads) {
    const read = uploads.get(upload.key);
    if (!read || read.size !== upload.size) throw new BackupError(`${file} is damaged: the upload ${upload.key} is missing or cut short.`);
    if (read.sha256 !== upload.sha256) throw new BackupError(`${file} is damaged: the upload ${upload.key} does not match its checksum.`);
  }
  if (uploads.size !== manifest.uploads.length) throw new BackupError(`${file} is damaged: it holds uploads its manifest does not list.`);
  return { manifest, database };
}
export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data replaced by the restore was moved (kept, not deleted). */
  keptDatabase: string | null;
  keptUploads: string | null;
}

/**
 * Puts a backup in place of `pgliteDir` and `uploadsDir`. The uploads are unpacked and checked,
 * then the database is unpacked by PGlite, each into a new folder; only then are the current folders moved aside (kept as
 * `*.before-restore-<time>`) and the new ones moved in, so a failure leaves the current data.
 * The caller makes sure no portal process has the database open.
 */
export async function restoreBackup(file: string, dirs: { pgliteDir: string; uploadsDir: string }, openPglite: (dir: string, dump: Blob) => Promise<PGlite>): Promise<RestoreResult> {
  const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
  const newDatabase = `${dirs.pgliteDir}.restoring-${stamp}`;
  const newUploads = `${dirs.uploadsDir}.restoring-${stamp}`;
  let backup: CheckedBackup;
  try {
    await fs.promises.mkdir(newUploads, { recursive: true });
    backup = await checkBackup(file, newUploads);
    const pglite = await openPglite(newDatabase, new Blob([new Uint8Array(backup.database)]));
    await pglite.close();
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
