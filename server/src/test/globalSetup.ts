import type { TestProject } from 'vitest/node';
import { dropPgliteTemplate, dropTemplate, preparePgliteTemplate, prepareTemplate } from './database';

let pgliteTemplate: string | null = null;

/**
 * Migrates a template once per run; each test file copies it: a template database with
 * TEST_DATABASE_URL, else a dump of a migrated PGlite database in a temporary file.
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    await prepareTemplate();
  } else {
    pgliteTemplate = await preparePgliteTemplate();
    project.provide('pgliteTemplate', pgliteTemplate);
  }
}

export async function teardown() {
  if (process.env.TEST_DATABASE_URL) await dropTemplate();
  if (pgliteTemplate) dropPgliteTemplate(pgliteTemplate);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the migrated template's dump (test/database.ts). */
    pgliteTemplate: string;
  }
}
