#!/usr/bin/env node
// Builds the web app when web/dist is missing or older than its sources, so that `npm start`
// on a fresh checkout serves the portal without a separate build step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'web', 'dist', 'index.html');
// The server's render of a phone's dashboard (web/src/ssr/entry-server.tsx), built beside it.
const serverRender = path.join(root, 'web', 'dist-ssr', 'entry-server.js');

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest(path.join(root, 'web', 'src')),
  newest(path.join(root, 'common', 'src')),
  // The build's own code (its plugins, the entry pages' shells) shapes the output too.
  newest(path.join(root, 'web', 'build')),
  fs.existsSync(path.join(root, 'web', 'vite.config.ts')) ? fs.statSync(path.join(root, 'web', 'vite.config.ts')).mtimeMs : 0,
  fs.existsSync(path.join(root, 'web', 'index.html')) ? fs.statSync(path.join(root, 'web', 'index.html')).mtimeMs : 0,
);
if (!fs.existsSync(path.join(root, 'web', 'index.html'))) {
  console.error('web/index.html is missing: nothing to build.');
  process.exit(0);
}
const fresh = (file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= sources;
if (fresh(built) && fresh(serverRender)) process.exit(0);
console.error('Building the web app (web/dist)...');
execSync('npm run build --workspace web', { cwd: root, stdio: 'inherit' });
