/**
 * The embedded database, on a thread of its own (decision 0108). PGlite runs each statement
 * synchronously (WebAssembly); on the server's thread, the database and the GraphQL work of
 * every request shared one core while the machine's other core idled. PGlite runs on a worker
 * thread (db/pgliteWorker.ts) and the server holds this object, which offers what the server uses
 * of PGlite: `query`, `exec` and `transaction` (drizzle-orm/pglite), `dumpDataDir` and
 * `_runExclusiveTransaction` (backups, test templates), `close`.
 *
 * The order of statements (decision 0104: the oldest request's first) is kept by the worker
 * (decision 0112): each statement is posted as soon as it is asked for, with its request's place
 * in arrival order (arrivalOrder.ts), and the worker runs them from its own queue one straight
 * after the other. A transaction is one entry of that queue and holds the worker until it ends:
 * its callback runs here and each of its statements is sent to the worker (marked `held`) inside
 * PGlite's own transaction, which the worker keeps open until the callback ends; then it commits
 * (or, when the callback threw, rolls back and the callback's error is thrown here), exactly as
 * PGlite's `transaction` does in process. `_runExclusiveTransaction` (the backup's) holds the
 * worker the same way while its work runs.
 *
 * Rows and parameters cross threads by structured clone, which keeps Date, Uint8Array (bytea)
 * and bigint as they are. Errors cross as their fields (code, detail, constraint...). Query
 * options cross except their parsers: a parser must be the identity (Drizzle passes
 * `(value) => value` for dates and intervals); each type id that has one is sent and the worker
 * sets the identity for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { arrivalOrder } from './arrivalOrder';
import type { Delivery, Dump, ErrorDescription, Operation, Reply, SentOptions, WorkerStart } from './pgliteWorker';

export interface PgliteThreadOptions extends Omit<WorkerStart, 'loadDataDir'> {
  loadDataDir?: Blob;
  /** Whether a text only reads: such a text, sent a second time, is prepared (see `query`). */
  isRead: (text: string) => boolean;
}

/** Distinct statements one embedded database prepares: each plan lives in its memory. */
export const PGLITE_PREPARED_LIMIT = 100;

const HELD: Delivery = { held: true };

/** The worker's young generation (see `start`). */
const WORKER_YOUNG_GENERATION_MB = 8;

/**
 * The worker's code. In the bundle, dist/pgliteWorker.mjs beside dist/main.mjs (scripts/build.mjs
 * builds it as an entry of its own). From source (tsx, vitest), pgliteWorker.ts through tsx's
 * `tsImport`: Node 20 cannot run TypeScript, and a worker thread does not take the loader its
 * parent has (nor one given in its execArgv).
 */
function workerCode(): { code: URL | string; eval: boolean } {
  if (!new URL(import.meta.url).pathname.endsWith('.ts')) return { code: new URL('./pgliteWorker.mjs', import.meta.url), eval: false };
  // tsx's ESM build of `tsx/esm/api`, as its package exports it for `import` (its CommonJS
  // build, which `require.resolve` finds, cannot register its hooks).
  const require = createRequire(import.meta.url);
  const manifest = require('tsx/package.json') as { exports: { './esm/api': { import: { default: string } } } };
  const api = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), manifest.exports['./esm/api'].import.default)).href;
  const source = new URL('./pgliteWorker.ts', import.meta.url).href;
  return { code: `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`, eval: true };
}

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
      if (parser(PROBE) !== PROBE) throw new Error(`A query parser for type ${oid} cannot run on the database thread: only parsers that keep the text as it is can be sent.`);
      identityParsers.push(Number(oid));
    }
    sentParsers.set(parsers, identityParsers);
  }
  return { ...rest, identityParsers };
}

