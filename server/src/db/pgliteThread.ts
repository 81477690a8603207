/**
 * The embedded database on a thread of its own (decision 0108). PGlite runs each statement
 * synchronously (WebAssembly); on the server's thread, the database and the GraphQL work of
 * every request shared one core while the machine's other core idled. Here PGlite runs on a
 * worker thread (db/pgliteWorker.mjs) and the server holds this object, which offers what the
 * server uses of PGlite: `query`, `exec` and `transaction` (drizzle-orm/pglite), `dumpDataDir`
 * and `_runExclusiveTransaction` (backups, test templates), `close`.
 *
 * The order of statements (decision 0104: the oldest request's first) is kept by the worker
 * (decision 0112): each statement is posted as soon as it is asked for, with its request's place
 * in arrival order (`placeBy`), and the worker runs them from its own queue one straight after
 * the other, so it does not idle while an answer travels here and the next statement travels
 * there. A transaction is one entry of that queue and holds the worker until it ends: its
 * callback runs here and each of its statements is sent to the worker (marked `held`) inside
 * PGlite's own transaction, which the worker keeps open until the callback ends; then it commits
 * (or, when the callback threw, rolls back and the callback's error is thrown here), exactly as
 * PGlite's `transaction` does in process. `_runExclusiveTransaction` (the backup's) holds the
 * worker the same way while its work runs.
 *
 * Rows and parameters cross threads by structured clone, which keeps Date, Uint8Array (bytea)
 * and bigint as they are. Errors cross as their fields (code, detail, constraint...), since
 * structured clone keeps only an error's message. Query options cross except their parsers:
 * a parser must be the identity (Drizzle passes `(value) => value` for dates and intervals);
 * each type id that has one is sent and the worker sets the identity for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Added to PGlite's own (`PGlite.defaultStartParams`, which the worker puts first). */
  startParams: string[];
}

interface ErrorDescription {
  name?: string;
  message: string;
  stack?: string;
  fields?: Record<string, unknown>;
}

interface Reply {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: ErrorDescription;
}

type Message = { op: 'query'; sql: string; params?: unknown[]; options?: SentOptions; inTransaction: boolean } | { op: 'exec'; sql: string; options?: SentOptions; inTransaction: boolean } | { op: 'begin' } | { op: 'rollback' } | { op: 'end'; commit: boolean } | { op: 'exclusive' } | { op: 'release' } | { op: 'dumpDataDir'; compression?: string } | { op: 'close' };

/**
 * How a message is sent: not held, it waits in the worker's queue at place `order`; held, it
 * belongs to the transaction or exclusive section that holds the worker and runs at once.
 */
type Delivery = { held: true } | { held: false; order: number };

type SentOptions = Omit<QueryOptions, 'parsers'> & { identityParsers?: number[] };

const HELD: Delivery = { held: true };

/** The worker's young generation (see `start`). */
const WORKER_YOUNG_GENERATION_MB = 8;

const WORKER_URL = new URL('./pgliteWorker.mjs', import.meta.url);

/** An error as the worker described it, with its fields back on it. */
function rebuildError(description: ErrorDescription): Error {
  const error = new Error(description.message);
  if (description.name) error.name = description.name;
  Object.assign(error, description.fields);
  if (description.stack) error.stack = `${description.stack}\n    (on the database thread)`;
  return error;
}

const PROBE = '\u0000identity-probe';
const sentParsers = new WeakMap<object, number[]>();

