/**
 * The layers of the server's and the web's code, lowest first (decisions 0100, 0145). A file
 * imports its own layer and the ones below it, never one above: `eslint.config.js` refuses such
 * an import, and `importCycles.mjs` finds any circle between the layers' folders (the `peers` of
 * a layer, the server's modules and the web's features, are folders of their own that may use
 * each other, but never round a circle).
 *
 * Each layer names its paths inside the root (folders, or files with their extension). Above
 * every layer sit the `top` paths: entry points and tools, which may import anything and which
 * no layer imports; tests (`__tests__/`, `*.test.*`, `*.fixtures.*`) sit there too.
 */

export const SERVER = {
  root: 'server/src',
  layers: [
    // config.ts and db/: the configuration, the schema and the SQL.
    { name: 'db', paths: ['db', 'config.ts'] },
    // Logging, metrics, the audit log and the request's id (over db/).
    { name: 'lib', paths: ['lib'] },
    // The mailer and the file store.
    { name: 'infra', paths: ['infra'] },
    { name: 'auth', paths: ['auth'] },
    // The long-lived pieces, bundled.
    { name: 'services.ts', paths: ['services.ts'] },
    // Runs a JobDef that a module declares.
    { name: 'jobs/runner.ts', paths: ['jobs'], except: ['jobs/index.ts'] },
    { name: 'graphql', paths: ['graphql'] },
    { name: 'modules', paths: ['modules'], peers: true },
    { name: 'http', paths: ['http'] },
  ],
  top: ['main.ts', 'printSchema.ts', 'jobs/index.ts', 'seed', 'ops', 'test'],
};

export const WEB = {
  root: 'web/src',
  layers: [
    // The operations' generated types.
    { name: 'graphql', paths: ['graphql'] },
    // Hooks, values and the API client: no element of their own.
    { name: 'lib', paths: ['lib'] },
    // The visual pieces every screen shares.
    { name: 'components', paths: ['components'] },
    // The screens, each through its index.ts (scripts/eslint/featureBoundaries.mjs).
    { name: 'features', paths: ['features'], peers: true },
    // The router, the providers and the shell, built from the features.
    { name: 'app', paths: ['app'] },
  ],
  // main.tsx (the browser's entry), ssr/ (the server's render), test/ (the harness).
  top: ['main.tsx', 'ssr', 'test'],
};

const TEST_FILE = /(^|\/)__tests__\/|\.test\.[cm]?[jt]sx?$|\.fixtures\.[jt]sx?$/;

const within = (file, place) => file === place || file.startsWith(`${place}/`);

/**
 * The folder a file (its path inside the root, with `/`) belongs to for import circles: its
 * layer, or for a layer's peers the peer's folder (`modules/users`), or its top path. Null for a
 * test, or a file in no layer.
 */
export function unitOf(description, file) {
  if (TEST_FILE.test(file)) return null;
  const top = description.top.find((place) => within(file, place));
  if (top) return top;
  for (const layer of description.layers) {
    if (layer.except?.some((place) => within(file, place))) continue;
    const place = layer.paths.find((p) => within(file, p));
    if (!place) continue;
    const parts = file.slice(place.length + 1).split('/');
    return layer.peers && parts.length > 1 ? `${place}/${parts[0]}` : layer.name;
  }
  return null;
}
