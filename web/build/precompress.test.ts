import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of the built text files, and of nothing else', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-abc.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'assets', 'roboto-abc.woff2'), script);
    fs.writeFileSync(path.join(dir, '.vite', 'first-load.json'), script);

    const result = await precompressDir(dir);

    expect(result.files).toBe(1);
    expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    const written = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.br') || f.endsWith('.gz'));
    expect(written.sort()).toEqual([path.join('assets', 'index-abc.js.br'), path.join('assets', 'index-abc.js.gz')]);
  });
});
