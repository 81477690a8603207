// The embedded database's own thread (decision 0108): PGlite runs here, so its statements
// (WebAssembly, synchronous) use a core of their own and the server's thread stays free for the
// GraphQL work of the other requests. The server's side is db/pgliteThread.ts, which owns the
// order of statements (decision 0104's queue); this file only runs what it is sent, in order.
//
// Plain JavaScript, imported by nothing: tsx, vitest and the production bundle (scripts/build.mjs
// copies it next to dist/main.mjs) all start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const identity = (value) => value;

/** The query options as sent: parsers arrive as a list of type ids whose parser returns the text as it is. */
function queryOptions(options) {
  if (!options) return undefined;
  const { identityParsers, ...rest } = options;
  if (!identityParsers) return rest;
  const parsers = {};
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
    startParams,
    extensions: { pg_trgm },
  });
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
  async close() {
    await db.close();
    return null;
  },
};

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    const result = await handlers[op](message);
    if (op === 'dumpDataDir') parentPort.postMessage({ id, result }, [result.bytes.buffer]);
    else parentPort.postMessage({ id, result });
    if (op === 'close') parentPort.close();
  } catch (error) {
    parentPort.postMessage({ id, error: describeError(error) });
  }
});
parentPort.postMessage({ ready: true });
