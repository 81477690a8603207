import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'common',
          root: './common',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Node loads graphql's CommonJS build for the GraphQL libraries; make our code use the same
        // instance (Vite would pick the ESM build, and graphql refuses to mix the two).
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'server',
          root: './server',
          // The bench's own tests (bench/, outside the workspaces: decision 0150) use the server's
          // harness and none of the bench's packages, so they run here, on both databases.
          include: ['src/**/*.test.ts', '../bench/src/**/*.test.ts'],
          environment: 'node',
          // Timeouts catch a hang, not slowness (speed is measured by the bench): CI's machine runs
          // three lanes on two cores and has been 2.5 times slower than a quiet one (decision 0103).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/globalSetup.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // The files share one module graph per worker (decision 0103): re-importing the server
          // for each of its 86 files was half of this project's CPU time. Each file still starts
          // its own server on its own database (test/server.ts), and no file depends on the
          // modules' state another left (the suite passes with its files shuffled).
          isolate: false,
          // Every statement the suite sends is built twice and compared (db/sqlText.ts).
          env: { VERIFY_SQL_TEXT: '1' },
        },
      },
      './web/vite.config.ts',
      {
        // Checks of the repository's own tooling (lint rules).
        test: { name: 'tools', root: './scripts', include: ['**/*.test.mjs'], environment: 'node' },
      },
      {
        // Browser journeys: run only through `npm run test:e2e` (e2e/run.mjs), one file at a time
        // against one running portal.
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['journeys/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./globalSetup.ts'],
          setupFiles: ['./portalClock.ts', './failureReport.ts', './dialogChecks.ts'],
          fileParallelism: false,
          // As the server's: a hang is caught, and e2e/failureReport.ts says what the pages waited for.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits as long as a Playwright wait would need on a loaded machine (Vitest's own
          // default, one second, failed a sign-in whose wrong password took longer to refuse).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
