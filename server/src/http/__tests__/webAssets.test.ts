/**
 * The web app's files on the wire (issue 28): a hashed asset comes as brotli or gzip when the
 * browser accepts it (the copies the web build wrote), cached for a year; index.html, also for
 * the app's routes, must be revalidated every time.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const script = `export const app = ${JSON.stringify('portal '.repeat(500))};\n`;
const page = `<!doctype html><title>Portal</title><script type="module" src="/assets/index-AbC123.js"></script>${' '.repeat(2000)}`;

/** The build's variants of index.html (web/build/entryPages.ts), told apart by their title. */
const VARIANTS = Object.fromEntries(['index.signin.html', 'index.app.html', 'index.dashboard.html'].map((name) => [name, page.replace('Portal', name)]));

/** A GET with the given Accept-Encoding (and other headers), the body as received (not decoded). */
function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  // A build in miniature, with the compressed copies web/build/precompress.ts writes.
  fs.mkdirSync(path.join(webDist, 'assets'));
  const variants = Object.entries(VARIANTS);
  for (const [name, content] of [['index.html', page], [path.join('assets', 'index-AbC123.js'), script], ...variants]) {
    const file = path.join(webDist, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  }
  t = await startTestServer({ NODE_ENV: 'production' }, { webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends a hashed asset as brotli when accepted, cached for a year', async () => {
    const res = await get(`${t.url}/assets/index-AbC123.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get(`${t.url}/assets/index-AbC123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(`${t.url}/assets/index-AbC123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed but never from cache without asking, for the app routes too', async () => {
    for (const route of ['/', '/dashboard']) {
      const res = await get(`${t.url}${route}`, 'br');
      expect(res.status, route).toBe(200);
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers['content-type'], route).toMatch(/text\/html/);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString(), route).toBe(page);
    }
  });
});

describe('revalidation', () => {
  it('answers 304 without a body when the browser holds the current file, and HEAD with the headers only', async () => {
    const first = await get(`${t.url}/`, 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(`${t.url}/`, 'br', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.request(`${t.url}/assets/index-AbC123.js`, { method: 'HEAD' }, resolve).on('error', reject).end();
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(script.length);
  });

  it('sends the app for its own routes and a 404 for a missing file', async () => {
    const route = await get(`${t.url}/no/such/screen`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toBe(page);
    expect((await get(`${t.url}/assets/index-Missing.js`)).status).toBe(404);
    expect((await get(`${t.url}/assets/%E0%A4%A.js`)).status).toBe(404);
  });
});

describe('a build made while the server runs (decisions 0118 and 0119)', () => {
  it('serves a rewritten file whole at its new length, a removed one as not found, and keeps running', async () => {
    const file = path.join(webDist, 'assets', 'index-Changed1.js');
    const before = 'export const version = 1;\n';
    const after = `export const version = 2; // ${'longer '.repeat(50)}\n`;
    fs.writeFileSync(file, before);
    expect((await get(`${t.url}/assets/index-Changed1.js`)).body.toString()).toBe(before);
    fs.writeFileSync(file, after);
    const rewritten = await get(`${t.url}/assets/index-Changed1.js`);
    expect(rewritten.body.toString()).toBe(after);
    expect(Number(rewritten.headers['content-length'])).toBe(after.length);
    fs.rmSync(file);
    expect((await get(`${t.url}/assets/index-Changed1.js`)).status).toBe(404);
    expect((await get(`${t.url}/assets/index-AbC123.js`)).body.toString()).toBe(script);
  });

  // One kept-alive connection for both requests: bytes sent past the announced length would be
  // read as the start of the second answer (decision 0119).
  it('sends exactly the announced length of a file that grows or goes while it is sent, and the next answer on the connection is whole', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const file = path.join(webDist, 'assets', 'index-Big1.js');
    const content = Buffer.alloc(4_000_000, 'a');
    const cases: [string, () => void][] = [
      ['grows', () => fs.appendFileSync(file, 'b'.repeat(100_000))],
      ['is removed', () => fs.rmSync(file)],
    ];
    try {
      for (const [what, change] of cases) {
        fs.writeFileSync(file, content);
        const first = await new Promise<{ length: number; announced: number }>((resolve, reject) => {
          http.get(`${t.url}/assets/index-Big1.js`, { agent }, (res) => {
            let length = 0;
            res.once('data', change);
            res.on('data', (c: Buffer) => (length += c.length));
            res.on('end', () => resolve({ length, announced: Number(res.headers['content-length']) }));
          }).on('error', reject);
        });
        expect(first, what).toEqual({ length: content.length, announced: content.length });
        const next = await new Promise<string>((resolve, reject) => {
          http.get(`${t.url}/assets/index-AbC123.js`, { agent }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks).toString()));
          }).on('error', reject);
        });
        expect(next, what).toBe(script);
      }
    } finally {
      agent.destroy();
      fs.rmSync(file, { force: true });
    }
  });

  it("never sends the build's hidden files (its manifest)", async () => {
    fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"secret": true}');
    for (const route of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/%2Evite/manifest.json']) {
      const res = await get(`${t.url}${route}`);
      expect(res.body.toString(), route).not.toContain('secret');
    }
  });
});

describe('the page a navigation gets (decision 0107)', () => {
  const title = (body: Buffer) => /<title>([^<]*)<\/title>/.exec(body.toString())?.[1];
  const navigate = async (route: string, headers: Record<string, string>) => {
    const res = await get(`${t.url}${route}`, undefined, headers);
    expect(res.status, route).toBe(200);
    expect(res.headers.vary, route).toMatch(/cookie/i);
    expect(res.headers['cache-control'], route).toBe('no-cache');
    return title(res.body);
  };
  const session = { cookie: 'theme=dark; portal_token=abc' };

  it('sends the painted sign-in card to a browser without a session, on the sign-in paths only', async () => {
    for (const route of ['/', '/login', '/dashboard']) expect(await navigate(route, { 'sec-fetch-site': 'none' }), route).toBe('index.signin.html');
    expect(await navigate('/login', { 'sec-fetch-site': 'same-origin' })).toBe('index.signin.html');
    for (const route of ['/forgot', '/signup', '/reset/abc']) expect(await navigate(route, { 'sec-fetch-site': 'none' }), route).toBe('Portal');
  });

  it('sends index.html to a navigation from another site (the Strict cookie stays home) or a browser that does not say', async () => {
    expect(await navigate('/login', { 'sec-fetch-site': 'cross-site' })).toBe('Portal');
    expect(await navigate('/login', {})).toBe('Portal');
  });

  it("sends the page that preloads the signed-in app (and the dashboard's code on / and /dashboard) to a browser with a session", async () => {
    expect(await navigate('/', session)).toBe('index.dashboard.html');
    expect(await navigate('/dashboard', session)).toBe('index.dashboard.html');
    expect(await navigate('/baseball-card/100913', session)).toBe('index.app.html');
    expect(await navigate('/login', { cookie: 'portal_token=' , 'sec-fetch-site': 'none' })).toBe('index.signin.html');
  });

  it('serves files as they are', async () => {
    const res = await get(`${t.url}/assets/index-AbC123.js`, undefined, session);
    expect(res.body.toString()).toBe(script);
  });
});
