import { dropTemplate, prepareTemplate } from './database';

/** With TEST_DATABASE_URL, migrate a template database once; each test file copies it. */
export async function setup() {
  if (process.env.TEST_DATABASE_URL) await prepareTemplate();
}

export async function teardown() {
  if (process.env.TEST_DATABASE_URL) await dropTemplate();
}
