import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (issue 45 item 3, decision 0168): Workbox's generated worker, written by
 * `vite build` as dist/sw.js (one file: the Workbox runtime inlined, so the server's `no-cache`
 * for anything outside /assets/ keeps it fresh).
 *
 * It precaches the app's shell, never anyone's data: the built code, styles, fonts and icons, the
 * manifest, and one HTML page, index.app.html (the session check's loader: web/build/entryPages.ts).
 * Navigations still go to the server first (NetworkOnly), so the server keeps choosing the page
 * (webPage.ts) and drawing a phone's dashboard (firstScreen.ts); only when the network fails does
 * the worker answer with that page, and the app then shows what it kept itself (src/lib/offline).
 * Nothing else is intercepted: the API's POSTs, files and PDFs go to the network as before.
 *
 * `index.html` itself is not precached: Workbox serves a precached index.html for "/" on its own
 * (its directory index), which would bypass the server's choice of page.
 */
export function serviceWorker(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    // The app registers the worker itself, in production builds, once signed in (src/lib/offline/serviceWorker.ts).
    injectRegister: false,
    // web/public/manifest.webmanifest is the app's manifest.
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      // Roboto's Latin files only (its Greek, Cyrillic and Vietnamese files, 24 of 32, come from the network when a page uses them).
      globPatterns: ['assets/**/*.{js,css,svg,png}', 'assets/roboto-latin-*.woff2', 'index.app.html', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      // The hashed files need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      directoryIndex: null,
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      // A new build's worker takes over at once and drops the old build's files.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // The server answers a navigation as fast as without a worker (its request starts while the worker starts).
      navigationPreload: true,
      runtimeCaching: [
        {
          // Serialised into sw.js: no closure.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.app.html' } },
        },
      ],
    },
  });
}
