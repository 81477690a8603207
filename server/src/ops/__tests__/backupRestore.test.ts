/**
 * `npm run backup` while the portal runs (and takes writes), `npm run restore` refused while it
 * runs and done once it is stopped: the portal comes back with exactly the backed-up rows and
 * uploaded files (decision 0066). The production server as `npm start` runs it (the bundle, on
 * plain Node) and the real commands, on a temporary DATA_DIR.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { appServer, buildServerBundle, type AppServerProcess } from '../../test/cluster';
import { freePort } from '../../test/ports';

const PASSWORD = 'Backup-pass-2026';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const dataDir = path.join(work, 'data');
const uploadsDir = path.join(dataDir, 'uploads');
// The writer during the backup writes as fast as it can: a write budget out of its reach.
const portalEnv = { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', JOBS_ENABLED: 'false', NODE_ENV: 'test', WRITE_BUDGET: '1000000/1000000' };
const env = { ...process.env, ...portalEnv, HOST: '127.0.0.1' };
let server: AppServerProcess | null = null;

afterAll(async () => {
  await server?.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

async function startPortal(): Promise<string> {
  server = appServer('backup', await freePort(), portalEnv);
  await server.start();
  return server.url;
}

async function stopPortal() {
  expect(await server!.stop()).toBe(0);
  server = null;
}

/** Runs `npm run <script> -- args` in the repository, as an operator would. */
function npmRun(script: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: REPO_ROOT, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function gql<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const login = async (url: string) =>
  (await gql<{ login: { token: string } }>(url, `mutation($p: String!) { login(input: { email: "webeditor@demo.example", password: $p }) { token } }`, { p: PASSWORD })).login.token;

async function uploadPdf(url: string, token: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadFile(file: $file) { filepath } }', variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)]), `${text}.pdf`);
  const res = await fetch(`${url}/api`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' } });
  const body = (await res.json()) as { data: { uploadFile: { filepath: string } } };
  return body.data.uploadFile.filepath.split('/').pop()!;
}

const createEvent = (url: string, token: string, title: string) =>
  gql<{ createOneCalEvents: { id: number } }>(url, 'mutation($t: String!) { createOneCalEvents(data: { title: $t, date: "2031-05-01T14:00:00Z" }) { id } }', { t: title }, token).then((d) => d.createOneCalEvents.id);

interface EventRow { id: number; title: string; date: string; updatedAt: string }
const events = async (url: string, token: string) =>
  (await gql<{ findManyCalEvents: EventRow[] }>(url, '{ findManyCalEvents(orderBy: [{ id: asc }]) { id title date updatedAt } }', {}, token)).findManyCalEvents;
const userCount = async (url: string, token: string) =>
  (await gql<{ users: { id: number }[] }>(url, '{ users(take: 10000) { id } }', {}, token)).users.length;

/** Every file in the uploads folder with its bytes. */
function uploadsOnDisk(): Record<string, string> {
  const files = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
  return Object.fromEntries(files.map((name) => [name, fs.readFileSync(path.join(uploadsDir, name)).toString('base64')]));
}

// It exercises the embedded database only, whatever TEST_DATABASE_URL says, so CI runs it once: in
// the embedded pass (the PostgreSQL pass would repeat the same 90 s).
describe.skipIf(process.env.TEST_DATABASE_URL)('backup and restore of the embedded installation', () => {
  beforeAll(buildServerBundle);

  it('backs up while the portal runs and takes writes, refuses to restore while it runs, restores exactly once stopped', async () => {
    let url = await startPortal();
    // The backup endpoint exists only for the token in DATA_DIR (and only from this machine).
    const announced = JSON.parse(fs.readFileSync(path.join(dataDir, 'portal-server.json'), 'utf8')) as { pid: number; port: number; token: string };
    expect(announced.pid).toBe(server!.pid());
    expect(fs.statSync(path.join(dataDir, 'portal-server.json')).mode & 0o077).toBe(0);
    expect((await fetch(`${url}/ops/backup`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${url}/ops/backup`, { method: 'POST', headers: { authorization: `Bearer ${announced.token}x` } })).status).toBe(404);
    expect((await fetch(`${url}/ops/backup`, { headers: { authorization: `Bearer ${announced.token}` } })).status).toBe(404); // GET
    let token = await login(url);
    const keptEvent = await createEvent(url, token, 'Kept as is');
    const editedEvent = await createEvent(url, token, 'Edited after the backup');
    const deletedEvent = await createEvent(url, token, 'Deleted after the backup');
    const keptFile = await uploadPdf(url, token, 'kept');
    const deletedFile = await uploadPdf(url, token, 'deleted');
    const eventsAtBackup = await events(url, token);
    const usersAtBackup = await userCount(url, token);
    const filesAtBackup = uploadsOnDisk();
    expect(Object.keys(filesAtBackup).sort()).toEqual([keptFile, deletedFile].sort());

    // Writers keep going while the backup is taken; they start after the state above was read.
    let writing = true;
    const concurrent: { title: string; acknowledged: boolean }[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const entry = { title: `Written during the backup ${i}`, acknowledged: false };
        concurrent.push(entry);
        await createEvent(url, token, entry.title);
        entry.acknowledged = true;
      }
    })();
    const backupFile = path.join(work, 'portal.tar');
    const backedUp = await npmRun('backup', backupFile);
    writing = false;
    await writer;
    expect(backedUp.output).toMatch(/Backup written to .*portal\.tar .*2 uploaded files, taken from the running portal/);
    expect(backedUp.code).toBe(0);
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);

    // Change and delete rows and files after the backup.
    await gql(url, 'mutation($id: Int) { updateOneCalEvents(where: { id: $id }, data: { title: { set: "Changed" } }) { id } }', { id: editedEvent }, token);
    await gql(url, 'mutation($id: Int) { deleteOneCalEvents(where: { id: $id }) { id } }', { id: deletedEvent }, token);
    await createEvent(url, token, 'Created after the backup');
    await uploadPdf(url, token, 'after');
    fs.rmSync(path.join(uploadsDir, deletedFile));
    fs.writeFileSync(path.join(uploadsDir, keptFile), 'overwritten');

    const refused = await npmRun('restore', backupFile);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/The portal is running \(pid \d+, port \d+\).*Stop it first/);

    await stopPortal();
    expect(fs.existsSync(path.join(dataDir, 'portal-server.json'))).toBe(false);
    const restored = await npmRun('restore', backupFile);
    expect(restored.output).toMatch(/Restored the backup of .* \(the database and 2 uploaded files\)/);
    expect(restored.code).toBe(0);
    expect(uploadsOnDisk()).toEqual(filesAtBackup);

    url = await startPortal();
    token = await login(url);
    const after = await events(url, token);
    // Exactly the rows of the backup, plus only writes the portal had acknowledged or was making
    // while the backup was taken (a consistent moment during the backup), never half of one.
    const duringBackup = after.filter((e) => e.title.startsWith('Written during the backup'));
    expect(after.filter((e) => !e.title.startsWith('Written during the backup'))).toEqual(eventsAtBackup);
    const titles = duringBackup.map((e) => e.title);
    expect(titles).toEqual(concurrent.slice(0, titles.length).map((c) => c.title));
    expect(after.find((e) => e.id === keptEvent)?.title).toBe('Kept as is');
    expect(after.find((e) => e.id === editedEvent)?.title).toBe('Edited after the backup');
    expect(await userCount(url, token)).toBe(usersAtBackup);
    const download = await gql<{ signedFileUrl: string }>(url, 'query($k: String!) { signedFileUrl(input: { objectKey: $k }) }', { k: deletedFile }, token);
    const served = await fetch(new URL(download.signedFileUrl, url));
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(filesAtBackup[deletedFile]);
    await stopPortal();
  }, 300_000);

  it('refuses a file that is not a complete backup, and changes nothing', async () => {
    const before = uploadsOnDisk();
    const broken = path.join(work, 'broken.tar');
    fs.writeFileSync(broken, fs.readFileSync(path.join(work, 'portal.tar')).subarray(0, 20_000));
    const res = await npmRun('restore', broken);
    expect(res.code).not.toBe(0);
    expect(res.output).toMatch(/broken\.tar: The backup file is cut short|not a complete portal backup/);
    expect(uploadsOnDisk()).toEqual(before);
  }, 60_000);

  it('frees the lock at once when a download is dropped half way, and keeps no snapshot: npm run backup then succeeds', async () => {
    const url = await startPortal();
    // 48 MB of uploads: far more than the sockets buffer, so the archive is still being written
    // when the client goes away.
    const big = ['dropped-1.bin', 'dropped-2.bin', 'dropped-3.bin'];
    fs.mkdirSync(uploadsDir, { recursive: true });
    for (const name of big) fs.writeFileSync(path.join(uploadsDir, name), Buffer.alloc(16 * 1024 * 1024, name));
    const snapshots = () => fs.readdirSync(dataDir).filter((name) => name.startsWith('.backup-'));
    try {
      const { token } = JSON.parse(fs.readFileSync(path.join(dataDir, 'portal-server.json'), 'utf8')) as { token: string };
      // A client that reads the archive's first bytes, stops reading, then drops the connection.
      const request = http.request(`${url}/ops/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, agent: false });
      request.on('error', () => {}); // the socket destroyed below
      const firstBytes = await new Promise<Buffer>((resolve, reject) => {
        request.once('error', reject);
        request.on('response', (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', (chunk: Buffer) => {
            res.pause();
            resolve(chunk);
          });
        });
        request.end();
      });
      expect(firstBytes.subarray(0, 22).toString()).toBe('database/pglite.tar.gz');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(snapshots()).toHaveLength(1); // the backup is under way, waiting for the reader
      request.destroy();
      const dropped = performance.now();
      while (snapshots().length && performance.now() - dropped < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(snapshots(), 'the snapshot folder 10 s after the client left').toEqual([]);
      const freedMs = performance.now() - dropped;
      expect(freedMs).toBeLessThan(5_000);

      const backupFile = path.join(work, 'after-drop.tar');
      const backedUp = await npmRun('backup', backupFile);
      expect(backedUp.output).toMatch(/Backup written to .*after-drop\.tar .*taken from the running portal/);
      expect(backedUp.code).toBe(0);
      expect(snapshots()).toEqual([]);
      expect(server!.output()).toMatch(/backup abandoned/);
      await stopPortal();
    } finally {
      for (const name of big) fs.rmSync(path.join(uploadsDir, name), { force: true });
    }
  }, 300_000);

  it('points a PostgreSQL installation to pg_dump', async () => {
    const res = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn('npm', ['run', '--silent', 'backup', '--', path.join(work, 'pg.tar')], { cwd: REPO_ROOT, env: { ...env, DATABASE_URL: 'postgres://db.invalid/portal' } });
      let output = '';
      child.stderr.on('data', (d) => (output += d));
      child.on('exit', (code) => resolve({ code, output }));
    });
    expect(res.code).not.toBe(0);
    expect(res.output).toMatch(/npm run backup is for the embedded database\. With DATABASE_URL, back up the PostgreSQL database with pg_dump/);
    expect(fs.existsSync(path.join(work, 'pg.tar'))).toBe(false);
  }, 60_000);
});
