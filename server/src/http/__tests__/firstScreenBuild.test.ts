/**
 * The drawn dashboard and the web build on disk (decision 0125): a build made after the server
 * started is drawn once it is there; a build made after the server loaded its render gets the
 * page the browser draws until a restart, since the loaded render's markup would no longer match
 * the browser's code. With a render module written here, standing in for
 * web/dist-ssr/entry-server.js, so that the test can build it and build it again.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenDrawer } from '../firstScreen';


let root: string;
let server: http.Server;
let url: string;
const logLines: string[] = [];
let builds = 0;

/** A build: the page the server fills, and a render that draws the build's name. */
function writeBuild(name: string) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist', 'index.dashboard.html'), '<html><head><title>t</title></head><body><div id="root"></div></body></html>');
  const entry = path.join(root, 'dist-ssr', 'entry-server.js');
  fs.writeFileSync(
    entry,
    `export async function drawFirstScreen() { return { html: '<p>drawn by ${name}</p>', styles: '', title: 'Dashboard', state: {} }; }
     export async function warmUp() {}`,
  );
  // A rebuild within the file system's time resolution still has to read as another build.
  const stamp = new Date(fs.statSync(entry).mtimeMs + ++builds * 10_000);
  fs.utimesSync(entry, stamp, stamp);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-build-'));
  const log = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) }));
  // The render written here asks nothing of the API.
  const sendDrawnPage = firstScreenDrawer({ webDist: path.join(root, 'dist'), api: () => async () => ({ data: null }), log });
  server = http.createServer((req, res) => {
    void sendDrawnPage(req, res, new URL(req.url ?? '/', 'http://x').pathname).then((sent) => sent || res.end('static page'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

async function phoneDashboard(): Promise<string> {
  const res = await fetch(`${url}/dashboard`, { headers: { cookie: 'portal_token=t; portal_layout=phone' } });
  return res.text();
}

describe('the drawn dashboard and the web build on disk', () => {
  it('draws with the build the server first found, and not with a render that no longer matches the build', async () => {
    expect(await phoneDashboard()).toBe('static page'); // no server render built yet

    writeBuild('build one');
    expect(await phoneDashboard()).toContain('<div id="root"><p>drawn by build one</p></div>');
    expect(await phoneDashboard()).toContain('drawn by build one');

    writeBuild('build two');
    expect(await phoneDashboard()).toBe('static page');
    expect(await phoneDashboard()).toBe('static page');
    const told = logLines.filter((line) => line.includes('the web build changed'));
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0])).toMatchObject({ level: 40, msg: expect.stringContaining('until a restart') });

    fs.rmSync(path.join(root, 'dist-ssr'), { recursive: true });
    expect(await phoneDashboard()).toBe('static page'); // a build without its server render
  });
});
