/**
 * First-load JavaScript of the sign-in page (issue 13), as the web build measures it
 * (web/build/firstLoadBudget.ts: the entry and its static imports, gzip): the bench builds the
 * app and reads the figures the build wrote, so there is one way of counting.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

export function measureFirstLoad(options: { build: boolean }): { jsKb: number } {
  if (options.build) execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: path.dirname(webRoot), stdio: 'ignore' });
  const report = JSON.parse(fs.readFileSync(path.join(webRoot, 'dist', '.vite', 'first-load.json'), 'utf8')) as { gzipBytes: number };
  return { jsKb: Math.round((report.gzipBytes / 1024) * 10) / 10 };
}
