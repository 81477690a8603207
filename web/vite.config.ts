/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryPages } from './build/entryPages.ts';
import { firstLoadBudget } from './build/firstLoadBudget.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/serviceWorker.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render of a first screen (src/ssr/entry-server.tsx, built into dist-ssr/ by
  // `vite build --ssr`) is one file with every package in it: the server loads it as it is.
  plugins: isSsrBuild ? [react()] : [react(), firstLoadBudget(), entryPages(), serviceWorker(), precompress()],
  ssr: { noExternal: true },
  // The browser's build has React's and Emotion's production code; the server's render must
  // have the same, or Emotion's class names (labelled in development) differ from the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/foundation-api': apiTarget,
      '/files': apiTarget,
      // Sign-in with the company's identity provider (server/src/http/oidcRoutes.ts).
      '/auth': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Fonts stay files: inlined, Roboto's small Greek Extended files (each weight's woff2 and woff,
    // under Vite's 4 KB limit) put 19 KB of base64 in the stylesheet that blocks every first
    // paint, for characters the portal rarely shows; as files a browser fetches them only when a
    // page uses their characters (the @font-face unicode-range). Decision 0109.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Feature pages are lazy chunks (src/app/router/pages.tsx). The libraries every page needs
        // get chunks of their own, which stay cached when only the app's code changes. (MUI is
        // left to the automatic split, so components only lazy pages use stay out of first load.)
        // Apollo's chunk is loaded only by the signed-in app and the lazily created API client
        // (lib/api/apiClient.ts): the sign-in page loads without it (build/firstLoadBudget.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole screens with MUI in jsdom are slow when CI runs this project beside the server tests:
    // give each test, and each findBy/waitFor in it (src/test/setup.ts), more time than the defaults.
    testTimeout: 30_000,
  },
}));
