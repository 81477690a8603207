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
import { writeBackup, type BackupSource } from './backup';

export interface BackupEndpointDeps {
  db: Db;
  log: Logger;
  token: string;
  uploadsDir: string;
  dataDir: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

export function createBackupEndpoint(deps: BackupEndpointDeps) {
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
    try {
      res.writeHead(200, { 'content-type': 'application/x-tar', 'cache-control': 'no-store' });
      const pglite = (deps.db as unknown as { $client: BackupSource }).$client;
      const manifest = await writeBackup(pglite, deps.uploadsDir, deps.dataDir, res);
      res.end();
      deps.log.info({ ms: performance.now() - started, uploads: manifest.uploads.length }, 'backup written');
    } catch (error) {
      deps.log.error({ err: error }, 'backup failed');
      // The client sees a cut-off archive (no manifest, no end marker) and keeps nothing.
      res.destroy(error as Error);
    } finally {
      running = false;
    }
  };
}
