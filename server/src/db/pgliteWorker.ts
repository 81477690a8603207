/**
 * The embedded database's own thread (decision 0108): PGlite runs here, so its statements
 * (WebAssembly, synchronous) use a core of their own and the server's thread stays free for the
 * GraphQL work of the other requests. The server's side is db/pgliteThread.ts, which starts this
 * file (the bundle's own entry, dist/pgliteWorker.mjs, built by scripts/build.mjs; from source,
 * through tsx).
 *
 * The queue of decision 0104 lives here (decision 0112): the server posts each statement as it
 * is asked for, with its request's place in arrival order, and this thread runs the waiting
 * statement of the oldest request next (ties in the order posted), straight after the one
 * before, instead of idling while an answer crosses to the server's thread and the next
 * statement crosses back. A transaction (`begin` ... `end`) or an exclusive section
 * (`exclusive` ... `release`, the backup's) is one entry of the queue; once it starts it holds
 * the database: only messages marked `held` (its own statements) run until it ends, and the
 * others wait here in their order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type ParserOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the server hands the thread as it starts it. */
export interface WorkerStart {
  dataDir?: string;
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** Added to PGlite's own (`PGlite.defaultStartParams`). */
  startParams: string[];
}

/** Query options as they cross: the parsers as the type ids whose parser keeps the text as it is. */
export type SentOptions = Omit<QueryOptions, 'parsers'> & { identityParsers?: number[] };

export type Operation =
  | { op: 'query'; sql: string; params?: unknown[]; options?: SentOptions; inTransaction: boolean }
  | { op: 'exec'; sql: string; options?: SentOptions; inTransaction: boolean }
  | { op: 'begin' }
  | { op: 'rollback' }
  | { op: 'end'; commit: boolean }
  | { op: 'exclusive' }
  | { op: 'release' }
  | { op: 'dumpDataDir'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/**
 * How a message is sent: not held, it waits in the queue at place `order`; held, it belongs to
 * the transaction or exclusive section that holds the database and runs at once.
 */
export type Delivery = { held: true } | { held: false; order: number };

export type Message = Operation & Delivery & { id: number };

/** An error as it crosses: structured clone keeps only an error's message, not its fields (code, detail, constraint...). */
export interface ErrorDescription {
  name?: string;
  message: string;
  stack?: string;
  fields?: Record<string, unknown>;
}

export type Reply = { ready: true } | { ready: false; error: ErrorDescription } | { id: number; result: unknown; error?: undefined } | { id: number; error: ErrorDescription };

/** `dumpDataDir`'s answer: the bytes cross transferred, not copied. */
export interface Dump {
  bytes: Uint8Array<ArrayBuffer>;
  name?: string;
  type: string;
}

const identity = (value: string) => value;

/**
 * Date, timestamp, timestamptz and interval: the types whose text Drizzle asks PGlite to leave as
 * it is, on every statement it sends. PGlite merges a statement's parsers into its own on every
 * call (`{...own, ...statement's}`), and its own has one for every type and array type in
 * pg_type, several hundred: 0.2 ms a statement, a tenth of a screen's time on this thread. So
 * PGlite's own parsers keep these types as text (keepAsText), and a statement that asks for
 * exactly that sends no parsers; any other is given PGlite's parsers back for the types it does
 * not keep, so every statement's values are what they were.
 */
const KEPT_AS_TEXT = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL];
/** PGlite's own parsers of KEPT_AS_TEXT, from before keepAsText. */
let ownParsers: ParserOptions = {};

async function keepAsText(database: PGlite): Promise<void> {
  ownParsers = Object.fromEntries(KEPT_AS_TEXT.map((oid) => [oid, database.parsers[oid]]));
  // The arrays of these types keep PGlite's element parsers, as a statement's parsers left them
  // (PGlite's array parsers read the element's parser from its own set when they run).
  const { rows } = await database.query<{ oid: number; typarray: number }>('select oid, typarray from pg_type where oid = any($1::oid[])', [KEPT_AS_TEXT]);
  for (const oid of KEPT_AS_TEXT) database.parsers[oid] = identity;
  for (const { oid, typarray } of rows) if (typarray) database.parsers[typarray] = (value) => types.arrayParser(value, ownParsers[oid], typarray);
}

const keptByDefault = (oids: number[]) => oids.length === KEPT_AS_TEXT.length && KEPT_AS_TEXT.every((oid) => oids.includes(oid));

/** The query options as PGlite takes them (see KEPT_AS_TEXT). */
function queryOptions(options: SentOptions | undefined): QueryOptions {
  const { identityParsers = [], ...rest } = options ?? {};
  if (keptByDefault(identityParsers)) return rest;
  const parsers: ParserOptions = {};
  for (const oid of KEPT_AS_TEXT) if (!identityParsers.includes(oid)) parsers[oid] = ownParsers[oid];
  for (const oid of identityParsers) parsers[oid] = identity;
  return { ...rest, parsers };
}