/** node-postgres's own conversion of a parameter to its text (dates, arrays, JSON, buffers). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/** A parameter as a SQL literal: NULL, or a quoted string the parameter's type reads. */
function literalOf(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'null';
  const text = Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : String(prepared);
  return `'${text.replace(/'/g, "''")}'`;
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  /** Set inside `_runExclusiveTransaction`'s work: its statements are `held`. */
  private readonly exclusive = new AsyncLocalStorage<true>();
  /**
   * Reads prepared (see `query`), by text: the statement's name, null when it cannot be prepared,
   * false when seen once, and while its PREPARE runs, the promise of its name (statements are
   * sent at once, so others asking meanwhile wait for that PREPARE instead of sending their own).
   */
  private readonly statements = new Map<string, string | null | false | Promise<string | null>>();
  private prepared = 0;
  private serial = 0;

  private constructor(
    private readonly worker: Worker,
    private readonly isRead: (text: string) => boolean,
  ) {
    worker.on('message', (reply: Reply) => {
      if (!('id' in reply)) return;
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
    const { code, eval: isSource } = workerCode();
    const worker = new Worker(code, {
      eval: isSource,
      workerData: { dataDir: options.dataDir, loadDataDir, startParams: options.startParams } satisfies WorkerStart,
      transferList: loadDataDir ? [loadDataDir.buffer] : [],
      // A small young generation for the worker's heap: its objects (messages, rows) live for one
      // statement, and V8's default young generation cost 14 to 22 MB more peak memory at the
      // same speed (decision 0112).
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (exitCode: number) => reject(new Error(`The database thread stopped while starting (exit code ${exitCode}).`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (reply: Reply) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if ('ready' in reply && reply.ready) resolve();
        else reject(rebuildError('error' in reply && reply.error ? reply.error : { message: 'The database thread did not start.' }));
      });
    });
    const thread = new PgliteThread(worker, options.isRead);
    // Like PGlite in process, an idle database does not keep the process alive; a statement
    // waiting for its answer does (see `call`).
    worker.unref();
    return thread;
  }

  /** Messages sent to the worker and not yet answered (queued there or running). */
  get inFlight(): number {
    return this.pending.size;
  }

  /** A statement outside a transaction: queued at its request's place, or held inside an exclusive section. */
  private delivery(): Delivery {
    return this.exclusive.getStore() ? HELD : { held: false, order: arrivalOrder() };
  }

  private call<T>(operation: Operation, delivery: Delivery): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...operation, ...delivery, id });
    });
  }

  /**
   * A statement outside a transaction. A read sent a second time runs as a prepared statement
   * (decision 0111), as it does on PostgreSQL (client.ts's prepareRepeatedReads): PGlite's `query`
   * sends every statement unnamed, so its server parses and plans the text on every call (most of
   * the baseball card's 13 KB statement's time). PGlite has no call for a named statement, so
   * the text is prepared once with SQL's PREPARE, and each call is `EXECUTE name(<values as
   * literals>)`, short to send and to parse. The values are written as node-postgres writes
   * parameters, quoted as string literals, which PostgreSQL reads as the parameter's type. A text
   * PostgreSQL cannot prepare (a parameter whose type it cannot infer), a value holding NUL (it
   * cannot be written in a statement's text) and texts past PGLITE_PREPARED_LIMIT are sent as
   * they are. Writes are never prepared, nor a transaction's statements.
   */
  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = await this.preparedName(sql);
    const unprepared = name === null || params?.some((value) => typeof value === 'string' && value.includes('\0'));
    if (unprepared) return this.call({ op: 'query', sql, params, options: sendable(options), inTransaction: false }, this.delivery());
    const values = params?.length ? `(${params.map(literalOf).join(', ')})` : '';
    return this.call({ op: 'query', sql: `execute ${name}${values}`, params: [], options: sendable(options), inTransaction: false }, this.delivery());
  }

  /** The name `sql` is prepared under, preparing it on its second call; null: send it as it is. */
  private async preparedName(sql: string): Promise<string | null> {
    let entry = this.statements.get(sql);
    if (entry === undefined) {
      // Only a text asked again is worth a plan kept in the database's memory.
      if (this.statements.size < 4 * PGLITE_PREPARED_LIMIT && this.isRead(sql)) this.statements.set(sql, false);
      return null;
    }
    if (entry === false) {
      if (this.prepared >= PGLITE_PREPARED_LIMIT) return null;
      // Counted and named before the PREPARE is sent, so two texts never share a name.
      this.prepared += 1;
      const chosen = `pglite_${this.serial++}`;
      entry = this.call({ op: 'exec', sql: `prepare ${chosen} as ${sql}`, inTransaction: false }, this.delivery()).then(
        () => chosen,
        () => {
          this.prepared -= 1;
          return null;
        },
      );
      this.statements.set(sql, entry);
    }
    if (typeof entry !== 'object' || entry === null) return entry;
    const name = await entry;
    this.statements.set(sql, name);
    return name;
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.call({ op: 'exec', sql, options: sendable(options), inTransaction: false }, this.delivery());
  }

  /** PGlite's `transaction`, its callback run here and its statements on the worker (see the header). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.call({ op: 'begin' }, { held: false, order: arrivalOrder() });
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
    const dump = await this.call<Dump>({ op: 'dumpDataDir', compression }, this.delivery());
    return dump.name ? new File([dump.bytes], dump.name, { type: dump.type }) : new Blob([dump.bytes], { type: dump.type });
  }

  /**
   * Runs `work` with the database to itself: it waits for its place in the worker's queue, and
   * no other statement runs there until `work` ends (the backup calls `dumpDataDir` inside it;
   * the statements `work` sends run at once).
   */
  async _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.exclusive.getStore()) return work();
    await this.call({ op: 'exclusive' }, { held: false, order: arrivalOrder() });
    try {
      return await this.exclusive.run(true, work);
    } finally {
      await this.call({ op: 'release' }, HELD);
    }
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' }, { held: false, order: arrivalOrder() });
    await this.worker.terminate();
  }
}
