/**
 * Registers the service worker that keeps the app's shell for a reload without a network
 * (web/build/serviceWorker.ts, decision 0168). Production builds only: the dev server has no
 * sw.js, and a worker would keep serving an old shell over Vite's modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // updateViaCache 'none': the browser asks the server for sw.js itself on every check.
  navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch((error: unknown) => {
    console.warn('[offline] the service worker was not registered', error);
  });
}
