/**
 * Each rule in common, once (issue 43 item 6, decision 0146): an operation's argument schemas
 * live in common (common/src/args), where the web's dialogs validate with them too. A module's
 * index.ts may only name them: its `args` is a schema imported from @portal/common, a generic
 * model's list arguments from graphql/argTypes (`listArgs('User')`, built from the model, no
 * rule of their own), or an object that spreads those. An inline zod object, or one imported
 * from the module's own files, fails here; so does a GraphQL input type named inside a module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = 'server/src/modules';
const COMMON = /^@portal\/common(\/.*)?$/;
const ARG_TYPES = /\/graphql\/argTypes$/;

/** Local name → the module it is imported from. */
function importsOf(source) {
  const from = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = statement.moduleSpecifier.text;
    const { name, namedBindings } = statement.importClause;
    if (name) from.set(name.text, specifier);
    if (namedBindings && ts.isNamedImports(namedBindings)) for (const element of namedBindings.elements) from.set(element.name.text, specifier);
  }
  return from;
}

/** Why an `args` value is not a shared schema, or null when it is one. */
function refusalOf(expression, imports) {
  const e = ts.isParenthesizedExpression(expression) ? expression.expression : expression;
  if (ts.isIdentifier(e)) {
    const from = imports.get(e.text);
    if (from && (COMMON.test(from) || ARG_TYPES.test(from))) return null;
    return `${e.text} is ${from ? `imported from ${from}` : 'declared in the file'}, not from @portal/common`;
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && ARG_TYPES.test(imports.get(e.expression.text) ?? '')) {
    return e.arguments.every((a) => ts.isStringLiteral(a)) ? null : `${e.expression.text}(...) takes a model's name`;
  }
  if (ts.isObjectLiteralExpression(e)) {
    for (const property of e.properties) {
      if (!ts.isSpreadAssignment(property)) return `an argument (${property.name?.getText() ?? '?'}) declared inline`;
      const refusal = refusalOf(property.expression, imports);
      if (refusal) return refusal;
    }
    return null;
  }
  return `an inline schema (${e.getText().slice(0, 60)})`;
}

/** `query('name', { ... })` or `mutation(...)`: an operation's declaration (graphql/module.ts). */
const isOperation = (node) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['query', 'mutation'].includes(node.expression.text);

/** Every operation's `args:` in the file, each with its refusal (null when it names a shared schema). */
export function checkModuleIndex(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = importsOf(source);
  const found = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'args' && isOperation(node.parent.parent)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ where: `${fileName}:${line + 1}`, refusal: refusalOf(node.initializer, imports) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const moduleIndexes = () =>
  fs
    .readdirSync(path.join(repo, MODULES), { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(repo, MODULES, d.name, 'index.ts')))
    .map((d) => `${MODULES}/${d.name}/index.ts`);

/** The module's source files (tests left out). */
function moduleSources(dir = path.join(repo, MODULES)) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === '__tests__' ? [] : moduleSources(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe("operations' argument schemas live in common", () => {
  it("every module index.ts names its operations' arguments from @portal/common", () => {
    const all = moduleIndexes().flatMap((file) => checkModuleIndex(file, fs.readFileSync(path.join(repo, file), 'utf8')));
    // Not vacuous: the modules declare dozens of operations with arguments.
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((a) => a.refusal).map((a) => `${a.where}: ${a.refusal}`)).toEqual([]);
  });

  it('no module names a GraphQL input type of its own (input types are declared with their schema in common)', () => {
    const named = moduleSources()
      .filter((file) => /\bgraphql(Type|Value)\s*\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(named).toEqual([]);
  });

  it('refuses an inline zod object, a local or module-file schema, and an inline field next to a spread', () => {
    const source = `
      import { z } from 'zod';
      import { rolesWith, searchArgs } from '@portal/common';
      import { listArgs } from '../../graphql/argTypes';
      import { localArgs } from './service';
      const here = { id: z.number().int() };
      export const m = [
        query('a', { args: searchArgs }),
        query('b', { args: { ...searchArgs, ...listArgs('User') } }),
        query('c', { args: { id: z.number().int() } }),
        query('d', { args: here }),
        query('e', { args: localArgs }),
        query('f', { args: { ...searchArgs, limit: z.number() } }),
        query('g', { args: listArgs(name) }),
        mutation('h', { args: { keys: z.array(z.string()) } }),
      ];
      const notAnOperation = { args: { take: 10 } };`;
    const refused = checkModuleIndex('planted.ts', source).map((a) => a.refusal !== null);
    expect(refused).toEqual([false, false, true, true, true, true, true, true]);
  });
});
