/**
 * Computed fields that share one pass over other tables (an employee's five point totals come
 * from one walk over their holdings; decision 0083). Each field still has its own expression
 * (`ComputedField.sql`), used where nothing better applies (a filter through a relation); the
 * reader otherwise asks the pass:
 *
 * - a statement that filters or sorts by one of the fields, or reads more than
 *   PASS_JOIN_FROM_ROWS rows, joins the pass grouped by key once (a hash join over one grouped
 *   scan of the tables; the page and its total share it as one WITH query);
 * - a read of a few rows (a card, a page) selects one row's values as one JSON object per row,
 *   which PostgreSQL evaluates after the sort and LIMIT, for the rows returned only.
 *
 * Row scopes and field masks are untouched: the pass replaces the field's expression inside
 * the same statement, under the same guards.
 */
import { type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { aliasNameOf, column, type QueryScope, type TableRef } from './access';
import type { ComputedField, ComputedPass, ModelDef } from './model';

/**
 * From how many rows a read joins the grouped pass rather than asking it per row. On 10,000
 * employees the grouped points pass costs about as much as 1,000 to 2,000 rows asked one by
 * one (decision 0083); a screen's page (at most a few hundred rows) stays per row.
 */
export const PASS_JOIN_FROM_ROWS = 1000;

/** The row property carrying one row's values of a pass read per row (a JSON object). */
export const passProperty = (pass: ComputedPass) => `__pass:${pass.name}`;

const cteName = (pass: ComputedPass) => `pass_${pass.name}`;
const joinAlias = (alias: string, pass: ComputedPass) => `${alias}_${pass.name}`;

/** The passes each alias of a statement has joined; an alias is absent when it may not join any. */
const joinsOf = new WeakMap<QueryScope, Map<string, Set<ComputedPass>>>();

function joinsOn(scope: QueryScope, ref: TableRef): Set<ComputedPass> | undefined {
  const alias = aliasNameOf(ref);
  return alias ? joinsOf.get(scope)?.get(alias) : undefined;
}

/**
 * Lets the statement join passes on this alias: one in a statement's own FROM, which then
 * renders `passJoins` after it. Aliases of correlated subqueries are never allowed (their
 * fields fall back to the per-row expression).
 */
export function allowPassJoins(scope: QueryScope, ref: TableRef): void {
  let joins = joinsOf.get(scope);
  if (!joins) joinsOf.set(scope, (joins = new Map()));
  joins.set(aliasNameOf(ref)!, new Set());
}

/** Joins the pass on the alias if it may be joined there; the joined column of one field, else null. */
export function joinedPassColumn(scope: QueryScope, ref: TableRef, field: ComputedField, join: boolean): SQL | null {
  const pass = field.pass;
  const joins = pass ? joinsOn(scope, ref) : undefined;
  if (!pass || !joins) return null;
  if (!joins.has(pass.of)) {
    if (!join) return null;
    joins.add(pass.of);
  }
  return sql`coalesce(${sql.identifier(joinAlias(aliasNameOf(ref)!, pass.of))}.${sql.identifier(pass.column)}, ${pass.of.missing})`;
}

/** A computed field's value on a row, for a filter or a sort: the joined pass where the statement allows it. */
export function computedValue(model: ModelDef, scope: QueryScope, ref: TableRef, name: string): SQL {
  const field = model.computed![name];
  return joinedPassColumn(scope, ref, field, true) ?? field.sql(ref as never);
}

/** The LEFT JOINs of the passes joined on this alias, to follow its table in FROM. */
export function passJoins(scope: QueryScope, ref: TableRef): SQL {
  const joins = joinsOn(scope, ref);
  if (!joins || joins.size === 0) return sql``;
  const alias = aliasNameOf(ref)!;
  return sql.join(
    [...joins].map((pass) => sql` left join ${sql.identifier(cteName(pass))} ${sql.identifier(joinAlias(alias, pass))} on ${sql.identifier(joinAlias(alias, pass))}."key" = ${column(ref, pass.keyField)}`),
    sql``,
  );
}

/** `with "pass_x" as (...)` for every pass the statement joined (PostgreSQL computes one used twice once). */
export function passQueries(scope: QueryScope): SQL {
  const passes = new Set<ComputedPass>();
  for (const joins of joinsOf.get(scope)?.values() ?? []) for (const pass of joins) passes.add(pass);
  if (passes.size === 0) return sql``;
  return sql`with ${sql.join([...passes].map((pass) => sql`${sql.identifier(cteName(pass))} as (${pass.grouped()})`), sql`, `)} `;
}

/** Joins, on a statement's alias, the passes of these computed fields (a read of many rows). */
export function joinPassesOf(model: ModelDef, scope: QueryScope, ref: TableRef, computed: readonly string[]): void {
  for (const name of computed) {
    const field = model.computed?.[name];
    if (field?.pass) joinedPassColumn(scope, ref, field, true);
  }
}

/** A computed field's value in a row read from the database: its own column, or its pass's JSON object. */
export function rawComputed(field: ComputedField, name: string, raw: Record<string, unknown>): unknown {
  if (!field.pass || name in raw) return raw[name];
  const values = raw[passProperty(field.pass.of)] as Record<string, unknown> | null | undefined;
  return values?.[field.pass.column];
}
