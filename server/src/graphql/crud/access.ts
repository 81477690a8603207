/**
 * Policy evaluation for the generic layer: row scopes as SQL, field visibility per row, and the
 * write grants. Every read, filter, sort and write of the generic layer asks here.
 */
import { and, getTableColumns, getTableName, or, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { toSnakeCase } from 'drizzle-orm/casing';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '@portal/common';
import type { ReadGrant, RowScope } from '../../auth/policy';
import type { Viewer } from '../../auth/viewer';
import { forbidden, unauthenticated } from '../errors';
import type { ModelDef } from './model';

/** An aliased table (a Drizzle alias proxy): columns render as "tN"."column". */
export type TableRef = Record<string, unknown>;

/** The alias and table of each TableRef (the proxy forwards property writes to the table, so keep them aside). */
const aliasNames = new WeakMap<object, string>();
const aliasTables = new WeakMap<object, PgTable>();

export interface QueryScope {
  viewer: Viewer;
  nextAlias(): string;
}

export function newScope(viewer: Viewer | null): QueryScope {
  if (!viewer) throw unauthenticated();
  let n = 0;
  return { viewer, nextAlias: () => `t${n++}` };
}

/**
 * The aliases made so far, per table and name: a read names its tables t0, t1, ... on every
 * request, and a Drizzle alias is a proxy worth making once (issue 28). A ref carries nothing
 * of a request (what a query does with an alias is kept by its QueryScope), so one is shared.
 */
const madeAliases = new WeakMap<PgTable, Map<string, TableRef>>();

export function aliasTable(model: ModelDef, name: string): TableRef {
  let byName = madeAliases.get(model.table);
  if (!byName) madeAliases.set(model.table, (byName = new Map()));
  let ref = byName.get(name);
  if (!ref) {
    ref = alias(model.table, name) as unknown as TableRef;
    aliasNames.set(ref, name);
    aliasTables.set(ref, model.table);
    byName.set(name, ref);
  }
  return ref;
}

/** The alias of a table made by aliasTable (undefined for any other ref). */
export function aliasNameOf(ref: TableRef): string | undefined {
  return aliasNames.get(ref);
}

/** `"table" "tN"`, for FROM clauses. */
export function fromClause(model: ModelDef, ref: TableRef): SQL {
  const name = aliasNames.get(ref);
  if (!name) throw new Error('fromClause needs a table made by aliasTable');
  return sql`${model.table} ${sql.identifier(name)}`;
}

/** `"tN"."column_name"` per table, alias and field, made once: reads name columns by the thousand. */
const columnNames = new Map<string, SQL>();

/**
 * A field of an aliased table, as SQL. For the reader's own aliases this is a ready-made name
 * (no Drizzle alias proxy, no casing lookup per use: issue 13); other refs go through Drizzle.
 */
export function column(ref: TableRef, field: string): SQL {
  const name = aliasNames.get(ref);
  const table = aliasTables.get(ref);
  if (!name || !table) return sql`${ref[field] as SQL}`;
  const key = `${getTableName(table)}|${name}|${field}`;
  let made = columnNames.get(key);
  if (!made) {
    const col = getTableColumns(table)[field];
    if (!col) return sql`${ref[field] as SQL}`;
    // Drizzle's snake_case casing, as the database was migrated with it.
    const dbName = col.keyAsName ? toSnakeCase(col.name) : col.name;
    made = sql.raw(`"${name}"."${dbName.replace(/"/g, '""')}"`);
    columnNames.set(key, made);
  }
  return made;
}

export function grantsOf(model: ModelDef, role: Role): readonly ReadGrant[] {
  return (model.policy.read[role] ?? []) as readonly ReadGrant[];
}

export function scopeSql(scope: RowScope, viewer: Viewer, ref: object): SQL | undefined {
  return scope === 'all' ? undefined : scope(viewer, ref);
}

/** Rows of the model the viewer may see: undefined for all of them, null for none. */
export function rowScope(model: ModelDef, scope: QueryScope, ref: TableRef): SQL | undefined | null {
  const grants = grantsOf(model, scope.viewer.role);
  if (grants.length === 0) return null;
  if (grants.some((g) => g.rows === 'all')) return undefined;
  return or(...grants.map((g) => scopeSql(g.rows, scope.viewer, ref)!));
}

/** Whether a role reads every row of the model (some grant's row scope is 'all'). */
export function readsEveryRow(model: ModelDef, role: Role): boolean {
  return grantsOf(model, role).some((g) => g.rows === 'all');
}

export function grantHasField(grant: ReadGrant, field: string): boolean {
  return grant.fields === 'all' || grant.fields.includes(field);
}

/**
 * The condition under which a field is visible on a row: undefined when visible on every
 * visible row, a SQL condition when only some grants include it, or null when no grant does.
 */
export function fieldScope(model: ModelDef, scope: QueryScope, ref: TableRef, field: string): SQL | undefined | null {
  const grants = grantsOf(model, scope.viewer.role).filter((g) => grantHasField(g, field));
  if (grants.length === 0) return null;
  if (grants.some((g) => g.rows === 'all')) return undefined;
  return or(...grants.map((g) => scopeSql(g.rows, scope.viewer, ref)!));
}

/** Guards a filter or sort on a field: refuses fields the role may never read. */
export function requireFieldScope(model: ModelDef, scope: QueryScope, ref: TableRef, field: string, use: 'filter' | 'sort'): SQL | undefined {
  const s = fieldScope(model, scope, ref, field);
  if (s === null) throw forbidden(`You may not ${use} ${model.name} by ${field}.`);
  return s;
}

/**
 * Grants whose field list is partial need a per-row flag so that field resolvers know which
 * fields each row shows. Returns [flag name, condition] pairs to add to the SELECT.
 */
export function grantFlags(model: ModelDef, scope: QueryScope, ref: TableRef): [string, SQL][] {
  const grants = grantsOf(model, scope.viewer.role);
  // With one grant, or when every grant shows every field, all visible rows show the same fields.
  if (grants.length <= 1 || grants.every((g) => g.fields === 'all')) return [];
  return grants.map((g, i) => [`__g${i}`, g.rows === 'all' ? sql`true` : g.rows(scope.viewer, ref)]);
}

/**
 * Where a field shows for a role: on every row it may read (true), on none (false), or on the
 * rows whose grant flags (grantFlags) named here are set. Policies are fixed at start, so this
 * is worked out once per model, role and field: field resolvers ask it per row and field (a
 * card asks it about a thousand times).
 */
type FieldVisibility = boolean | readonly string[];
const visibilityCache = new WeakMap<ModelDef, Map<Role, Map<string, FieldVisibility>>>();

function fieldVisibility(model: ModelDef, role: Role, field: string): FieldVisibility {
  let byRole = visibilityCache.get(model);
  if (!byRole) visibilityCache.set(model, (byRole = new Map()));
  let byField = byRole.get(role);
  if (!byField) byRole.set(role, (byField = new Map()));
  let visibility = byField.get(field);
  if (visibility === undefined) {
    const grants = grantsOf(model, role);
    if (grants.every((g) => grantHasField(g, field))) visibility = grants.length > 0;
    else if (grants.length === 1) visibility = grantHasField(grants[0], field);
    else visibility = grants.flatMap((g, i) => (grantHasField(g, field) ? [`__g${i}`] : []));
    byField.set(field, visibility);
  }
  return visibility;
}

/** Whether a loaded row shows a field to this viewer (uses the flags from grantFlags). */
export function rowShowsField(model: ModelDef, role: Role, row: Record<string, unknown>, field: string): boolean {
  const visibility = fieldVisibility(model, role, field);
  return typeof visibility === 'boolean' ? visibility : visibility.some((flag) => row[flag] === true);
}

export function andAll(parts: (SQL | undefined)[]): SQL | undefined {
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : and(...present);
}

/**
 * Whether every role that reads the model sees this field on every row it may read: then the
 * schema can promise a value (non-null) when the column is NOT NULL. A field some grant leaves
 * out is masked to null on that grant's rows, so it stays nullable.
 */
export function fieldNeverMasked(model: ModelDef, field: string): boolean {
  return Object.values(model.policy.read).every((grants) => (grants ?? []).every((g) => grantHasField(g, field)));
}

