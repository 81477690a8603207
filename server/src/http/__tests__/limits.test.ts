/** Protections of the HTTP and GraphQL layer: health checks, limits, masking, production settings. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { makeUser, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
let prod: TestServer;
let actor: Actor;
/** A built web app in miniature: a page, a script and its source map. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.map'), '{"version":3,"sources":["app.ts"],"mappings":""}');
  t = await startTestServer({}, { webDist });
  prod = await startTestServer({ NODE_ENV: 'production' }, { webDist });
  actor = await makeUser(t, { email: 'mail@test.example' });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('HTTP', () => {
  it('answers the health checks', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('refuses an oversized JSON body before reading it', async () => {
    const res = await fetch(`${t.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(2_100_000) }) });
    expect(res.status).toBe(413);
  });

  it('gives every response a request id', async () => {
    const res = await fetch(`${t.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'trace-123' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('the web app', () => {
  it('serves its scripts, and their source maps only outside production', async () => {
    for (const server of [t, prod]) expect((await fetch(`${server.url}/assets/app.js`)).status).toBe(200);
    expect((await fetch(`${t.url}/assets/app.js.map`)).status).toBe(200);
    const map = await fetch(`${prod.url}/assets/app.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('mappings');
  });
});

describe('GraphQL limits', () => {
  it('refuses queries nested too deeply', async () => {
    let selection = 'id';
    for (let i = 0; i < 14; i++) selection = `supervisor { ${selection} }`;
    const res = await t.gql(`{ users(take: 1) { ${selection} } }`, {}, actor.token);
    expect(res.errors?.[0].message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: checkAuth { id }`).join(' ');
    const res = await t.gql(`{ ${aliases} }`, {}, actor.token);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it('does not batch operations', async () => {
    const res = await fetch(`${t.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]) });
    expect(res.ok).toBe(false);
  });

  it('turns off introspection in production and keeps it in development', async () => {
    const q = `{ __schema { queryType { name } } }`;
    expect((await prod.gql(q)).errors?.[0].message).toMatch(/introspection/i);
    expect((await t.gql(q)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('e-mail without SMTP', () => {
  it('keeps the message in the outbox (the link can be read from the log)', async () => {
    await t.gql(`mutation { requestPasswordReset(input: { email: "mail@test.example" }) { message } }`);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails).toEqual([expect.objectContaining({ to: 'mail@test.example', status: 'logged' })]);
    expect(mails[0].text).toMatch(/http:\/\/portal\.test\/reset\//);
  });
});
