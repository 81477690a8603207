/**
 * Driver selection: node-postgres when DATABASE_URL is set, otherwise embedded PGlite under
 * DATA_DIR (or in memory for tests). Both speak the same SQL and run the same migrations.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { PgliteThread } from './pgliteThread';
import { useFastSqlText } from './sqlText';
import { isConnectionLost, useSafeTransactions, type RetryNote } from './transactions';

/** DATABASE_POOL_TIMEOUT_MS's default. */
const DEFAULT_POOL_TIMEOUT_MS = 5_000;

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Longest a statement may run (ms; 0 = no limit): one costly request cannot hold a backend. */
      statementTimeoutMs?: number;
      /** An idle connection the server ended (restart, failover, administrator); default: a warning on stderr. */
      onIdleClientError?: (error: Error) => void;
      /** Called for every SQL statement sent (the benchmark counts them per screen). */
      onStatement?: () => void;
      /** Longest a request waits for a connection (ms) before failing with DATABASE_UNAVAILABLE. */
      poolTimeoutMs?: number;
      /** A transaction the server aborted (deadlock, serialization failure, lost connection) is run again. */
      onTransactionRetry?: (note: RetryNote) => void;
    }
  | {
      kind: 'pglite';
      dir?: string;
      loadDataDir?: Blob;
      onStatement?: () => void;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Without a limit a request waits for ever when every connection is taken or the server is
      // unreachable; with it, it fails with a coded error the client can show (decision 0060).
      connectionTimeoutMillis: target.poolTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
      // A connection a firewall or a failover silently dropped is noticed while idle.
      keepAlive: true,
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
    });
    // node-postgres re-emits an idle connection's error on the pool, and an 'error' event nobody
    // listens to crashes the process. The pool drops that connection and opens a new one when
    // needed, so noting it is enough.
    const noteClosed = target.onIdleClientError ?? ((error: Error) => process.stderr.write(`database: connection closed: ${error.message}\n`));
    pool.on('error', noteClosed);
    // A connection checked out for a transaction has no pool listener while the transaction awaits
    // between statements; if the server ends it then, the client emits 'error' itself. The
    // transaction's next statement fails (and the pool discards the client on release), so the
    // event only needs a listener, once per connection.
    pool.on('connect', (client) => {
      client.on('error', noteClosed);
      if (target.onStatement) countCalls(client, 'query', target.onStatement);
    });
    prepareRepeatedReads(pool);
    retryReadsOnLostConnection(pool, (target.poolSize ?? 10) + 1);
    // Fail fast with a clear error when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    useSafeTransactions(db as unknown as { session: unknown }, pool, target.onTransactionRetry);
    useFastSqlText(db, process.env.VERIFY_SQL_TEXT === '1');
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dir) fs.mkdirSync(target.dir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers is set up at start inside the server's own
  // memory (the WebAssembly heap); 8 MB keeps the hot pages and the operating system's file
  // cache keeps the rest. At 10,000 employees the bench's peak was 545 MB with 128 MB (issue 13),
  // 392-397 MB with 32 MB, 362-377 with 16 and 349-369 with 8, at the same requests a second and
  // every timed screen far inside its target (decision 0177).
  const startParams = ['-c', 'shared_buffers=8MB'];
  // Loaded only for the embedded database: a server on PostgreSQL saves its memory (about 35 MB).
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  // PGlite on a worker thread, so its statements do not take the GraphQL work's core (decision
  // 0108); it serves the oldest request's statement first from its own queue (decisions 0104, 0112).
  const client = await PgliteThread.start({ dataDir: target.dir, loadDataDir: target.loadDataDir, startParams, isRead: isReadQuery });
  if (target.onStatement) countPgliteStatements(client, target.onStatement);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' }) as unknown as Db;
  useFastSqlText(db, process.env.VERIFY_SQL_TEXT === '1');
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Texts already classified by isReadQuery (bounded: past it, texts are tested each time). */
const classified = new Map<string, boolean>();

/**
 * A SELECT (or a WITH ... SELECT) that writes nothing: safe to resend, worth preparing. The
 * screens send the same texts again and again (13 KB for a card), so each text is tested once.
 */
function isReadQuery(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
  if (typeof text !== 'string') return false;
  let read = classified.get(text);
  if (read === undefined) {
    read = /^\s*(select|with\s[\s\S]*?\)\s*select)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text.slice(0, 200));
    if (classified.size < 2 * PREPARED_STATEMENTS_LIMIT) classified.set(text, read);
  }
  return read;
}

/** Distinct statements one app server prepares (each connection keeps those it has run). */
export const PREPARED_STATEMENTS_LIMIT = 500;

/**
 * Reads run as named prepared statements (as PostGraphile does): a connection that has run a
 * statement before sends only its parameters, and the server skips parsing it and, once it has
 * a generic plan, planning it. The screens send the same few hundred statements with other
 * values, so this saves work on both sides (issue 13). Names are a hash of the text; past
 * PREPARED_STATEMENTS_LIMIT distinct texts (a caller inventing filter shapes), the rest run
 * unnamed, so a connection never holds more than that many plans.
 */
function prepareRepeatedReads(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...callArgs: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...callArgs: unknown[]) => unknown }).query = (...callArgs: unknown[]) => {
    const config = callArgs[0] as { text?: unknown; name?: unknown } | null;
    if (config && typeof config === 'object' && !config.name && typeof config.text === 'string' && isReadQuery(config)) {
      let name = names.get(config.text);
      if (!name && names.size < PREPARED_STATEMENTS_LIMIT) {
        name = `r${createHash('sha1').update(config.text).digest('hex')}`;
        names.set(config.text, name);
      }
      if (name) callArgs[0] = { ...config, name };
    }
    return query(...callArgs);
  };
}

/**
 * When the server has ended pooled connections (a restart, a failover, an administrator), the
 * pool may hand out a connection it has not yet noticed is dead. A read sent on it failed
 * without running, so it is sent again on another connection (each failure drops one dead
 * connection; at most `attempts` tries). Writes are never resent: one may have committed before
 * the connection dropped. Transactions use checked-out clients and are not retried either.
 */
function retryReadsOnLostConnection(pool: pg.Pool, attempts: number): void {
  const query = pool.query.bind(pool) as (...callArgs: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...callArgs: unknown[]) => unknown }).query = (...callArgs: unknown[]) => {
    if (typeof callArgs[callArgs.length - 1] === 'function' || !isReadQuery(callArgs[0])) return query(...callArgs);
    return (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await query(...callArgs);
        } catch (error) {
          if (attempt >= attempts || !isConnectionLost(error)) throw error;
        }
      }
    })();
  };
}

/**
 * PGlite runs a transaction's statements through the object it hands the callback, not through
 * the client's own methods, so that object is counted too (BEGIN and COMMIT are not: PGlite sends
 * them itself).
 */
function countPgliteStatements(client: PgliteThread, count: () => void): void {
  countCalls(client, 'query', count);
  countCalls(client, 'exec', count);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx: Transaction) => {
      countCalls(tx, 'query', count);
      countCalls(tx, 'exec', count);
      return callback(tx);
    });
}

/** Wraps one method of a driver object so each call is counted first. */
function countCalls(target: object, method: string, count: () => void): void {
  const host = target as Record<string, (...callArgs: unknown[]) => unknown>;
  const original = host[method].bind(target);
  host[method] = (...callArgs: unknown[]) => {
    count();
    return original(...callArgs);
  };
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
