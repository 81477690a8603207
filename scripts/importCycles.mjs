/**
 * Import circles (decisions 0100, 0145). Every relative import counts, `import type` and
 * `import()` too: a circle of types still ties the files together.
 * - `importCycles(folder)`: the groups of files that all reach each other through imports.
 * - `unitCycles(folder, description)`: the groups of folders that do, each file counted in its
 *   layer's folder or its peer's (scripts/layers.mjs): a folder on two floors (a file of it
 *   imported from below while another imports from above) or two modules that use each other.
 * Each group is sorted, its paths relative to the folder.
 *
 * Usage: node scripts/importCycles.mjs server/src (or web/src, common/src)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SERVER, unitOf, WEB } from './layers.mjs';

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

/** The groups of two or more nodes that reach each other, and nodes that import themselves (Tarjan). */
function strongGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The groups of two or more files that import each other, directly or round a circle. */
export function importCycles(folder) {
  const root = path.resolve(folder);
  const graph = new Map([...importGraph(root)].map(([file, targets]) => [relative(root, file), targets.map((t) => relative(root, t))]));
  return strongGroups(graph);
}

/** The imports from one folder to another, by folder (tests and files in no layer left out). */
export function unitGraph(folder, description) {
  const root = path.resolve(folder);
  const graph = new Map();
  const imports = [];
  for (const [file, targets] of importGraph(root)) {
    const from = unitOf(description, relative(root, file));
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, []);
    for (const target of targets) {
      const to = unitOf(description, relative(root, target));
      if (!to || to === from) continue;
      if (!graph.get(from).includes(to)) graph.get(from).push(to);
      imports.push({ from, to, file: `${relative(root, file)} -> ${relative(root, target)}` });
    }
  }
  return { graph, imports };
}

/** The groups of folders (layers, peers, top paths) that import each other, round a circle. */
export function unitCycles(folder, description) {
  return strongGroups(unitGraph(folder, description).graph);
}

const DESCRIPTIONS = { 'server/src': SERVER, 'web/src': WEB };

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const folder = process.argv[2] ?? 'server/src';
  const groups = importCycles(folder);
  for (const group of groups) process.stdout.write(`${group.join('  ')}\n`);
  const description = DESCRIPTIONS[path.relative(process.cwd(), path.resolve(folder)).split(path.sep).join('/')];
  const folders = description ? unitCycles(folder, description) : [];
  const { imports } = description ? unitGraph(folder, description) : { imports: [] };
  for (const group of folders) {
    process.stdout.write(`folders ${group.join('  ')}, for example:\n`);
    const shown = new Set();
    for (const i of imports) {
      if (!group.includes(i.from) || !group.includes(i.to) || shown.has(`${i.from} ${i.to}`)) continue;
      shown.add(`${i.from} ${i.to}`);
      process.stdout.write(`  ${i.file}\n`);
    }
  }
  process.exitCode = groups.length + folders.length > 0 ? 1 : 0;
}
