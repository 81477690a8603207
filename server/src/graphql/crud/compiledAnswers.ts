/**
 * Answer statements compiled once per document shape (decision 0111; 0057's step 2). Building a
 * written answer's statement (answerText.ts) plans the selection, compiles the filters and the
 * row scopes and renders a text of up to 15 KB: on a baseball card that was most of the server's
 * CPU per request, for a text that is the same on every request of the screen. Here a built
 * statement is kept with a template of its parameters, and the next request of the same shape
 * only fills the template in.
 *
 * What the text may depend on, and so what a shape is:
 * - the document, the operation, the viewer (their id, employee number and role: row scopes
 *   carry the first two),
 *   the company's time zone and day (some statements carry them as values);
 * - every variable except the strings proved to be plain parameters: the structure, numbers
 *   (`take` picks how passes are read), booleans, nulls, dates, and every string the builder
 *   looked at (a closed list's value is written into the text, where.ts) or that did not pass
 *   the probe below.
 *
 * The probe: when a shape is first built, each string variable is replaced in turn by a sentinel
 * (mixed case, spaces, an accented letter: a value trimmed, folded or normalized on the way does
 * not come through unchanged) and the statement built again. The string is a plain parameter
 * only if the text is the same and the sentinel is, whole, the value of the parameters where the
 * string was and nowhere else changed anything. Any other outcome (a different text, the value
 * wrapped or changed, the build refusing the sentinel) keeps the string in the shape.
 *
 * With `verify` (VERIFY_SQL_ANSWERS=1, the server suite) every statement taken from here is
 * also built from scratch, and a different text or different values fail the request.
 */
import type { Query } from '../../db/sqlText';

/** A statement built for one request, and what turns its rows into the response's body. */
export interface BuiltAnswer<Row> {
  query: Query;
  finish(rows: Row[]): string | null;
}

/** Builds the statement for these variables (as sent: it coerces them); null when the query is not written by SQL. Synchronous. */
export type BuildAnswer<Row> = (variables: Record<string, unknown>) => BuiltAnswer<Row> | null;

/** A template value: the i-th string of the variables, or a value fixed for the shape. */
type TemplateValue = { leaf: number } | { fixed: unknown };

interface Variant<Row> {
  /** Strings of the variables the text depends on, by their place in the walk. */
  kept: [number, string][];
  text: string;
  template: TemplateValue[];
  finish(rows: Row[]): string | null;
}

/** Thrown when a compiled statement differs from a fresh build (with `verify`): the tests fail on it. */
export class CompiledAnswerMismatch extends Error {}

/** Strings the builder looked at while building (the probe keeps them in the shape). */
let looked: Set<string> | null = null;

/** Marks a value whose content the statement's text depends on (called by the builders, e.g. where.ts's closed lists). */
export function textDependsOn(value: unknown): void {
  if (looked && typeof value === 'string') looked.add(value);
}

/**
 * The variables' shape with every string left out, and the strings in walk order. Objects keep
 * their keys' order (GraphQL's coercion writes them in the input type's order).
 */
