/**
 * The shape of an entity policy: for each role, which rows it may read and which fields of
 * them, which fields it may write on which rows, and whether it may create or delete. Anything
 * not granted is denied. The generic API layer enforces these on every read, filter, sort and
 * (nested) write; hand-written operations use the same helpers.
 */
import type { SQL, Table } from 'drizzle-orm';
import type { Role } from '@portal/common';
import type { Viewer } from './viewer';

/**
 * A function of the (aliased) Drizzle table `T` a policy or computed field is applied to. Declared
 * as a method so that a model's function, typed by its own table, is also a function of `object`:
 * the generic layer, whose registry holds models of every table, calls it with the model's own
 * table (a method's parameters are compared both ways; a function type's would refuse it).
 */
interface OfTable<T, Args extends unknown[]> {
  of(...args: [...Args, table: T]): SQL;
}
export type TableFn<T, Args extends unknown[] = []> = OfTable<T, Args>['of'];

/** Rows a grant covers: every row, or a SQL condition on the table `T`. */
export type RowScope<T = object> = 'all' | TableFn<T, [viewer: Viewer]>;

/**
 * The fields of a model: its table's columns, and the relations and computed fields (`Extra`)
 * its model declares. A policy typed with them fails the typecheck on a misspelled field, and
 * defineModel checks that the policy's fields are its model's (graphql/crud/model.ts).
 */
export type FieldOf<T extends Table, Extra extends string = never> = (keyof T['_']['columns'] & string) | Extra;

export interface ReadGrant<F extends string = string, T = object> {
  rows: RowScope<T>;
  /** Readable fields (scalars, computed fields and relations); 'all' means every exposed field. */
  fields: readonly F[] | 'all';
}

export interface WriteGrant<F extends string = string, T = object> {
  rows: RowScope<T>;
  /** Writable scalar fields and relations (a relation here allows nested writes through it). */
  fields: readonly F[];
}

interface CreateGrant<F extends string = string, T = object> {
  fields: readonly F[];
  /** The created row must satisfy this (checked inside the transaction before commit). */
  rows?: RowScope<T>;
}

/**
 * `F`: the model's field names (FieldOf); `T`: its table, which the row scopes are conditions on.
 * The generic layer reads any model's policy as `EntityPolicy`.
 */
export interface EntityPolicy<F extends string = string, T = object> {
  read: Partial<Record<Role, readonly ReadGrant<F, T>[]>>;
  create?: Partial<Record<Role, CreateGrant<F, T>>>;
  /** A role may hold several grants (e.g. own row: T-shirt size; every row: skills). */
  update?: Partial<Record<Role, readonly WriteGrant<F, T>[]>>;
  delete?: Partial<Record<Role, RowScope<T>>>;
}

/** Grants the same read access to several roles. */
export function readFor<F extends string = string, T = object>(roles: readonly Role[], grants: readonly ReadGrant<F, T>[]): Partial<Record<Role, readonly ReadGrant<F, T>[]>> {
  return Object.fromEntries(roles.map((r) => [r, grants]));
}

export function grantFor<G>(roles: readonly Role[], grant: G): Partial<Record<Role, G>> {
  return Object.fromEntries(roles.map((r) => [r, grant]));
}

