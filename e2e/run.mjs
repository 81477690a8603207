#!/usr/bin/env node
// Runs the browser journeys (vitest project "e2e"). Without Chromium they are not run, and this
// says so clearly; CI sets E2E_REQUIRED=1 so a missing browser fails the run instead.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `Browser tests NOT run: no Chromium at ${chromium} (install it with: apt-get install -y chromium).`;
  if (process.env.E2E_REQUIRED) {
    console.error(`${message} E2E_REQUIRED is set, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} ***\n`);
  process.exit(0);
}
execSync('node scripts/ensure-web-build.mjs', { cwd: root, stdio: 'inherit' });
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
