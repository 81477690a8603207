/**
 * The production server on the embedded database, started as `npm start` starts it (the bundle
 * built once, then plain Node): first start migrates and seeds, SIGTERM stops cleanly, and the
 * data is still there after a restart (no second seed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer, buildServerBundle } from '../../test/cluster';
import { freePort } from '../../test/ports';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
// A start through tsx compiles the whole server first: several times the bundle's start on a
// loaded machine, twice in this file.
beforeAll(buildServerBundle);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function runServer(work: (url: string) => Promise<void>): Promise<string> {
  const server = appServer('restart', await freePort(), { DATA_DIR: dataDir, DEMO_PASSWORD: 'Restart-pass-2026', LOG_LEVEL: 'info', JOBS_ENABLED: 'false', NODE_ENV: 'test' });
  await server.start();
  try {
    await work(server.url);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  return server.output();
}

async function login(url: string) {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { login(input: { email: "webeditor@demo.example", password: "Restart-pass-2026" }) { token } }` }),
  });
  return ((await res.json()) as { data: { login: { token: string } } }).data.login.token;
}

async function gql(url: string, token: string, query: string) {
  const res = await fetch(`${url}/api`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
  return (await res.json()) as { data: Record<string, unknown> };
}

describe('start, stop and restart', () => {
  it('seeds once, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = await runServer(async (url) => {
      const token = await login(url);
      const created = await gql(url, token, `mutation { createOneCalEvents(data: { title: "Survives restart", date: "2031-05-01T14:00:00Z" }) { id } }`);
      expect(created.data.createOneCalEvents).toBeTruthy();
    });
    expect(first).toMatch(/Demo logins \(one per role\)/);
    expect(first).toMatch(/"msg":"stopped"/);
    const second = await runServer(async (url) => {
      const token = await login(url);
      const events = await gql(url, token, `{ findManyCalEvents(where: { title: { equals: "Survives restart" } }) { title } }`);
      expect(events.data.findManyCalEvents).toEqual([{ title: 'Survives restart' }]);
    });
    expect(second).not.toMatch(/Demo logins/);
  }, 180_000);
});
