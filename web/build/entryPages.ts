import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SIGNED_IN_CODE_TEMPLATE } from '../src/app/router/signedInCode.ts';

/**
 * Issue 28 (Lighthouse): the portal is a single-page app, so a first visit painted nothing until
 * its JavaScript had run, and a signed-in visit fetched its code in a waterfall (the entry, then
 * the signed-in app and Apollo, then the session check, then the page's code). Besides
 * index.html, the build writes variants of it that the server picks per request
 * (server/src/http/webPage.ts):
 *
 * - `index.signin.html`: the sign-in card drawn in plain HTML and CSS inside #root (signInShell.html),
 *   so the first paint comes with the HTML; React replaces it with the real form when it mounts,
 *   in the same place and size. Sent to a browser without a session on the sign-in path.
 * - `index.app.html`: the session check's loader drawn the same way (sessionCheckShell.html), and
 *   modulepreload links for the signed-in app and the API client, so they download beside the
 *   entry instead of after it. Sent to a browser with a session.
 * - `index.dashboard.html`: index.app.html plus the dashboard's code, for / and /dashboard; the
 *   reports' code only for a wide screen (`media`), since a phone shows them only after a tap and
 *   loads them then (decision 0113).
 *
 * index.html and the sign-in page also hold the signed-in app's chunks as prefetch links in a
 * template, which the app puts in the head once the sign-in form shows (`withLaterPrefetches`).
 *
 * Every page but the sign-in one, index.html too, also gets modulepreload links for the app the
 * entry imports once the HTML has painted (src/main.tsx), so that code downloads beside the entry
 * (at low priority: the stylesheet and fonts of the first paint are fetched first). The sign-in
 * page's card is whole without code, so its code is fetched once the card has painted: in
 * Lighthouse's model every script that finished loading before the largest paint delays it
 * (on a phone, 2.2-2.8 s instead of 1.0-1.3 s; decision 0109). All pages get preload links
 * for the Roboto files the first screen uses (the sign-in card: regular; the signed-in app:
 * regular, medium and bold, whose late arrival moved the top bar's menu).
 */
// Named so that no route matches them (a server that tries .html extensions would serve /dashboard from dashboard.html).
export const ENTRY_PAGES = { signIn: 'index.signin.html', app: 'index.app.html', dashboard: 'index.dashboard.html' } as const;

/** The modules whose chunks (with their static imports) a signed-in first screen needs. */
const SIGNED_IN_MODULES = ['src/app/router/LoggedInRoutes.tsx', 'src/lib/api/apolloClient.ts'];
const DASHBOARD_MODULES = [...SIGNED_IN_MODULES, 'src/features/dashboard/DashboardPage.tsx'];
/** What the dashboard's wide layout renders at once besides (a phone opens the reports with a tap). */
const WIDE_DASHBOARD_MODULES = [...DASHBOARD_MODULES, 'src/features/reports/ReportsPanel.tsx'];
/** MUI's md breakpoint, from which the dashboard has its wide layout (DashboardPage.tsx). */
export const WIDE_SCREEN = '(min-width: 900px)';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
}
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

const here = path.dirname(fileURLToPath(import.meta.url));
export const SIGN_IN_SHELL = path.join(here, 'signInShell.html');
export const SESSION_CHECK_SHELL = path.join(here, 'sessionCheckShell.html');

/** The chunk files the app the entry imports after the first paint needs (src/app/boot.tsx and its static imports), without those the entry loads already. */
export function bootChunks(bundle: Bundle): string[] {
  return chunksFor(bundle, [], true);
}

/** The chunk files the given modules need, in load order, without those the entry (and the app it boots) load already. */
export function chunksFor(bundle: Bundle, modules: readonly string[], bootOnly = false): string[] {
  const chunks = new Map<string, Chunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const closure = (start: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const fileName of start) visit(fileName);
    return seen;
  };
  const entries = [...chunks.values()].filter((c) => c.isEntry);
  const firstLoad = closure(entries.map((c) => c.fileName));
  const boot = [...closure(entries.flatMap((c) => c.dynamicImports ?? []))].filter((fileName) => !firstLoad.has(fileName));
  if (bootOnly) return boot;
  for (const fileName of boot) firstLoad.add(fileName);
  const roots = modules.map((id) => {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${id}`));
    if (!chunk) throw new Error(`entryPages: no chunk has ${id} as its module (was it renamed?)`);
    return chunk.fileName;
  });
  return [...closure(roots)].filter((fileName) => !firstLoad.has(fileName));
}

/**
 * index.html with modulepreload links for these chunk files (and preload links for these fonts),
 * before </head>; with `media`, the browser fetches the files only on screens that match it.
 */
export function withPreloads(html: string, base: string, files: readonly string[], fonts: readonly string[] = [], media?: string): string {
  const links = [
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${file}">`),
    // Low priority: the CSS and fonts the first paint needs go first, the code right after.
    ...files.map((file) => `<link rel="modulepreload" fetchpriority="low"${media ? ` media="${media}"` : ''} crossorigin href="${base}${file}">`),
  ];
  return html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
}

