import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import portal from './scripts/eslint/featureBoundaries.mjs';

const drizzleSql = { name: 'drizzle-orm', importNames: ['sql'], message: 'Import sql from server/src/db/sql.ts (the same SQL objects, built faster).' };

/**
 * The server's layers, lowest first (decision 0100). A file imports its own layer and the ones
 * below it, never one above:
 *
 *   config.ts, db/  ←  lib/  ←  infra/  ←  auth/  ←  services.ts  ←  jobs/runner.ts  ←  graphql/  ←  modules/  ←  http/
 *
 * lib/ is logging, metrics, the audit log and the request's id (over db/); infra/ the mailer and
 * the file store; services.ts bundles the long-lived pieces; jobs/runner.ts runs a JobDef that
 * a module declares. Above every layer sit the entry points and tools, which may import
 * anything and which no layer imports: main.ts, printSchema.ts, jobs/index.ts (every module's
 * jobs), seed/, ops/, bench/, test/. Tests (`__tests__/`) may import the harness and so sit
 * there too. Imports are matched as written (relative paths; no folder inside server/src
 * repeats a layer's name).
 */
const SERVER_LAYERS = [
  { name: 'db', files: ['server/src/db/**/*.ts', 'server/src/config.ts'], imports: ['db', 'config'] },
  { name: 'lib', files: ['server/src/lib/**/*.ts'], imports: ['lib'] },
  { name: 'infra', files: ['server/src/infra/**/*.ts'], imports: ['infra'] },
  { name: 'auth', files: ['server/src/auth/**/*.ts'], imports: ['auth'] },
  { name: 'services.ts', files: ['server/src/services.ts'], imports: ['services'] },
  { name: 'jobs/runner.ts', files: ['server/src/jobs/**/*.ts'], ignores: ['server/src/jobs/index.ts'], imports: ['jobs'] },
  { name: 'graphql', files: ['server/src/graphql/**/*.ts'], imports: ['graphql'] },
  { name: 'modules', files: ['server/src/modules/**/*.ts'], imports: ['modules'] },
  { name: 'http', files: ['server/src/http/**/*.ts'], imports: ['http'] },
];
const SERVER_TOOLS = ['main', 'printSchema', 'seed', 'ops', 'bench', 'test'];
const LAYER_ORDER = 'db ← lib ← infra ← auth ← services.ts ← jobs/runner.ts ← graphql ← modules ← http';

const SQL_FILE = 'server/src/db/sql.ts';

const serverLayers = SERVER_LAYERS.flatMap((layer, at) => {
  const above = [...SERVER_LAYERS.slice(at + 1).flatMap((l) => l.imports), ...SERVER_TOOLS];
  const pattern = {
    // './x', '../x', '../../x/y' where x is a folder (or root file) above this layer.
    regex: `^\\.\\.?/(\\.\\./)*(${above.join('|')})(/|$)`,
    message: `${layer.name} may not import a layer above it (server layers, lowest first: ${LAYER_ORDER}; entry points and tools on top; decision 0100).`,
  };
  // The same rule's options in a later block replace the earlier ones: the sql restriction is repeated.
  const block = (files, ignores, paths) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { paths, patterns: [pattern] }] } });
  const ignores = [...(layer.ignores ?? []), '**/__tests__/**', '**/*.test.ts'];
  return [block(layer.files, [...ignores, SQL_FILE], [drizzleSql]), ...(layer.name === 'db' ? [block([SQL_FILE], [], [])] : [])];
});

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
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/sql.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [drizzleSql] }] },
  },
  ...serverLayers,
  {
    // A feature uses the app shell's pieces from lib/ and components/; app/ (router, providers,
    // shell) is built from the features, never the other way round (decision 0100).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+app(/|$)', message: 'A feature may not import web/src/app: move the piece to lib/ (hooks, values) or components/ (visual pieces).' }] }] },
  },
  {
    // lib/ and components/ are what features and the shell share: they import neither.
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(app|features)(/|$)', message: 'lib/ and components/ may not import web/src/app or a feature (decision 0100).' }] }] },
  },
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
    files: ['e2e/**/*.ts', 'scripts/**/*.mjs', 'server/src/seed/cli.ts', 'server/src/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
