import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import portal from './scripts/eslint/featureBoundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'server/drizzle/**', 'web/src/gql/**', 'e2e/artifacts/**'] },
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
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', importNames: ['sql'], message: "Import sql from server/src/db/sql.ts (the same SQL objects, built faster)." }] }],
    },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.mjs', 'server/src/seed/cli.ts', 'server/src/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
