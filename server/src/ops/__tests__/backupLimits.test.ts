/**
 * POST /ops/backup never stays held by a client that does not read (decision 0133): a client
 * that stops reading is cut off after the stall limit, one that reads a trickle at the time
 * limit; either way the snapshot folder is removed and the next backup is served whole. The
 * endpoint as the server mounts it, with short limits, over an embedded database of its own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { checkBackup } from '../backup';
import { createBackupEndpoint } from '../backupEndpoint';

const TOKEN = 'backup-limits-token';
const STALL_MS = 1_000;
const TOTAL_MS = 4_000;
let work: string;
let uploadsDir: string;
let pglite: PGlite;
let server: http.Server;
let url: string;

const snapshots = () => fs.readdirSync(work).filter((name) => name.startsWith('.backup-'));

interface Download {
  status: number;
  /** Reads on after a 'stop'. */
  resume(): void;
  /** Resolves when the server has closed the connection: the bytes received and how long it took. */
  ended: Promise<{ bytes: number; ms: number }>;
}

/** A backup request; `read` decides how the client reads: 'stop' after the first bytes, 'trickle' 64 kB every 100 ms, 'all' as fast as it can. */
function download(read: 'stop' | 'trickle' | 'all', file?: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, agent: false });
    request.on('error', reject);
    request.on('response', (res) => {
      const started = performance.now();
      let bytes = 0;
      const out = file ? fs.createWriteStream(file) : null;
      const ended = new Promise<{ bytes: number; ms: number }>((done) => {
        // The end of a whole archive, or the server cutting a backup off (then `error`, `close`).
        res.on('error', () => {});
        res.once('close', () => {
          const ms = performance.now() - started;
          if (out) out.end(() => done({ bytes, ms }));
          else done({ bytes, ms });
        });
      });
      if (read === 'trickle') {
        const next = () => {
          const chunk = res.read(64 * 1024) as Buffer | null;
          if (chunk) bytes += chunk.length;
          if (!res.destroyed && !res.readableEnded) setTimeout(next, 100);
        };
        res.once('readable', next);
      }
      else {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          out?.write(chunk);
        });
        if (read === 'stop') res.once('data', () => res.pause());
      }
      resolve({ status: res.statusCode ?? 0, ended, resume: () => res.resume() });
    });
    request.end();
  });
}

/** A whole backup now succeeds: the lock is free. */
async function wholeBackupSucceeds(name: string) {
  const file = path.join(work, name);
  const whole = await download('all', file);
  expect(whole.status).toBe(200);
  await whole.ended;
  const { manifest } = await checkBackup(file);
  expect(manifest.uploads.map((u) => u.key)).toEqual(['large.bin']);
  // A plain tar: the operator's `tar` lists it (decision 0066).
  expect(execFileSync('tar', ['tf', file], { encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual(['database/pglite.tar.gz', 'uploads/large.bin', 'manifest.json']);
  expect(snapshots()).toEqual([]);
  fs.rmSync(file);
}

// The embedded database only, whatever TEST_DATABASE_URL says: CI runs it once, in the embedded pass.
describe.skipIf(process.env.TEST_DATABASE_URL)('backup time limits', () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-limits-'));
    uploadsDir = path.join(work, 'uploads');
    pglite = await PGlite.create();
    await pglite.exec('create table kept (id int primary key); insert into kept values (1), (2)');
    // 16 MB: more than the sockets buffer, so a client that does not read holds the backup up.
    fs.mkdirSync(uploadsDir);
    fs.writeFileSync(path.join(uploadsDir, 'large.bin'), Buffer.alloc(16 * 1024 * 1024, 'x'));
    const backup = createBackupEndpoint({
      db: { $client: pglite } as unknown as Db,
      log: createLogger('silent'),
      token: TOKEN,
      uploadsDir,
      dataDir: work,
      limits: { stallMs: STALL_MS, totalMs: TOTAL_MS },
    });
    server = http.createServer((req, res) => void backup(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ops/backup`;
  });

  afterAll(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await pglite?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('cut off a client that stops reading once it has taken nothing for the stall limit', async () => {
    const asked = performance.now();
    const stuck = await download('stop');
    expect(stuck.status).toBe(200);
    // Held while it lasts: one backup at a time.
    const second = await download('all');
    expect(second.status).toBe(409);
    await second.ended;
    expect(snapshots()).toHaveLength(1);
    // The client reads nothing more, so it cannot notice the server closing: the server gives
    // the backup up on its own, its snapshot folder goes, and the rest is what the client had.
    while (snapshots().length && performance.now() - asked < 15_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(snapshots(), 'the snapshot folder 15 s after the client stopped reading').toEqual([]);
    const ms = performance.now() - asked;
    expect(ms).toBeGreaterThanOrEqual(STALL_MS);
    expect(ms).toBeLessThan(STALL_MS + 5_000);
    stuck.resume();
    const { bytes } = await stuck.ended;
    expect(bytes).toBeLessThan(16 * 1024 * 1024);
    await wholeBackupSucceeds('after-stall.tar');
  }, 60_000);

  it('cut off a client that reads a trickle at the time limit', async () => {
    const slow = await download('trickle');
    expect(slow.status).toBe(200);
    const { bytes, ms } = await Promise.race([
      slow.ended,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the server still holds the backup 20 s later')), 20_000)),
    ]);
    expect(ms).toBeGreaterThanOrEqual(TOTAL_MS - 1_000); // counted from the request, before the dump
    expect(ms).toBeLessThan(TOTAL_MS + 5_000);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(16 * 1024 * 1024);
    expect(snapshots()).toEqual([]);
    await wholeBackupSucceeds('after-limit.tar');
  }, 60_000);
});
