#!/usr/bin/env node
/**
 * The bench's commands (docs/BENCH.md). The bench is a package of its own, bench/, outside the
 * workspaces (decision 0150): its packages (PostGraphile 5, Lighthouse, autocannon) ask for Node 22,
 * so the repository's `npm ci` leaves them out and this script installs them into bench/node_modules
 * on first use, and again when bench/package.json or its lockfile changes. The bench's code imports
 * the server's (../server/src) and the packages both share (drizzle-orm, tsx, @portal/common) from
 * the repository's own install, which Node finds by walking up from bench/.
 *
 *   node scripts/bench.mjs run|load|lighthouse|phone [args]   npm run bench, bench:load, bench:lighthouse
 *   node scripts/bench.mjs install                             the packages only (CI, npm run typecheck)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench');
const ENTRIES = { run: 'run.ts', load: 'load.ts', lighthouse: 'lighthouseRun.ts', phone: 'phoneDraws.ts' };
const HELP = `usage: node scripts/bench.mjs <command> (the variables: docs/BENCH.md)
  run          npm run bench: timed screens, throughput, memory, first load, Lighthouse
  load         npm run bench:load: many clients at once, hostile ones among them
  lighthouse   npm run bench:lighthouse: Lighthouse alone over a seeded database
  phone        what phones' drawn dashboards cost another user
  install      install the bench's packages into bench/node_modules (when missing or stale)`;

/** What the installed packages were installed from: the package file and its lockfile. */
function installSource() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const at = path.join(benchDir, file);
    if (fs.existsSync(at)) hash.update(fs.readFileSync(at));
  }
  return hash.digest('hex');
}

function ensureInstalled() {
  const marker = path.join(benchDir, 'node_modules', '.installed-from');
  const source = installSource();
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === source) return;
  const locked = fs.existsSync(path.join(benchDir, 'package-lock.json'));
  console.log(`installing the bench's packages into bench/node_modules (${locked ? 'npm ci' : 'npm install'}; about a minute, once)`);
  // Their Node 22 engine warnings are expected (decision 0150): errors only.
  const npm = spawnSync('npm', [locked ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: benchDir, stdio: 'inherit' });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  fs.writeFileSync(marker, source);
}

const [command, ...args] = process.argv.slice(2);
if (!command || command === '--help' || command === '-h' || args.includes('--help')) {
  console.log(HELP);
  process.exit(command ? 0 : 1);
}
if (command !== 'install' && !ENTRIES[command]) {
  console.error(`unknown bench command: ${command}\n${HELP}`);
  process.exit(1);
}
ensureInstalled();
if (command === 'install') process.exit(0);
const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, 'src', ENTRIES[command]), ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
