/**
 * Adding the portal to a phone's home screen (issue 26 item 6, decision 0096): the web app
 * manifest is served as application/manifest+json, is valid JSON with a standalone display, the
 * 192 and 512 icons and a maskable one, each served as a PNG of its stated size, and shortcuts
 * to the viewer's card, goals and follow-ups; index.html links it, and the CSP allows it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-manifest-'));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

beforeAll(async () => {
  // What the web build puts in dist: web/public copied as it is, and index.html.
  fs.cpSync(path.join(REPO_ROOT, 'web', 'public'), webDist, { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'web', 'index.html'), path.join(webDist, 'index.html'));
  t = await startTestServer({ NODE_ENV: 'production' }, { webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A PNG's width and height from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('is served as application/manifest+json and is a standalone app with the 192, 512 and maskable icons', async () => {
    const res = await fetch(`${t.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await res.text()) as Record<string, unknown> & { icons: ManifestIcon[]; shortcuts: { name: string; url: string }[] };
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: '/dashboard', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    for (const icon of manifest.icons) {
      const file = await fetch(`${t.url}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toEqual({ width, height });
    }
  });

  it('has shortcuts to the viewer’s own card, goals and follow-ups, which the app routes', async () => {
    const manifest = (await (await fetch(`${t.url}/manifest.webmanifest`)).json()) as { shortcuts: { name: string; url: string }[] };
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/my/card', '/my/goals', '/my/followups']);
    // The app's own routes (web/src/app/router): the page is the app, which redirects to the viewer's own.
    const page = await fetch(`${t.url}/my/goals`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('is linked from index.html with the apple-touch-icon and theme colour, and allowed by the CSP', async () => {
    const res = await fetch(`${t.url}/dashboard`);
    const html = await res.text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/i);
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)" \/>/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    const icon = await fetch(`${t.url}${touchIcon}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await icon.arrayBuffer()))).toEqual({ width: 180, height: 180 });
    expect(res.headers.get('content-security-policy')).toContain("manifest-src 'self'");
  });
});
