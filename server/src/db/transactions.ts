/**
 * Transactions on a PostgreSQL server (decision 0060): every connection that fails is destroyed,
 * never handed back to the pool, and a transaction the server aborted without committing
 * anything (a deadlock, a serialization failure, a connection lost before COMMIT, a standby's
 * refusal to write) runs again, a few times, after a jittered pause. Drizzle's own node-postgres transaction leaks a client whose
 * BEGIN fails (it is never released) and releases a failed one without its error; this replaces it for every caller of
 * `db.transaction` (transact, the domain modules, the jobs).
 *
 * A transaction's work must therefore be re-runnable: it reads what it needs inside the
 * transaction and does nothing outside the database that cannot happen twice (e-mail goes
 * through the outbox, files are removed by the cleanup job).
 */
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { sql } from './sql';

/** SQLSTATEs of a transaction the server rolled back whole, which can simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE']);
const CONNECTION_LOST_MESSAGE = /connection terminated unexpectedly|terminating connection|not queryable|connection error/i;
const UNREACHABLE = /timeout exceeded when trying to connect|connection timeout/i;
const UNREACHABLE_ERRNO = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const READ_ONLY_CODE = '25006'; // read_only_sql_transaction: a standby

/** Attempts per transaction, the first included. */
export const TRANSACTION_ATTEMPTS = 4;

/** The error and the errors it wraps (Drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  let current = error as { cause?: unknown } | null;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = current.cause as { cause?: unknown } | null;
  }
}

/** An open connection was lost: the server ended it (restart, failover, an administrator) or the network dropped it. */
export function isConnectionLost(error: unknown): boolean {
  // A connection attempt that timed out wraps the socket's error: that is no lost connection.
  if ([...chain(error)].some((e) => typeof e.message === 'string' && UNREACHABLE.test(e.message))) return false;
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && CONNECTION_LOST_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_LOST_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * The connection reached a server that takes no writes (25006): a standby, during a failover
 * before its promotion, or a balancer that still points at one (decision 0121). Nothing was
 * written. The connection is closed rather than kept, so the next one goes where the balancer
 * points now.
 */
export function isReadOnlyServer(error: unknown): boolean {
  return sqlStateOf(error) === READ_ONLY_CODE;
}

/** The database cannot be reached, no connection came free in time, a connection to it was lost, or it takes no writes. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error) || isReadOnlyServer(error)) return true;
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && UNREACHABLE_ERRNO.has(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE.test(e.message)) return true;
    // Node reports a refused connection to several addresses (localhost) as an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

function sqlStateOf(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** The server aborted the transaction because of other transactions: running it again may succeed. */
export function isRetryableConflict(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/** Marks an error after which the transaction may or may not have committed: never run again. */
class CommitOutcomeUnknown extends Error {}

export interface RetryNote {
  attempt: number;
  reason: string;
  error: unknown;
}

/** Pause before attempt `next` (2, 3, ...): 25, 50, 100 ms ±50 %, so two losers do not collide again in step. */
function backoffMs(next: number): number {
  return 25 * 2 ** (next - 2) * (0.5 + Math.random());
}

/**
 * Runs `once` until it succeeds, fails for a reason another attempt cannot fix, or has been
 * tried `attempts` times. `once` reports a failure after COMMIT was sent by throwing
 * CommitOutcomeUnknown (its cause is the real error), which is never retried.
 */
export async function withRetries<T>(once: () => Promise<T>, onRetry: (note: RetryNote) => void = () => {}, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (error instanceof CommitOutcomeUnknown) throw error.cause;
      // A pool timeout or a refused connection is no lost connection: it is answered at once.
      const lost = isConnectionLost(error);
      const reason = isRetryableConflict(error) ? sqlStateOf(error)! : lost ? 'connection lost' : isReadOnlyServer(error) ? 'read-only server' : null;
      if (!reason || attempt >= attempts) throw error;
      onRetry({ attempt, reason, error });
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt + 1)));
    }
  }
}

/** The parts of Drizzle's session a transaction is built from (internal fields, stable across 0.4x). */
interface SessionParts {
  dialect: never;
  schema: never;
  options: never;
}
type Work<T> = (tx: Tx) => Promise<T>;
type Tx = NodePgTransaction<Record<string, never>, never>;

/**
 * One attempt: a connection of its own, BEGIN, the work, COMMIT. The connection goes back to
 * the pool only when it is known to be healthy; a lost one, or one whose ROLLBACK failed, is
 * destroyed (release with an error) and the pool opens a new one when needed.
 */
async function transactionOnce<T>(pool: pg.Pool, parts: SessionParts, work: Work<T>, config?: PgTransactionConfig): Promise<T> {
  const client = await pool.connect();
  const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
  const tx = new NodePgTransaction(parts.dialect, session, parts.schema) as Tx;
  const configSql = (tx as unknown as { getTransactionConfigSQL(config: PgTransactionConfig): SQL }).getTransactionConfigSQL;
  let broken: Error | undefined;
  let commitSent = false;
  try {
    await tx.execute(sql`begin${config ? sql` ${configSql.call(tx, config)}` : sql``}`);
    const result = await work(tx);
    commitSent = true;
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error as Error;
    else {
      // After a failed COMMIT the server has already ended the transaction; ROLLBACK only warns.
      await tx.execute(sql`rollback`).catch((rollbackError: Error) => (broken = rollbackError));
    }
    if (commitSent && broken) throw new CommitOutcomeUnknown('the connection failed during COMMIT', { cause: error });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Replaces Drizzle's transaction on a node-postgres database with the one above. */
export function useSafeTransactions(db: { session: unknown }, pool: pg.Pool, onRetry?: (note: RetryNote) => void): void {
  const session = db.session as SessionParts & { transaction: unknown };
  session.transaction = <T>(work: Work<T>, config?: PgTransactionConfig) => withRetries(() => transactionOnce(pool, session, work, config), onRetry);
}