/** Query options as the worker can take them (see the header). */
function sendable(options: QueryOptions | undefined): SentOptions | undefined {
  if (!options) return undefined;
  const { parsers, ...rest } = options;
  if (!parsers) return rest;
  let identityParsers = sentParsers.get(parsers);
  if (!identityParsers) {
    identityParsers = [];
    for (const [oid, parser] of Object.entries(parsers)) {
      if (parser(PROBE, Number(oid)) !== PROBE) throw new Error(`A query parser for type ${oid} cannot run on the database thread: only parsers that keep the text as it is can be sent.`);
      identityParsers.push(Number(oid));
    }
    sentParsers.set(parsers, identityParsers);
  }
  return { ...rest, identityParsers };
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  /** The place of a statement asked for now (arrivalOrder.ts); FIFO until `placeBy` is called. */
  private order: () => number = () => 0;
  /** Set inside `_runExclusiveTransaction`'s work: its statements are `held`. */
  private readonly exclusive = new AsyncLocalStorage<true>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.error) waiting.reject(rebuildError(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread has stopped (exit code ${code}).`)));
  }

  /** Starts the worker and waits until PGlite is open there. */
  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, loadDataDir, startParams: options.startParams },
      transferList: loadDataDir ? [loadDataDir.buffer] : [],
      // A small young generation for the worker's heap: its objects (messages, rows) live for one
      // statement, and V8's default young generation cost 14 to 22 MB more peak memory at the
      // same speed (decision 0112).
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The database thread stopped while starting (exit code ${code}).`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (reply: Reply) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (reply.ready) resolve();
        else reject(rebuildError(reply.error ?? { message: 'The database thread did not start.' }));
      });
    });
    const thread = new PgliteThread(worker);
    // Like PGlite in process, an idle database does not keep the process alive; a statement
    // waiting for its answer does (see `call`).
    worker.unref();
    return thread;
  }

  /** Messages sent to the worker and not yet answered (queued there or running). */
  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * Statements (and transactions, and exclusive sections) asked for from now on take their place
   * in the worker's queue by `order` (decision 0104's arrival order), ties in the order asked.
   */
  placeBy(order: () => number): void {
    this.order = order;
  }

  /** A statement outside a transaction: queued at its place, or held inside an exclusive section. */
  private delivery(): Delivery {
    return this.exclusive.getStore() ? HELD : { held: false, order: this.order() };
  }

  private call<T>(message: Message, delivery: Delivery): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, ...delivery, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, options: sendable(options), inTransaction: false }, this.delivery());
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.call({ op: 'exec', sql, options: sendable(options), inTransaction: false }, this.delivery());
  }

  /** PGlite's `transaction`, its callback run here and its statements on the worker (see the header). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.call({ op: 'begin' }, { held: false, order: this.order() });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
        open();
        return this.call({ op: 'query', sql, params, options: sendable(options), inTransaction: true }, HELD);
      },
      exec: async (sql: string, options?: QueryOptions): Promise<Results[]> => {
        open();
        return this.call({ op: 'exec', sql, options: sendable(options), inTransaction: true }, HELD);
      },
      sql: () => Promise.reject(new Error('tx.sql is not available on the database thread; use tx.query')),
      listen: () => Promise.reject(new Error('LISTEN is not available on the embedded database')),
      rollback: async () => {
        open();
        await this.call({ op: 'rollback' }, HELD);
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.call({ op: 'end', commit: false }, HELD);
      throw error;
    }
    closed = true;
    await this.call({ op: 'end', commit: true }, HELD);
    return result;
  }

  /** PGlite's dump of its data directory (a tar, gzipped unless 'none'). */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob> {
    const dump = await this.call<{ bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string }>({ op: 'dumpDataDir', compression }, this.delivery());
    return dump.name ? new File([dump.bytes], dump.name, { type: dump.type }) : new Blob([dump.bytes], { type: dump.type });
  }

  /**
   * Runs `work` with the database to itself: it waits for its place in the worker's queue, and
   * no other statement runs there until `work` ends (the backup calls `dumpDataDir` inside it;
   * the statements `work` sends run at once).
   */
  async _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.exclusive.getStore()) return work();
    await this.call({ op: 'exclusive' }, { held: false, order: this.order() });
    try {
      return await this.exclusive.run(true, work);
    } finally {
      await this.call({ op: 'release' }, HELD);
    }
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' }, { held: false, order: this.order() });
    await this.worker.terminate();
  }
}
