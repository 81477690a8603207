/**
 * A fresh database for each test file: in-memory PGlite by default, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server (CI does this), a new database created from a migrated template
 * and dropped afterwards. The same migrations run on both, once per run: the global setup
 * migrates a template (on PGlite, an in-memory database dumped to a file) and each test file
 * starts from a copy of it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import type { RetryNote } from '../db/transactions';
import { migrate } from '../db/migrate';

const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'portal_test_template';

function serverUrl(database: string, server = process.env.TEST_DATABASE_URL!): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, server = process.env.TEST_DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: server });
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

/**
 * PGlite runs: migrates an in-memory database and writes its data directory (PGlite's
 * dumpDataDir, uncompressed) to a file in a new temporary folder, whose path it returns. Loading
 * it takes a third of a second; starting an empty PGlite (initdb) and migrating it took about 1.7 s
 * per test file.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database.db);
    const dump = await (database.db as unknown as { $client: Pick<PGlite, 'dumpDataDir'> }).$client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-')), 'pglite.tar');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

export function dropPgliteTemplate(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** The migrated PGlite database the global setup dumped; null outside the server project's run. */
function pgliteTemplate(): Blob | null {
  let file: string | undefined;
  try {
    file = inject('pgliteTemplate');
  } catch {
    return null; // not in a vitest worker
  }
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
}

export interface TestDatabase extends Database {
  /** On PostgreSQL, the fresh database's address (for servers started as processes). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  onIdleClientError?: (error: Error) => void;
  statementTimeoutMs?: number;
  onStatement?: () => void;
  /** PostgreSQL only: connections (default 5, so parallel test files fit the server's limit). */
  poolSize?: number;
  poolTimeoutMs?: number;
  onTransactionRetry?: (note: RetryNote) => void;
  /**
   * A PostgreSQL server of the test's own (test/pgCluster.ts) instead of TEST_DATABASE_URL's:
   * the database is created there and migrated (no template).
   */
  serverUrl?: string;
}

/** `onIdleClientError` (PostgreSQL only) defaults to ignoring them: `destroy` ends them on purpose. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!server) {
    const template = pgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template ?? undefined, onStatement: options.onStatement });
    if (!template) await migrate(database.db);
    return { ...database, destroy: () => database.close() };
  }
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  const fromTemplate = !options.serverUrl;
  await admin((c) => c.query(`create database ${name}${fromTemplate ? ` template ${TEMPLATE_DB}` : ''}`), server);
  const database = await openDatabase({
    kind: 'postgres',
    url: serverUrl(name, server),
    poolSize: options.poolSize ?? 5,
    poolTimeoutMs: options.poolTimeoutMs,
    statementTimeoutMs: options.statementTimeoutMs,
    onStatement: options.onStatement,
    onTransactionRetry: options.onTransactionRetry,
    onIdleClientError: options.onIdleClientError ?? (() => {}),
  });
  if (!fromTemplate) await migrate(database.db);
  return {
    ...database,
    url: serverUrl(name),
    destroy: async () => {
      await database.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`), server);
    },
  };
}
