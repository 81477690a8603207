/**
 * Import circles between a folder's TypeScript files (decision 0100). Every relative import
 * counts, `import type` and `import()` too: a circle of types still ties the files together.
 * Returns the strongly connected groups of files (each sorted, paths relative to the folder):
 * the files of a group all reach each other through imports.
 *
 * Usage: node scripts/importCycles.mjs server/src
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Each file's imports of other files under the folder. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The groups of two or more files that import each other, directly or round a circle (Tarjan). */
export function importCycles(folder) {
  const root = path.resolve(folder);
  const graph = importGraph(root);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (group.length > 1 || selfImport) groups.push(group.map((f) => path.relative(root, f).split(path.sep).join('/')).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const groups = importCycles(process.argv[2] ?? 'server/src');
  for (const group of groups) process.stdout.write(`${group.join('  ')}\n`);
  process.exitCode = groups.length > 0 ? 1 : 0;
}
