import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import portal from './scripts/eslint/featureBoundaries.mjs';
import { SERVER, WEB } from './scripts/layers.mjs';

const drizzleSql = { name: 'drizzle-orm', importNames: ['sql'], message: 'Import sql from server/src/db/sql.ts (the same SQL objects, built faster).' };

/**
 * The layers of server/src and web/src, lowest first (scripts/layers.mjs; decisions 0100, 0145):
 *
 *   server: config.ts, db/  ←  lib/  ←  infra/  ←  auth/  ←  services.ts  ←  jobs/runner.ts  ←  graphql/  ←  modules/  ←  http/
 *   web:    graphql/  ←  lib/  ←  components/  ←  features/  ←  app/
 *
 * A file imports its own layer and the ones below it, never one above. Above every layer sit the
 * entry points and tools, which may import anything and which no layer imports (the server's
 * main.ts, printSchema.ts, jobs/index.ts, seed/, ops/, test/; the web's main.tsx, ssr/
 * and test/), and the tests. Imports are matched as written (relative paths; no folder inside a
 * root repeats one of its layers' names). scripts/importCycles.mjs finds the circles between
 * folders this cannot see (dynamic imports, two modules or features that use each other).
 */
const SQL_FILE = 'server/src/db/sql.ts';
const TESTS = ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/*.fixtures.ts'];

/** A layer's or top path's name as an import writes it: `services.ts` → `services`. */
const written = (place) => place.replace(/\.tsx?$/, '');

function layerBlocks({ root, layers, top }) {
  const order = layers.map((layer) => layer.name).join(' ← ');
  return layers.flatMap((layer, at) => {
    const above = [...layers.slice(at + 1).flatMap((l) => l.paths), ...top].map(written).filter((name) => !name.includes('/'));
    const pattern = {
      // './x', '../x', '../../x/y' where x is a folder (or root file) above this layer.
      regex: `^\\.\\.?/(\\.\\./)*(${[...new Set(above)].join('|')})(/|$)`,
      message: `${layer.name} may not import a layer above it (${root}, lowest first: ${order}; entry points and tools on top; decisions 0100, 0145).`,
    };
    const files = layer.paths.map((place) => (/\.tsx?$/.test(place) ? `${root}/${place}` : `${root}/${place}/**/*.{ts,tsx}`));
    const ignores = [...(layer.except ?? []).map((place) => `${root}/${place}`), ...TESTS];
    // The same rule's options in a later block replace the earlier ones: the server's sql restriction is repeated.
    const block = (blockFiles, blockIgnores, paths) => ({ files: blockFiles, ignores: blockIgnores, rules: { 'no-restricted-imports': ['error', { paths, patterns: [pattern] }] } });
    if (root !== SERVER.root) return [block(files, ignores, [])];
    return [block(files, [...ignores, SQL_FILE], [drizzleSql]), ...(layer.name === 'db' ? [block([SQL_FILE], [], [])] : [])];
  });
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'server/drizzle/**', 'web/src/gql/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal },
    rules: { ...reactHooks.configs.recommended.rules, 'portal/feature-boundaries': 'error' },
  },
  {
    // One `sql` tag on the server: db/sql.ts makes the same Drizzle objects without Drizzle's
    // per-chunk table check (issue 13).
    files: ['server/src/**/*.ts', 'bench/src/**/*.ts'],
    ignores: ['server/src/db/sql.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [drizzleSql] }] },
  },
  ...layerBlocks(SERVER),
  ...layerBlocks(WEB),
  {
    // One clock (common/src/clock.ts, issue 42): calendar time comes from `clock`, which a test
    // or CLOCK_AT sets; a duration from performance.now(). Reading the machine's clock anywhere
    // else is how a suite ends up failing in December.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['common/src/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use clock.now() from @portal/common (calendar time) or performance.now() (a duration).' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use clock.nowMs() from @portal/common (calendar time) or performance.now() (a duration).' },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.mjs', 'server/src/seed/cli.ts', 'bench/src/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
