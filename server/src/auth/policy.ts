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
 * The (aliased) Drizzle table a policy or computed field is applied to. Typed loosely on purpose:
 * each model's definitions name the columns of the concrete table they guard, and one registry
 * holds models of every table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable = any;

/** Rows a grant covers: every row, or a SQL condition on the table. */
export type RowScope = 'all' | ((viewer: Viewer, table: AnyTable) => SQL);

/**
 * The fields of a model: its table's columns, and the relations and computed fields (`Extra`)
 * its model declares. A policy typed with them fails the typecheck on a misspelled field, and
 * defineModel checks that the policy's fields are its model's (graphql/crud/model.ts).
 */
export type FieldOf<T extends Table, Extra extends string = never> = (keyof T['_']['columns'] & string) | Extra;

export interface ReadGrant<F extends string = string> {
  rows: RowScope;
  /** Readable fields (scalars, computed fields and relations); 'all' means every exposed field. */
  fields: readonly F[] | 'all';
}

export interface WriteGrant<F extends string = string> {
  rows: RowScope;
  /** Writable scalar fields and relations (a relation here allows nested writes through it). */
  fields: readonly F[];
}

export interface CreateGrant<F extends string = string> {
  fields: readonly F[];
  /** The created row must satisfy this (checked inside the transaction before commit). */
  rows?: RowScope;
}

/** `F`: the model's field names (FieldOf); the generic layer reads any model's policy as `EntityPolicy`. */
export interface EntityPolicy<F extends string = string> {
  read: Partial<Record<Role, readonly ReadGrant<F>[]>>;
  create?: Partial<Record<Role, CreateGrant<F>>>;
  /** A role may hold several grants (e.g. own row: T-shirt size; every row: skills). */
  update?: Partial<Record<Role, readonly WriteGrant<F>[]>>;
  delete?: Partial<Record<Role, RowScope>>;
}

/** Grants the same read access to several roles. */
export function readFor<F extends string = string>(roles: readonly Role[], grants: readonly ReadGrant<F>[]): Partial<Record<Role, readonly ReadGrant<F>[]>> {
  return Object.fromEntries(roles.map((r) => [r, grants]));
}

export function grantFor<G>(roles: readonly Role[], grant: G): Partial<Record<Role, G>> {
  return Object.fromEntries(roles.map((r) => [r, grant]));
}

export const ALL_FIELDS = 'all' as const;