/** The built Roboto files (latin) of these weights. */
function robotoFiles(bundle: Bundle, weights: readonly number[]): string[] {
  return weights.map((weight) => {
    const file = Object.values(bundle).find((item) => item.type === 'asset' && new RegExp(`roboto-latin-${weight}-normal-[^/]*\\.woff2$`).test(item.fileName));
    if (!file) throw new Error(`entryPages: no roboto-latin-${weight}-normal woff2 in the build`);
    return file.fileName;
  });
}

/** index.html with the shell's style in the head and its markup inside #root. */
export function withShell(html: string, shell: string): string {
  const style = /<style>[\s\S]*?<\/style>/.exec(shell)?.[0];
  const markup = shell.replace(/<!--[\s\S]*?-->/g, '').replace(/<style>[\s\S]*?<\/style>/, '').trim();
  if (!style || !html.includes('<div id="root"></div>')) throw new Error('entryPages: the shell needs a <style> and index.html an empty #root');
  return html.replace('</head>', `  ${style}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

/**
 * A template at the end of <body> with prefetch links for these chunk files. Inside a template the
 * links fetch nothing; once the sign-in form has shown, the app puts them in the head, and the
 * browser downloads the signed-in app and Apollo at idle without running them (decision 0115).
 */
function withLaterPrefetches(html: string, base: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="prefetch" as="script" crossorigin href="${base}${file}">`).join('');
  return html.replace('</body>', `<template id="${SIGNED_IN_CODE_TEMPLATE}">${links}</template></body>`);
}

type EntryPage = 'index.html' | (typeof ENTRY_PAGES)[keyof typeof ENTRY_PAGES];

/** index.html (with the boot's preloads) and its variants, from the index.html Vite wrote. */
export function entryPageSources(indexHtml: string, bundle: Bundle, base: string): Record<EntryPage, string> {
  const html = withPreloads(indexHtml, base, bootChunks(bundle));
  const signedInCode = chunksFor(bundle, SIGNED_IN_MODULES);
  // Without the app's preloads: the entry fetches it once the drawn card has painted
  // (src/main.tsx), so the card's paint does not wait for code it does not need (decision 0109).
  const signIn = withPreloads(withShell(indexHtml, fs.readFileSync(SIGN_IN_SHELL, 'utf8')), base, [], robotoFiles(bundle, [400]));
  const signedIn = withPreloads(withShell(html, fs.readFileSync(SESSION_CHECK_SHELL, 'utf8')), base, [], robotoFiles(bundle, [400, 500, 700]));
  const dashboard = chunksFor(bundle, DASHBOARD_MODULES);
  const wide = chunksFor(bundle, WIDE_DASHBOARD_MODULES).filter((file) => !dashboard.includes(file));
  return {
    // The pages a signed-out browser gets carry the signed-in app's prefetch links for later.
    'index.html': withLaterPrefetches(html, base, signedInCode),
    [ENTRY_PAGES.signIn]: withLaterPrefetches(signIn, base, signedInCode),
    [ENTRY_PAGES.app]: withPreloads(signedIn, base, signedInCode),
    [ENTRY_PAGES.dashboard]: withPreloads(withPreloads(signedIn, base, dashboard), base, wide, [], WIDE_SCREEN),
  } as Record<EntryPage, string>;
}

export function entryPages(): Plugin {
  let base = '/';
  return {
    name: 'portal:entry-pages',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const pages = entryPageSources(String(index.source), bundle, base);
      index.source = pages['index.html'];
      for (const fileName of Object.values(ENTRY_PAGES)) this.emitFile({ type: 'asset', fileName, source: pages[fileName] });
    },
  };
}
