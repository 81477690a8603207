/**
 * Transactions on a PostgreSQL server (decision 0060): every connection that fails is destroyed,
 * never handed back to the pool, and a transaction the server aborted without committing
 * anything (a deadlock, a serialization failure, a connection lost before COMMIT, a standby's
 * refusal to write) runs again, a few times, after a jittered pause. A transaction whose
 * connection was lost during COMMIT is looked up on another connection (decision 0138): it
 * committed (its result is answered), it did not (it runs again), or nobody can tell
 * (CommitOutcomeUnknown: OUTCOME_UNKNOWN, never run again). Drizzle's own node-postgres transaction leaks a client whose
 * BEGIN fails (it is never released) and releases a failed one without its error; this replaces it for every caller of
 * `db.transaction` (transact, the domain modules, the jobs).
 *
 * A transaction's work must therefore be re-runnable: it reads what it needs inside the
 * transaction and does nothing outside the database that cannot happen twice (e-mail goes
 * through the outbox, files are removed by the cleanup job).
 */
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
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
function isReadOnlyServer(error: unknown): boolean {
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
function isRetryableConflict(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/**
 * The connection was lost during COMMIT and the server could not tell whether the transaction
 * committed: never run again (it may have been saved), answered OUTCOME_UNKNOWN. `cause` is the
 * lost connection's error.
 */
export class CommitOutcomeUnknown extends Error {}

export function isCommitOutcomeUnknown(error: unknown): error is CommitOutcomeUnknown {
  return error instanceof CommitOutcomeUnknown;
}

/** The connection was lost during COMMIT and the transaction did not commit: it runs again. `cause`: the lost connection's error. */
class CommitRolledBack extends Error {}

export interface RetryNote {
  attempt: number;
  reason: string;
  error: unknown;
}

/** Pause before attempt `next` (2, 3, ...): 25, 50, 100 ms ±50 %, so two losers do not collide again in step. */
function backoffMs(next: number): number {
  return 25 * 2 ** (next - 2) * (0.5 + Math.random());
}

/** Why a failed attempt may run again, or null. A pool timeout or a refused connection is no lost connection: it is answered at once. */
function retryReason(error: unknown): string | null {
  if (isRetryableConflict(error)) return sqlStateOf(error)!;
  if (error instanceof CommitRolledBack) return 'connection lost during COMMIT, not committed';
  if (isConnectionLost(error)) return 'connection lost';
  if (isReadOnlyServer(error)) return 'read-only server';
  return null;
}

/**
 * Runs `once` until it succeeds, fails for a reason another attempt cannot fix, or has been
 * tried `attempts` times. A CommitOutcomeUnknown from `once` is never retried.
 */
export async function withRetries<T>(once: () => Promise<T>, onRetry: (note: RetryNote) => void = () => {}, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (error instanceof CommitOutcomeUnknown) throw error;
      const reason = retryReason(error);
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
 * Which run of which server answers: its postmaster's start (another server after a failover,
 * or a restart) and the last reset of its background writer's statistics (PostgreSQL resets
 * them when it reinitialises after a crashed backend, without restarting the postmaster). A
 * server that lost recent WAL in a crash or a failover may hand a lost transaction's id to
 * another transaction, whose "committed" would then be taken for ours.
 */
const SERVER_RUN = `concat(extract(epoch from pg_postmaster_start_time()), '/', extract(epoch from pg_stat_get_bgwriter_stat_reset_time()))`;

/**
 * BEGIN and, in the same message (one round trip, simple protocol), the transaction's id and
 * the server's run, for asking about it if the connection is lost during COMMIT. txid_current()
 * assigns the id now rather than at the first write (every transaction here writes); a standby
 * (in recovery) cannot assign one and gets null: it writes nothing anyway (25006, decision 0121).
 */
const BEGIN_WITH_ID = (config: string) =>
  `begin${config ? ` ${config}` : ''}; select case when pg_is_in_recovery() then null else txid_current() end as xid, ${SERVER_RUN} as run`;

/** How long a lost COMMIT's outcome is asked for while the server says "in progress" or cannot be asked. */
const OUTCOME_WAIT_MS = 2_000;

/**
 * What became of transaction `xid` after its connection was lost during COMMIT, asked on
 * another connection. A backend ended during COMMIT sends its error before it has finished
 * ending the transaction, so "in progress" is asked again, briefly; so is a server that cannot
 * be asked (restarting). Past OUTCOME_WAIT_MS: unknown. "Committed" counts only from the run of
 * the server that began the transaction (SERVER_RUN); "aborted" from any: a server that gave
 * the id to another transaction had lost ours, which therefore did not commit there.
 */
export async function outcomeOf(pool: Pick<pg.Pool, 'query'>, xid: string, run: string, waitMs = OUTCOME_WAIT_MS): Promise<'committed' | 'aborted' | 'unknown'> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    // A read through the pool: sent again on another connection if a pooled one is dead (client.ts).
    const answer = await pool
      .query<{ status: string | null; run: string }>(`select txid_status($1) as status, ${SERVER_RUN} as run`, [xid])
      .then((r) => r.rows[0])
      .catch(() => undefined); // unreachable, or "in the future" (a server that never saw the id)
    if (answer?.status === 'aborted') return 'aborted';
    if (answer?.status === 'committed') return answer.run === run ? 'committed' : 'unknown';
    if (performance.now() >= deadline) return 'unknown';
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * One attempt: a connection of its own, BEGIN, the work, COMMIT. The connection goes back to
 * the pool only when it is known to be healthy; a lost one, or one whose ROLLBACK failed, is
 * destroyed (release with an error) and the pool opens a new one when needed. When the
 * connection is lost during COMMIT, the outcome is looked up (outcomeOf) once it is released.
 */
async function transactionOnce<T>(pool: pg.Pool, parts: SessionParts, work: Work<T>, config?: PgTransactionConfig): Promise<T> {
  const client = await pool.connect();
  const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
  const tx = new NodePgTransaction(parts.dialect, session, parts.schema) as Tx;
  const configSql = (tx as unknown as { getTransactionConfigSQL(config: PgTransactionConfig): SQL }).getTransactionConfigSQL;
  const configText = config ? (parts.dialect as unknown as PgDialect).sqlToQuery(configSql.call(tx, config)).sql : '';
  let broken: Error | undefined;
  let commitSent = false;
  let xid: string | null = null;
  let run = '';
  let done: { result: T } | undefined;
  let lostAtCommit: unknown;
  try {
    const begun = (await client.query(BEGIN_WITH_ID(configText))) as unknown as pg.QueryResult<{ xid: string | null; run: string }>[];
    ({ xid, run } = begun[1].rows[0]);
    done = { result: await work(tx) };
    commitSent = true;
    await tx.execute(sql`commit`);
    return done.result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error as Error;
    else {
      // After a failed COMMIT the server has already ended the transaction; ROLLBACK only warns.
      await tx.execute(sql`rollback`).catch((rollbackError: Error) => (broken = rollbackError));
    }
    if (!commitSent || !broken) throw error;
    lostAtCommit = error;
  } finally {
    client.release(broken);
  }
  // No id: a standby's transaction, which wrote nothing; aborted: nothing was written. Either
  // way it runs again (withRetries), like one whose connection was lost before COMMIT.
  const outcome = xid === null ? 'aborted' : await outcomeOf(pool, xid, run);
  if (outcome === 'committed') return done!.result;
  if (outcome === 'aborted') throw new CommitRolledBack('the connection was lost during COMMIT; the transaction did not commit', { cause: lostAtCommit });
  throw new CommitOutcomeUnknown(`the connection was lost during COMMIT and whether transaction ${xid} committed is unknown`, { cause: lostAtCommit });
}

/** Replaces Drizzle's transaction on a node-postgres database with the one above. */
export function useSafeTransactions(db: { session: unknown }, pool: pg.Pool, onRetry?: (note: RetryNote) => void): void {
  const session = db.session as SessionParts & { transaction: unknown };
  session.transaction = <T>(work: Work<T>, config?: PgTransactionConfig) => withRetries(() => transactionOnce(pool, session, work, config), onRetry);
}
