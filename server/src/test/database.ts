/**
 * A fresh database for each test file: in-memory PGlite by default, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server (CI does this), a new database created from a migrated template
 * and dropped afterwards. The same migrations run on both.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'portal_test_template';

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the template database (vitest global setup, PostgreSQL runs only). */
export async function prepareTemplate(): Promise<void> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${TEMPLATE_DB}`);
    await c.query(`create database ${TEMPLATE_DB}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: serverUrl(TEMPLATE_DB), poolSize: 1 });
  await migrate(database.db);
  await database.close();
}

export async function dropTemplate(): Promise<void> {
  await admin((c) => c.query(`drop database if exists ${TEMPLATE_DB}`));
}

export interface TestDatabase extends Database {
  /** On PostgreSQL, the fresh database's address (for servers started as processes). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** `onIdleClientError` (PostgreSQL only) defaults to ignoring them: `destroy` ends them on purpose. */
export async function createTestDatabase(options: { onIdleClientError?: (error: Error) => void; statementTimeoutMs?: number; onStatement?: () => void } = {}): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', onStatement: options.onStatement });
    await migrate(database.db);
    return { ...database, destroy: () => database.close() };
  }
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DB}`));
  const database = await openDatabase({ kind: 'postgres', url: serverUrl(name), poolSize: 5, statementTimeoutMs: options.statementTimeoutMs, onStatement: options.onStatement, onIdleClientError: options.onIdleClientError ?? (() => {}) });
  return {
    ...database,
    url: serverUrl(name),
    destroy: async () => {
      await database.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
