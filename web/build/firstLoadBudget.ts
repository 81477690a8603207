import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Issue 13: the sign-in page's first-load JavaScript is at most 200 KB gzip. The first load is
 * the entry chunk, the app it imports (src/app/boot.tsx) and every chunk those import statically
 * (the browser needs them before the app renders); lazy chunks (the signed-in app, Apollo) are
 * not part of it. Every production build
 * prints the figure and fails above the budget, so a change that pulls a large library back into
 * the sign-in page is caught by CI (the browser journeys build the app) rather than by users.
 */
const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;
/** The build's first-load figures, written under dist/.vite/. */
const FIRST_LOAD_REPORT = 'first-load.json';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports?: string[];
  code: string;
}

export interface FirstLoad {
  chunks: { fileName: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The entry chunks, what they import (statically, and the app the entry imports once the HTML has
 * painted: src/main.tsx), and the static imports of those, with their gzip sizes (zlib level 9),
 * largest first. Lazy chunks further down (the signed-in app, Apollo) are not counted.
 */
export function firstLoadOf(bundle: Record<string, BuiltChunk | { type: 'asset' }>): FirstLoad {
  const chunks = new Map<string, BuiltChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    visit(chunk.fileName);
    for (const imported of chunk.dynamicImports ?? []) visit(imported);
  }
  const sized = [...loaded]
    .map((fileName) => ({ fileName, gzipBytes: gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks: sized, gzipBytes: sized.reduce((sum, c) => sum + c.gzipBytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function firstLoadBudget(budgetBytes = FIRST_LOAD_BUDGET_BYTES): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:first-load-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const load = firstLoadOf(bundle as Parameters<typeof firstLoadOf>[0]);
      const parts = load.chunks.map((c) => `${c.fileName} ${kb(c.gzipBytes)}`).join(', ');
      const summary = `first load of the sign-in page: ${kb(load.gzipBytes)} gzip (budget ${kb(budgetBytes)}): ${parts}`;
      if (load.gzipBytes > budgetBytes) {
        this.error(`${summary}. Keep what only signed-in pages need in lazy chunks (issue 13).`);
      }
      config.logger.info(summary);
      // Kept with the build for `npm run bench`, which reports it against its baseline.
      const report = path.join(path.resolve(config.root, config.build.outDir), '.vite', FIRST_LOAD_REPORT);
      fs.mkdirSync(path.dirname(report), { recursive: true });
      fs.writeFileSync(report, `${JSON.stringify(load, null, 2)}\n`);
    },
  };
}
