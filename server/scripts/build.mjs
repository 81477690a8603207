#!/usr/bin/env node
// Builds the production server: server/src/main.ts and the workspace packages it uses (@portal/*,
// TypeScript) bundled into server/dist/main.mjs (and the embedded database's worker into
// server/dist/pgliteWorker.mjs), every npm package left to Node to load from
// node_modules. The server then runs on plain Node, without tsx's loader: tsx compiles on a
// loader thread with its own JavaScript heap, about 50 MB of the server's memory (decision 0009).
// It takes under a second, so `npm start` builds on every start and never runs a stale bundle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(serverDir, 'dist', 'main.mjs');

/** npm packages stay imports (their files, wasm and data are found where npm put them). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  const result = await esbuild.build({
    // The embedded database's thread (decision 0108) is an entry of its own, found next to the
    // bundle (server/src/db/pgliteThread.ts: new URL('./pgliteWorker.mjs', import.meta.url)).
    entryPoints: { main: path.join(serverDir, 'src', 'main.ts'), pgliteWorker: path.join(serverDir, 'src', 'db', 'pgliteWorker.ts') },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
    write: false,
  });
  // Each file is written beside its place and renamed into it, so a server starting while
  // another build runs (CI runs the two databases' tests side by side, and both build) reads a
  // whole bundle, never a half-written one.
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const writeWhole = (file, contents) => {
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, contents);
    fs.renameSync(partial, file);
  };
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  return SERVER_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildServer();
}
