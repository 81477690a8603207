// The embedded database's own thread (decision 0108): PGlite runs here, so its statements
// (WebAssembly, synchronous) use a core of their own and the server's thread stays free for the
// GraphQL work of the other requests. The server's side is db/pgliteThread.ts.
//
// The queue of decision 0104 lives here (decision 0112): the server posts each statement as it
// is asked for, with its request's place in arrival order, and this thread runs the waiting
// statement of the oldest request next (ties in the order posted), straight after the one
// before, instead of idling while an answer crosses to the server's thread and the next
// statement crosses back. A transaction (`begin` ... `end`) or an exclusive section
// (`exclusive` ... `release`, the backup's) is one entry of the queue; once it starts it holds
// the database: only messages marked `held` (its own statements) run until it ends, and the
// others wait here in their order.
//
// Plain JavaScript, imported by nothing: tsx, vitest and the production bundle (scripts/build.mjs
// copies it next to dist/main.mjs) all start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const identity = (value) => value;

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
let ownParsers = {};

async function keepAsText(database) {
  ownParsers = Object.fromEntries(KEPT_AS_TEXT.map((oid) => [oid, database.parsers[oid]]));
  // The arrays of these types keep PGlite's element parsers, as a statement's parsers left them
  // (PGlite's array parsers read the element's parser from its own set when they run).
  const { rows } = await database.query('select oid, typarray from pg_type where oid = any($1::oid[])', [KEPT_AS_TEXT]);
  for (const oid of KEPT_AS_TEXT) database.parsers[oid] = identity;
  for (const { oid, typarray } of rows) if (typarray) database.parsers[typarray] = (value) => types.arrayParser(value, ownParsers[oid], typarray);
}

const keptByDefault = (oids) => oids.length === KEPT_AS_TEXT.length && KEPT_AS_TEXT.every((oid) => oids.includes(oid));

/** The query options as sent: parsers arrive as a list of type ids whose parser returns the text as it is. */
function queryOptions(options) {
  const { identityParsers = [], ...rest } = options ?? {};
  if (keptByDefault(identityParsers)) return rest;
  const parsers = {};
  for (const oid of KEPT_AS_TEXT) if (!identityParsers.includes(oid)) parsers[oid] = ownParsers[oid];
  for (const oid of identityParsers) parsers[oid] = identity;
  return { ...rest, parsers };
}

/** A result as structured clone takes it (PGlite's results are plain objects; `blob` is not used). */
const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

/** An error with the fields the server reads (code, detail, constraint...), which structured clone would drop. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const { dataDir, loadDataDir, startParams } = workerData;
let db;
try {
  db = await PGlite.create({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    startParams: [...PGlite.defaultStartParams, ...startParams],
    extensions: { pg_trgm },
  });
  await keepAsText(db);
} catch (error) {
  parentPort.postMessage({ ready: false, error: describeError(error) });
  process.exit(1);
}

/** The open transaction: PGlite's own transaction object, held open until the server ends it. */
let open = null;

/** Holds a PGlite transaction open (its lock, BEGIN) until 'end'; resolves once it has begun. */
function beginTransaction() {
  return new Promise((started, failed) => {
    const state = {};
    state.ended = db.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          state.tx = tx;
          state.finish = { resolve, reject };
          open = state;
          started();
        }),
    );
    // BEGIN failed (once begun, `failed` does nothing: 'end' reads the outcome).
    state.ended.catch(failed);
  });
}

/** Marker of the rollback the server asked for (its own error stays on the server's side). */
class RolledBack extends Error {}

const handlers = {
  async query({ sql, params, options, inTransaction }) {
    const target = inTransaction ? open.tx : db;
    return plain(await target.query(sql, params, queryOptions(options)));
  },
  async exec({ sql, options, inTransaction }) {
    const target = inTransaction ? open.tx : db;
    return (await target.exec(sql, queryOptions(options))).map(plain);
  },
  async begin() {
    await beginTransaction();
    return null;
  },
  async rollback() {
    await open.tx.rollback();
    return null;
  },
  /** Ends the open transaction: commit (PGlite's COMMIT, which may fail) or roll back. */
  async end({ commit }) {
    const { finish, ended } = open;
    if (commit) finish.resolve(undefined);
    else finish.reject(new RolledBack());
    try {
      await ended;
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    } finally {
      open = null;
    }
    return null;
  },
  async dumpDataDir({ compression }) {
    const dump = await db.dumpDataDir(compression);
    const bytes = new Uint8Array(await dump.arrayBuffer());
    return { bytes, name: dump.name, type: dump.type };
  },
  /** Starts an exclusive section: the queue waits until 'release' (see `next`). */
  async exclusive() {
    return null;
  },
  async release() {
    return null;
  },
  async close() {
    await db.close();
    return null;
  },
};

/**
 * PGLITE_WORKER_STATS=FILE: once a second, appends to FILE the share of that second this thread
 * spent running statements (busy) and how many it ran; a measuring aid (decision 0112).
 */
const statsFile = process.env.PGLITE_WORKER_STATS;
let running = 0;
let busySince = 0;
let busyMs = 0;
let ran = 0;
let windowStart = performance.now();
if (statsFile) {
  const { appendFileSync } = await import('node:fs');
  setInterval(() => {
    const now = performance.now();
    if (running > 0) {
      busyMs += now - busySince;
      busySince = now;
    }
    if (ran > 0) appendFileSync(statsFile, `${new Date(performance.timeOrigin + now).toISOString()} busy ${((100 * busyMs) / (now - windowStart)).toFixed(1)} % statements ${ran}\n`);
    busyMs = 0;
    ran = 0;
    windowStart = now;
  }, 1000).unref();
}
const started = () => {
  if (running++ === 0) busySince = performance.now();
};
const finished = () => {
  ran++;
  if (--running === 0) busyMs += performance.now() - busySince;
};

/** Runs one message and posts its answer (or its error). */
async function serve(message) {
  const { id, op } = message;
  if (statsFile) started();
  try {
    const result = await handlers[op](message);
    if (op === 'dumpDataDir') parentPort.postMessage({ id, result }, [result.bytes.buffer]);
    else parentPort.postMessage({ id, result });
    if (op === 'close') parentPort.close();
    return true;
  } catch (error) {
    parentPort.postMessage({ id, error: describeError(error) });
    return false;
  } finally {
    if (statsFile) finished();
  }
}

/** Messages waiting for the database, by (order, id): the oldest request's first. */
const waiting = [];
/** A transaction or exclusive section has the database: only `held` messages run. */
let holder = false;
/** A queued message is running, or the next one is about to start. */
let busy = false;

function insert(message) {
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
function schedule() {
  if (busy || holder || waiting.length === 0) return;
  busy = true;
  setImmediate(async () => {
    const message = waiting.shift();
    const holds = message.op === 'begin' || message.op === 'exclusive';
    if (holds) holder = true;
    const ok = await serve(message);
    if (holds && !ok) holder = false;
    busy = false;
    schedule();
  });
}

parentPort.on('message', async (message) => {
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
parentPort.postMessage({ ready: true });
