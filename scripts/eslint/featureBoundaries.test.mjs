import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import portal from './featureBoundaries.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts', '**/*.tsx'], plugins: { portal }, rules: { 'portal/feature-boundaries': 'error' }, languageOptions: { sourceType: 'module', ecmaVersion: 'latest' } }];
const at = (file) => path.join(process.cwd(), file);
const problems = (code, filename = 'web/src/features/dashboard/Page.ts') => linter.verify(code, config, { filename: at(filename) }).map((m) => m.message);

describe('portal/feature-boundaries', () => {
  it("refuses a reach into another feature's files", () => {
    expect(problems("import { CodeCatalogue } from '../qualifications/CodeCatalogue';")).toEqual([
      "Import 'qualifications' through its index ('features/qualifications'), not 'CodeCatalogue'; or move the shared piece to components/ or lib/.",
    ]);
    expect(problems("export * from '../../goals/itemModel';", 'web/src/features/dashboard/cards/X.ts')).toHaveLength(1);
    expect(problems("const page = import('../projects/ProjectsPage');")).toHaveLength(1);
  });

  it("allows another feature's index, the feature's own files and shared code", () => {
    expect(problems("import { CodeCatalogue } from '../qualifications';")).toEqual([]);
    expect(problems("import { x } from '../qualifications/index';")).toEqual([]);
    expect(problems("import { x } from './SideCards'; import { y } from '../dashboard/operations';")).toEqual([]);
    expect(problems("import { DataTable } from '../../components/ui/DataTable'; import { z } from '@portal/common';")).toEqual([]);
    // Outside web/src/features (the router) the rule does not apply.
    expect(problems("import { P } from '../../features/goals/ItemsPage';", 'web/src/app/router/pages.tsx')).toEqual([]);
  });
});