/** A result as structured clone takes it (PGlite's results are plain objects; `blob` is not used). */
const plain = (result: Results): Results => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const port = parentPort!;
const start = workerData as WorkerStart;
let db: PGlite;
try {
  db = await PGlite.create({
    dataDir: start.dataDir,
    loadDataDir: start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
    startParams: [...PGlite.defaultStartParams, ...start.startParams],
    // Trigram matching for the top bar's search (migration 0017 creates the extension; PGlite
    // ships it as a bundle that must be handed over here before CREATE EXTENSION finds it).
    extensions: { pg_trgm },
  });
  await keepAsText(db);
} catch (error) {
  port.postMessage({ ready: false, error: describeError(error) } satisfies Reply);
  process.exit(1);
}

/** The open transaction: PGlite's own, held open until the server ends it. */
let open: { tx: Transaction; finish: { resolve: () => void; reject: (error: Error) => void }; ended: Promise<void> } | null = null;

/** Holds a PGlite transaction open (its lock, BEGIN) until 'end'; resolves once it has begun. */
function beginTransaction(): Promise<void> {
  return new Promise((started, failed) => {
    const ended = db.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open = { tx, finish: { resolve, reject }, ended };
          started();
        }),
    );
    // BEGIN failed (once begun, `failed` does nothing: 'end' reads the outcome).
    ended.catch(failed);
  });
}

/** Marker of the rollback the server asked for (its own error stays on the server's side). */
class RolledBack extends Error {}

/** The open transaction, or the database outside one. */
function target(inTransaction: boolean): Pick<Transaction, 'query' | 'exec'> {
  if (!inTransaction) return db;
  if (!open) throw new Error('No transaction is open on the database thread.');
  return open.tx;
}

/** Runs one operation; its answer crosses to the server. */
async function run(message: Operation): Promise<unknown> {
  switch (message.op) {
    case 'query':
      return plain(await target(message.inTransaction).query(message.sql, message.params, queryOptions(message.options)));
    case 'exec':
      return (await target(message.inTransaction).exec(message.sql, queryOptions(message.options))).map(plain);
    case 'begin':
      return beginTransaction();
    case 'rollback':
      return open?.tx.rollback();
    case 'end': {
      // Commit (PGlite's COMMIT, which may fail) or roll back.
      if (!open) return;
      const { finish, ended } = open;
      if (message.commit) finish.resolve();
      else finish.reject(new RolledBack());
      try {
        await ended;
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      } finally {
        open = null;
      }
      return;
    }
    case 'dumpDataDir': {
      const dump = await db.dumpDataDir(message.compression);
      return { bytes: new Uint8Array(await dump.arrayBuffer()), name: (dump as Partial<File>).name, type: dump.type } satisfies Dump;
    }
    case 'exclusive':
    case 'release':
      // The queue waits from 'exclusive' until 'release' (see `schedule`).
      return;
    case 'close':
      return db.close();
    default: {
      const unknown: never = message;
      throw new Error(`Unknown operation ${JSON.stringify(unknown)}`);
    }
  }
}

/** Runs one message and posts its answer (or its error); whether it succeeded. */
async function serve(message: Message): Promise<boolean> {
  const { id } = message;
  try {
    const result = await run(message);
    if (message.op === 'dumpDataDir') port.postMessage({ id, result } satisfies Reply, [(result as Dump).bytes.buffer]);
    else port.postMessage({ id, result: result ?? null } satisfies Reply);
    if (message.op === 'close') port.close();
    return true;
  } catch (error) {
    port.postMessage({ id, error: describeError(error) } satisfies Reply);
    return false;
  }
}

type Queued = Message & { held: false };

/** Messages waiting for the database, by (order, id): the oldest request's first. */
const waiting: Queued[] = [];
/** A transaction or exclusive section has the database: only `held` messages run. */
let holder = false;
/** A queued message is running, or the next one is about to start. */
let busy = false;

function insert(message: Queued): void {
  // A new request's message goes last, so search from the end.
  let i = waiting.length;
  while (i > 0 && (waiting[i - 1].order > message.order || (waiting[i - 1].order === message.order && waiting[i - 1].id > message.id))) i--;
  waiting.splice(i, 0, message);
}

/**
 * Starts the next waiting message from setImmediate: the messages posted while the last one ran
 * are delivered first (they arrive in the loop's poll phase, before its immediates), so the
 * oldest request's statement goes next even if it was posted after a newer one's. A turn of
 * this thread's loop, with nothing else on it, costs microseconds.
 */
function schedule(): void {
  if (busy || holder || waiting.length === 0) return;
  busy = true;
  setImmediate(async () => {
    const message = waiting.shift()!;
    const holds = message.op === 'begin' || message.op === 'exclusive';
    if (holds) holder = true;
    const ok = await serve(message);
    if (holds && !ok) holder = false;
    busy = false;
    schedule();
  });
}

port.on('message', async (message: Message) => {
  if (!message.held) {
    insert(message);
    schedule();
    return;
  }
  await serve(message);
  if (message.op === 'end' || message.op === 'release') {
    holder = false;
    schedule();
  }
});
port.postMessage({ ready: true } satisfies Reply);
