/**
 * The PostgreSQL server may end a pooled connection at any time (a restart, a failover, an
 * administrator). The app must note it and carry on with a new connection, not crash.
 * Only a PostgreSQL server has connections to end: this runs in the TEST_DATABASE_URL run (CI).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../client';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase | undefined;
afterAll(() => database?.destroy());

it.runIf(process.env.TEST_DATABASE_URL)('keeps working when the server ends its idle connections', async () => {
  const idleErrors: Error[] = [];
  database = await createTestDatabase({ onIdleClientError: (error) => idleErrors.push(error) });
  const [{ name }] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);

  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    expect(ended.rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }

  await expect.poll(() => idleErrors.length).toBeGreaterThan(0);
  expect(idleErrors[0].message).toMatch(/terminating connection/);
  const [{ answer }] = await queryRows<{ answer: number }>(database.db, sql`select 42 as answer`);
  expect(answer).toBe(42);
});
