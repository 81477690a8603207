/**
 * The PostgreSQL server may end a pooled connection at any time (a restart, a failover, an
 * administrator). The app must note it and carry on with a new connection, not crash.
 * Only a PostgreSQL server has connections to end: this runs in the TEST_DATABASE_URL run (CI).
 */
import { sql } from '../sql';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../client';
import { translateDbError } from '../../graphql/errors';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase | undefined;
afterAll(() => database?.destroy());

const idleErrors: Error[] = [];

async function terminateConnections(name: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    expect(ended.rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
}

it.runIf(process.env.TEST_DATABASE_URL)('keeps working when the server ends its idle connections', async () => {
  database = await createTestDatabase({ onIdleClientError: (error) => idleErrors.push(error) });
  const [{ name }] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  await terminateConnections(name);

  await expect.poll(() => idleErrors.length).toBeGreaterThan(0);
  expect(idleErrors[0].message).toMatch(/terminating connection/);
  const [{ answer }] = await queryRows<{ answer: number }>(database.db, sql`select 42 as answer`);
  expect(answer).toBe(42);
});

it.runIf(process.env.TEST_DATABASE_URL)('runs a transaction again on a new connection when its connection is ended between statements', async () => {
  const db = database!.db;
  const [{ name }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const before = idleErrors.length;
  let attempts = 0;
  // The connection is checked out (inside a transaction) and idle on the server when it is
  // ended: without a listener on the client itself, this event crashed the process. Nothing was
  // committed, so the transaction runs again (decision 0060) and the broken client is destroyed.
  const answer = await db.transaction(async (tx) => {
    attempts++;
    await queryRows(tx, sql`select 1`);
    if (attempts === 1) {
      await terminateConnections(name);
      await expect.poll(() => idleErrors.length).toBeGreaterThan(before);
    }
    const [row] = await queryRows<{ answer: number }>(tx, sql`select 2 as answer`);
    return row.answer;
  });
  expect(answer).toBe(2);
  expect(attempts).toBe(2);
  const [{ answer: after }] = await queryRows<{ answer: number }>(db, sql`select 42 as answer`);
  expect(after).toBe(42);
});

it.runIf(process.env.TEST_DATABASE_URL)('answers DATABASE_UNAVAILABLE, not a hang, when no connection comes free within the pool timeout', async () => {
  const small = await createTestDatabase({ poolSize: 1, poolTimeoutMs: 300 });
  try {
    let release!: () => void;
    const held = small.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await expect.poll(() => release).toBeTruthy();
    const started = performance.now();
    const error = await queryRows(small.db, sql`select 1`).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2_000);
    const translated = translateDbError(error) as { extensions?: { code?: string }; message?: string };
    expect(translated.extensions?.code).toBe('DATABASE_UNAVAILABLE');
    expect(translated.message).toMatch(/cannot be reached/);
    release();
    await held;
    const [{ answer }] = await queryRows<{ answer: number }>(small.db, sql`select 42 as answer`);
    expect(answer).toBe(42);
  } finally {
    await small.destroy();
  }
});

it.runIf(process.env.TEST_DATABASE_URL)('stops a statement that runs past the limit with a clear TIMEOUT error', async () => {
  const limited = await createTestDatabase({ statementTimeoutMs: 200 });
  try {
    const error = await queryRows(limited.db, sql`select pg_sleep(2)`).catch((e: unknown) => e);
    const translated = translateDbError(error) as { extensions?: { code?: string }; message?: string };
    expect(translated.extensions?.code).toBe('TIMEOUT');
    expect(translated.message).toMatch(/took too long/);
    const [{ answer }] = await queryRows<{ answer: number }>(limited.db, sql`select 42 as answer`);
    expect(answer).toBe(42);
  } finally {
    await limited.destroy();
  }
});
