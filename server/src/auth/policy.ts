/**
 * The shape of an entity policy: for each role, which rows it may read and which fields of
 * them, which fields it may write on which rows, and whether it may create or delete. Anything
 * not granted is denied. The generic API layer enforces these on every read, filter, sort and
 * (nested) write; hand-written operations use the same helpers.
 */
import type { SQL } from 'drizzle-orm';
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

export interface ReadGrant {
  rows: RowScope;
  /** Readable fields (scalars, computed fields and relations); 'all' means every exposed field. */
  fields: readonly string[] | 'all';
}

export interface WriteGrant {
  rows: RowScope;
  /** Writable scalar fields and relations (a relation here allows nested writes through it). */
  fields: readonly string[];
}

interface CreateGrant {
  fields: readonly string[];
  /** The created row must satisfy this (checked inside the transaction before commit). */
  rows?: RowScope;
}

export interface EntityPolicy {
  read: Partial<Record<Role, readonly ReadGrant[]>>;
  create?: Partial<Record<Role, CreateGrant>>;
  /** A role may hold several grants (e.g. own row: T-shirt size; every row: skills). */
  update?: Partial<Record<Role, readonly WriteGrant[]>>;
  delete?: Partial<Record<Role, RowScope>>;
}

/** Grants the same read access to several roles. */
export function readFor(roles: readonly Role[], grants: readonly ReadGrant[]): Partial<Record<Role, readonly ReadGrant[]>> {
  return Object.fromEntries(roles.map((r) => [r, grants]));
}

export function grantFor<G>(roles: readonly Role[], grant: G): Partial<Record<Role, G>> {
  return Object.fromEntries(roles.map((r) => [r, grant]));
}

