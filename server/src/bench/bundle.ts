/**
 * First-load JavaScript of the sign-in page (issue 13): the web build's entry and every chunk it
 * imports statically, gzip-compressed, from Vite's manifest. Chunks loaded later (the signed-in
 * app, the charts) do not count; the stylesheets are reported apart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

export function measureFirstLoad(options: { build: boolean }): { jsKb: number; cssKb: number } {
  if (options.build) execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: path.dirname(webRoot), stdio: 'ignore' });
  const dist = path.join(webRoot, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const chunks = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    manifest[key].css?.forEach((file) => css.add(file));
    manifest[key].imports?.forEach(visit);
  };
  visit('index.html');
  const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  return { jsKb: Math.round(sum([...chunks].map((key) => manifest[key].file)) * 10) / 10, cssKb: Math.round(sum(css) * 10) / 10 };
}
