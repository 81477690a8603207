import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_CODE_TEMPLATE } from '../src/app/router/signedInCode';
import { bootChunks, chunksFor, ENTRY_PAGES, entryPageSources, SESSION_CHECK_SHELL, SIGN_IN_SHELL, WIDE_SCREEN, withPreloads, withShell } from './entryPages';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  dynamicImports,
  isEntry,
});

// The shape of the real build: a small entry that imports the app once the HTML has painted,
// the app's lazy signed-in routes and API client, and the chunks they share.
const bundle = {
  'index.js': chunk('index.js', '/w/web/src/main.tsx', ['runtime.js'], ['boot.js'], true),
  'runtime.js': chunk('runtime.js', null),
  'boot.js': chunk('boot.js', '/w/web/src/app/boot.tsx', ['react.js', 'runtime.js'], ['routes.js', 'client.js']),
  'react.js': chunk('react.js', null),
  'routes.js': chunk('routes.js', '/w/web/src/app/router/LoggedInRoutes.tsx', ['react.js', 'shared.js'], ['dashboard.js']),
  'client.js': chunk('client.js', '/w/web/src/lib/api/apolloClient.ts', ['apollo.js']),
  'apollo.js': chunk('apollo.js', null),
  'shared.js': chunk('shared.js', null),
  'dashboard.js': chunk('dashboard.js', '/w/web/src/features/dashboard/DashboardPage.tsx', ['shared.js', 'table.js'], ['reports.js']),
  'table.js': chunk('table.js', null),
  // The reports: a lazy chunk of the dashboard's, with a chunk of their own and one they share with it.
  'reports.js': chunk('reports.js', '/w/web/src/features/reports/ReportsPanel.tsx', ['table.js', 'datatable.js']),
  'datatable.js': chunk('datatable.js', null),
  ...Object.fromEntries(
    [400, 500, 700].map((weight) => [`roboto${weight}`, { type: 'asset' as const, fileName: `assets/roboto-latin-${weight}-normal-x.woff2`, source: '' }]),
  ),
};
const html = '<html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

describe('index.html variants', () => {
  it('preloads the app the entry boots, without what the entry loads already', () => {
    expect(bootChunks(bundle)).toEqual(['boot.js', 'react.js']);
  });

  it("preloads a first screen's modules with their static imports, once, without the entry's or the boot's", () => {
    expect(chunksFor(bundle, ['src/app/router/LoggedInRoutes.tsx', 'src/lib/api/apolloClient.ts'])).toEqual(['routes.js', 'shared.js', 'client.js', 'apollo.js']);
    expect(chunksFor(bundle, ['src/features/dashboard/DashboardPage.tsx'])).toEqual(['dashboard.js', 'shared.js', 'table.js']);
  });

  it('fails the build when a module it preloads was renamed', () => {
    expect(() => chunksFor(bundle, ['src/app/router/Gone.tsx'])).toThrow(/Gone.tsx/);
  });

  it('writes the links before </head>: fonts, then the code at low priority', () => {
    const page = withPreloads(html, '/', ['boot.js'], ['assets/roboto.woff2']);
    expect(page).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto.woff2">');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/boot.js">');
    expect(page.indexOf('roboto')).toBeLessThan(page.indexOf('boot.js'));
    expect(page.indexOf('boot.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it("puts a shell's style in the head and its markup, hidden from assistive technology, in #root", () => {
    for (const file of [SIGN_IN_SHELL, SESSION_CHECK_SHELL]) {
      const page = withShell(html, fs.readFileSync(file, 'utf8'));
      const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(page)?.[1] ?? '';
      expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
      expect(root).toMatch(/^<div class="boot-[a-z]+" aria-hidden="true">/);
      expect(root).not.toContain('<!--');
      expect(root).not.toContain('<style>');
    }
    expect(withShell(html, fs.readFileSync(SIGN_IN_SHELL, 'utf8'))).toMatch(/Sign in[\s\S]*E-mail[\s\S]*Password[\s\S]*Forgot password\?[\s\S]*Sign up/);
    expect(withShell(html, fs.readFileSync(SESSION_CHECK_SHELL, 'utf8'))).toContain('Checking your session...');
  });

  it('preloads the code on every page but the sign-in page, which fetches it after its card has painted', () => {
    const pages = entryPageSources(html, bundle, '/');
    const preloaded = (page: string) => [...page.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded(pages['index.html'])).toEqual(['boot.js', 'react.js']);
    expect(preloaded(pages[ENTRY_PAGES.signIn])).toEqual([]);
    expect(pages[ENTRY_PAGES.signIn]).toContain('href="/assets/roboto-latin-400-normal-x.woff2"');
    expect(preloaded(pages[ENTRY_PAGES.app])).toEqual(['boot.js', 'react.js', 'routes.js', 'shared.js', 'client.js', 'apollo.js']);
    expect(preloaded(pages[ENTRY_PAGES.dashboard])).toContain('dashboard.js');
  });

  it("gives the pages a signed-out browser gets the signed-in app's chunks as prefetch links in a template, for after the form has shown", () => {
    const pages = entryPageSources(html, bundle, '/');
    const later = (page: string) => {
      const template = new RegExp(`<template id="${SIGNED_IN_CODE_TEMPLATE}">(.*?)</template></body>`).exec(page)?.[1];
      return template === undefined ? null : [...template.matchAll(/<link rel="prefetch" as="script" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    };
    for (const page of [pages['index.html'], pages[ENTRY_PAGES.signIn]]) expect(later(page)).toEqual(['routes.js', 'shared.js', 'client.js', 'apollo.js']);
    // A signed-in page preloads that code instead.
    expect(later(pages[ENTRY_PAGES.app])).toBeNull();
    expect(later(pages[ENTRY_PAGES.dashboard])).toBeNull();
    // Nothing outside the template asks for it before the card has painted.
    expect(pages[ENTRY_PAGES.signIn].replace(/<template[\s\S]*<\/template>/, '')).not.toContain('routes.js');
  });

  it("preloads the dashboard's reports only for a wide screen: a phone opens them with a tap and loads them then", () => {
    const page = entryPageSources(html, bundle, '/')[ENTRY_PAGES.dashboard];
    const links = (media: boolean) =>
      [...page.matchAll(/<link rel="modulepreload"([^>]*)href="\/([^"]+)">/g)].filter((m) => m[1].includes(`media="${WIDE_SCREEN}"`) === media).map((m) => m[2]);
    expect(links(false)).toEqual(['boot.js', 'react.js', 'routes.js', 'shared.js', 'client.js', 'apollo.js', 'dashboard.js', 'table.js']);
    expect(links(true)).toEqual(['reports.js', 'datatable.js']);
    expect(WIDE_SCREEN).toBe('(min-width: 900px)');
    expect(withPreloads(html, '/', ['reports.js'], [], WIDE_SCREEN)).toContain(`<link rel="modulepreload" fetchpriority="low" media="${WIDE_SCREEN}" crossorigin href="/reports.js">`);
  });
});
