import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadOf } from './firstLoadBudget';

const chunk = (fileName: string, code: string, imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, code, imports, isEntry });
const gz = (code: string) => gzipSync(code, { level: 9 }).length;

describe('first load of the sign-in page', () => {
  it('counts the entry and what it imports statically, once each, and leaves lazy chunks out', () => {
    const entry = 'import "./react.js"; import "./mui.js"; const app = () => import("./signedIn.js");';
    const react = 'export const react = "react";'.repeat(20);
    const mui = 'import "./react.js"; export const mui = 1;';
    const bundle = {
      'index.js': chunk('index.js', entry, ['react.js', 'mui.js'], true),
      'react.js': chunk('react.js', react),
      'mui.js': chunk('mui.js', mui, ['react.js']),
      'signedIn.js': chunk('signedIn.js', 'import "./apollo.js";'.repeat(50), ['apollo.js', 'react.js']),
      'apollo.js': chunk('apollo.js', 'export const apollo = 1;'.repeat(100)),
      'index.css': { type: 'asset' as const },
    };
    const load = firstLoadOf(bundle);
    expect(load.chunks.map((c) => c.fileName).sort()).toEqual(['index.js', 'mui.js', 'react.js']);
    expect(load.gzipBytes).toBe(gz(entry) + gz(react) + gz(mui));
    expect(load.chunks.map((c) => c.gzipBytes)).toEqual([gz(entry), gz(react), gz(mui)].sort((a, b) => b - a));
  });

  it("counts the app the entry imports once the HTML has painted, and that app's static imports", () => {
    const entry = 'requestAnimationFrame(() => import("./boot.js"));';
    const boot = 'import "./react.js"; const signedIn = () => import("./signedIn.js");';
    const react = 'export const react = "react";'.repeat(20);
    const bundle = {
      'index.js': { ...chunk('index.js', entry, [], true), dynamicImports: ['boot.js'] },
      'boot.js': { ...chunk('boot.js', boot, ['react.js']), dynamicImports: ['signedIn.js'] },
      'react.js': chunk('react.js', react),
      'signedIn.js': chunk('signedIn.js', 'export const apollo = 1;'.repeat(100)),
    };
    const load = firstLoadOf(bundle);
    expect(load.chunks.map((c) => c.fileName).sort()).toEqual(['boot.js', 'index.js', 'react.js']);
    expect(load.gzipBytes).toBe(gz(entry) + gz(boot) + gz(react));
  });
});
