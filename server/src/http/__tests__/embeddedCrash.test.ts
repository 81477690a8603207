/**
 * The embedded database (the default) when its process dies at once (decision 0123): SIGKILL, as
 * the out-of-memory killer or a supervisor's last resort sends it, in the middle of writes. The
 * production bundle starts again on the same DATA_DIR, recovers, and every write it acknowledged
 * before the kill is there; it takes writes again.
 *
 * The embedded database runs inside the portal's process, so this runs in the PGlite run only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appServer, buildServerBundle, type AppServerProcess } from '../../test/cluster';
import { freePort } from '../../test/ports';
import { gqlAt } from '../../test/server';
import { startWriters } from '../../test/writers';

const PASSWORD = 'Crash-pass-2026';
const enabled = !process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
let server: AppServerProcess;

beforeAll(async () => {
  if (!enabled) return;
  buildServerBundle();
  // The writers write as fast as they can: a write budget out of their reach.
  server = appServer('embedded', await freePort(), { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, JOBS_ENABLED: 'false', NODE_ENV: 'test', LOG_LEVEL: 'warn', WRITE_BUDGET: '1000000/1000000' });
  await server.start(); // the first start migrates and seeds the demo company
}, 200_000);
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function login(gql: ReturnType<typeof gqlAt>): Promise<string> {
  const res = await gql<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'webeditor@demo.example', password: PASSWORD } });
  expect(res.errors).toBeUndefined();
  return res.data!.login.token;
}

it.runIf(enabled)('comes back after a kill -9 in the middle of writes with every acknowledged write', async () => {
  const gql = gqlAt(server.url);
  const token = await login(gql);
  const writers = startWriters(gql, token, 4, 'Crash');
  await new Promise((r) => setTimeout(r, 1_500));
  await server.kill();
  const log = await writers.stop();
  expect(log.acknowledged.length).toBeGreaterThan(0);

  await server.start();
  // The session survived too: it is in the database.
  const found = await gql<{ findManyCalEvents: { title: string }[] }>('{ findManyCalEvents(where: { title: { startsWith: "Crash " } }) { title } }', {}, token);
  expect(found.errors).toBeUndefined();
  const stored = new Set(found.data!.findManyCalEvents.map((e) => e.title));
  const lost = log.acknowledged.filter((title) => !stored.has(title));
  process.stdout.write(`embedded crash: ${log.acknowledged.length} writes acknowledged before the kill, ${log.dropped} cut by it, ${lost.length} lost\n`);
  expect(lost).toEqual([]);
  // And it takes writes again.
  const again = await gql<{ createOneCalEvents: { id: number } }>('mutation { createOneCalEvents(data: { title: "After the crash", date: "2031-05-01T14:00:00Z" }) { id } }', {}, token);
  expect(again.errors).toBeUndefined();
}, 240_000);