export function walk(value: unknown, strings: string[] = []): string {
  if (typeof value === 'string') {
    strings.push(value);
    return '?';
  }
  if (Array.isArray(value)) return `[${value.map((v) => walk(v, strings)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    let out = '{';
    for (const key of Object.keys(value)) out += `${JSON.stringify(key)}:${walk((value as Record<string, unknown>)[key], strings)},`;
    return `${out}}`;
  }
  return value === undefined ? 'u' : JSON.stringify(value);
}

/** A copy of the variables with their i-th string replaced. */
function replaceString(value: unknown, target: number, by: string, seen = { n: 0 }): unknown {
  if (typeof value === 'string') return seen.n++ === target ? by : value;
  if (Array.isArray(value)) return value.map((v) => replaceString(v, target, by, seen));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = replaceString((value as Record<string, unknown>)[key], target, by, seen);
    return copy;
  }
  return value;
}

const sentinel = (i: number) => ` Probe ${i} Ünïcode\u00e9 `;

/** How many shapes one process keeps (each holds a statement's text, up to ~15 KB). */
export const COMPILED_SHAPES_LIMIT = 256;
/** Variants of one shape (values of its kept strings) compiled; others are built each time. */
export const MAX_VARIANTS = 8;
/** Strings in a request's variables past which its shape is not compiled (the probe builds once per string). */
export const MAX_PROBED_STRINGS = 16;

let hits = 0;
/** Statements this process took from a compiled shape (the tests check that a request took this path). */
export const compiledStatementsUsed = () => hits;

export class CompiledAnswers<Row> {
  private readonly shapes = new Map<string, Variant<Row>[]>();

  constructor(private readonly verify: boolean) {}

  /**
   * The statement for a request: from its shape when one is compiled, otherwise built (and its
   * shape compiled for the next request). Null when the query is not written by SQL.
   */
  statement(base: string, variables: Record<string, unknown>, build: BuildAnswer<Row>): BuiltAnswer<Row> | null {
    const strings: string[] = [];
    const key = `${base}\n${walk(variables, strings)}`;
    const variants = this.shapes.get(key);
    const variant = variants?.find((v) => v.kept.every(([i, s]) => strings[i] === s));
    if (variant) {
      const query = { sql: variant.text, params: variant.template.map((t) => ('leaf' in t ? strings[t.leaf] : t.fixed)) };
      if (this.verify) this.check(query, build(variables));
      hits += 1;
      return { query, finish: variant.finish };
    }
    looked = new Set();
    let built: BuiltAnswer<Row> | null;
    let seen: Set<string>;
    try {
      built = build(variables);
    } finally {
      seen = looked;
      looked = null;
    }
    // The probe builds the statement once more per string: a shape with many strings, or one
    // whose kept strings keep changing (a search typed anew) past its variants, is not compiled.
    if (!built || strings.length > MAX_PROBED_STRINGS || (variants?.length ?? 0) >= MAX_VARIANTS) return built;
    this.remember(key, this.compile(built, strings, seen, variables, build));
    return built;
  }

  private compile(built: BuiltAnswer<Row>, strings: string[], seen: Set<string>, variables: Record<string, unknown>, build: BuildAnswer<Row>): Variant<Row> {
    const { sql: text, params } = built.query;
    const template: TemplateValue[] = params.map((fixed) => ({ fixed }));
    const kept: [number, string][] = [];
    strings.forEach((value, i) => {
      const places = seen.has(value) ? null : this.probe(text, params, value, i, variables, build);
      if (places) for (const p of places) template[p] = { leaf: i };
      else kept.push([i, value]);
    });
    return { kept, text, template, finish: built.finish };
  }

  /** Where the i-th string is a plain parameter of the statement (see the file's comment), or null. */
  private probe(text: string, params: unknown[], value: string, i: number, variables: Record<string, unknown>, build: BuildAnswer<Row>): number[] | null {
    if (!params.includes(value)) return null;
    const by = sentinel(i);
    let probed: BuiltAnswer<Row> | null;
    try {
      probed = build(replaceString(variables, i, by) as Record<string, unknown>);
    } catch {
      return null;
    }
    if (!probed || probed.query.sql !== text || probed.query.params.length !== params.length) return null;
    const places: number[] = [];
    for (let p = 0; p < params.length; p++) {
      const now = probed.query.params[p];
      if (now === by && params[p] === value) places.push(p);
      else if (!sameValue(now, params[p])) return null;
    }
    return places.length ? places : null;
  }

  private remember(key: string, variant: Variant<Row>): void {
    const variants = this.shapes.get(key);
    if (variants) {
      variants.push(variant);
      return;
    }
    // The oldest shape goes first (a Map keeps insertion order).
    if (this.shapes.size >= COMPILED_SHAPES_LIMIT) this.shapes.delete(this.shapes.keys().next().value!);
    this.shapes.set(key, [variant]);
  }

  private check(query: Query, fresh: BuiltAnswer<Row> | null): void {
    if (fresh && fresh.query.sql === query.sql && fresh.query.params.length === query.params.length && fresh.query.params.every((v, i) => sameValue(v, query.params[i]))) return;
    const message = `A compiled answer statement differs from a fresh build.\ncompiled: ${query.sql}\n${JSON.stringify(query.params)}\nfresh: ${fresh ? `${fresh.query.sql}\n${JSON.stringify(fresh.query.params)}` : 'not written by SQL'}`;
    process.stderr.write(`${message}\n`);
    throw new CompiledAnswerMismatch(message);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}
