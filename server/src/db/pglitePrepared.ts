/**
 * Reads run as prepared statements on the embedded database too (decision 0111), as they do on
 * PostgreSQL (client.ts's prepareRepeatedReads). PGlite's `query` sends every statement
 * unnamed, so its server parses and plans the text on every call: for the baseball card's 13 KB
 * statement that was most of the request's time inside the WebAssembly server (about 6 to 30 ms
 * against 2.5 to 3.7 ms for the same statement prepared, measured on a loaded machine). PGlite
 * has no call for a named statement, so the text is prepared once with SQL's PREPARE, and each
 * call is `EXECUTE name(<values as literals>)`, a statement short enough that parsing it costs
 * little. The values are written as node-postgres writes parameters (`prepareValue`), quoted as
 * string literals, which PostgreSQL then reads as the parameter's type, as it reads a text
 * parameter. A text PostgreSQL cannot prepare (a parameter whose type it cannot infer) is sent
 * as before.
 */
import { createRequire } from 'node:module';

/** Distinct statements one embedded database prepares: each plan lives in its memory. */
export const PGLITE_PREPARED_LIMIT = 100;

interface QueryingClient {
  query(text: string, params?: unknown[], options?: unknown): Promise<unknown>;
  exec(text: string, options?: unknown): Promise<unknown>;
}

/** node-postgres's own conversion of a parameter to its text (dates, arrays, JSON, buffers). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/** A parameter as a SQL literal: NULL, or a quoted string the parameter's type reads. */
export function literalOf(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'null';
  const text = Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : String(prepared);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Wraps the client's `query` so that a read sent a second time is prepared and executed by name.
 * `isRead`: whether a text only reads (client.ts's test; writes are never prepared, nor texts
 * inside transactions, which PGlite runs through another object).
 */
export function preparePgliteReads(client: QueryingClient, isRead: (text: string) => boolean, limit = PGLITE_PREPARED_LIMIT): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  /**
   * By text: its statement's name, null when it cannot be prepared, false when seen once, and
   * while its PREPARE runs, the promise of its name (on the database thread several requests
   * send statements at once, decision 0112: the others wait for that PREPARE, none sends its own).
   */
  const names = new Map<string, string | null | false | Promise<string | null>>();
  let prepared = 0;
  let serial = 0;
  client.query = async (text: string, params?: unknown[], options?: unknown) => {
    let entry = names.get(text);
    if (entry === undefined) {
      // Only a text asked again is worth a plan kept in the database's memory.
      if (names.size < 4 * limit && isRead(text)) names.set(text, false);
      return query(text, params, options);
    }
    if (entry === false) {
      if (prepared >= limit) return query(text, params, options);
      // Counted and named before the PREPARE is sent, so two texts never share a name.
      prepared += 1;
      const chosen = `pglite_${serial++}`;
      entry = exec(`prepare ${chosen} as ${text}`).then(
        () => chosen,
        () => {
          prepared -= 1;
          return null;
        },
      );
      names.set(text, entry);
    }
    const name = typeof entry === 'object' && entry !== null ? await entry : entry;
    if (typeof entry === 'object' && entry !== null) names.set(text, name);
    // A NUL cannot be written in a statement's text: a value holding one goes as a parameter,
    // and fails as it always did (the server turns that failure into a clear refusal).
    if (name === null || params?.some((value) => typeof value === 'string' && value.includes('\0'))) return query(text, params, options);
    const values = params?.length ? `(${params.map(literalOf).join(', ')})` : '';
    return query(`execute ${name}${values}`, [], options);
  };
}
