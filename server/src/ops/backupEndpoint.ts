/**
 * POST /ops/backup on a server with the embedded database: the backup streamed as the response
 * (ops/backup.ts). Only from this machine (a loopback address) and only with the token the
 * server wrote to DATA_DIR/portal-server.json (ops/runningServer.ts); anything else is 404, as
 * if the path did not exist. One backup at a time.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { ArchiveAbandoned, writeBackup, type BackupSource } from './backup';

export interface BackupEndpointDeps {
  db: Db;
  log: Logger;
  token: string;
  uploadsDir: string;
  dataDir: string;
  /** BACKUP_LIMITS unless given (the tests' shorter ones). */
  limits?: BackupLimits;
}

interface BackupLimits {
  /** The longest the client may take nothing of the archive. */
  stallMs: number;
  /** The longest a whole backup may take, from the request to the archive's last byte. */
  totalMs: number;
}

/**
 * A minute without reading is a client that is stuck, not slow (`npm run backup` writes to a
 * local disk). An hour is far more than the embedded installation's data takes on one machine
 * (gigabytes at disk speed), and bounds a client that keeps reading a trickle.
 */
const BACKUP_LIMITS: BackupLimits = { stallMs: 60_000, totalMs: 60 * 60_000 };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

export function createBackupEndpoint(deps: BackupEndpointDeps) {
  const limits = deps.limits ?? BACKUP_LIMITS;
  let running = false;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const plain = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`${text}\n`);
    };
    if (req.method !== 'POST' || !LOOPBACK.has(req.socket.remoteAddress ?? '') || !tokenMatches(req, deps.token)) return plain(404, 'Not found');
    if (running) return plain(409, 'A backup is already being written.');
    running = true;
    const started = performance.now();
    const stop = new AbortController();
    let stoppedAt = 0;
    const abandon = (reason: string) => {
      if (stop.signal.aborted) return;
      stoppedAt = performance.now();
      stop.abort(new ArchiveAbandoned(reason));
    };
    res.once('close', () => {
      if (!res.writableFinished) abandon('The client closed the connection.');
    });
    const deadline = setTimeout(() => abandon(`The backup took longer than ${limits.totalMs / 1000} s.`), limits.totalMs);
    try {
      res.writeHead(200, { 'content-type': 'application/x-tar', 'cache-control': 'no-store' });
      const pglite = (deps.db as unknown as { $client: BackupSource }).$client;
      const manifest = await writeBackup(pglite, deps.uploadsDir, deps.dataDir, res, { signal: stop.signal, stallMs: limits.stallMs });
      res.end();
      deps.log.info({ ms: Math.round(performance.now() - started), uploads: manifest.uploads.length }, 'backup written');
    } catch (error) {
      // The client sees a cut-off archive (no manifest, no end marker) and keeps nothing.
      res.destroy();
      if (error instanceof ArchiveAbandoned) {
        // The snapshot folder is gone by now; freeingMs: from the reason to the lock's release.
        const freeingMs = stoppedAt ? Math.round(performance.now() - stoppedAt) : undefined;
        deps.log.warn({ reason: error.message, ms: Math.round(performance.now() - started), freeingMs }, 'backup abandoned');
      } else {
        deps.log.error({ err: error }, 'backup failed');
      }
    } finally {
      clearTimeout(deadline);
      running = false;
    }
  };
}
