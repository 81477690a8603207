/** Row scopes that several policies share. Each takes the (aliased) table the policy guards. */
import { eq, ne, type SQL } from 'drizzle-orm';
import type { Viewer } from './viewer';

type Table = Record<string, unknown>;
const c = (t: Table, field: string) => t[field] as SQL;

/** Rows that belong to the viewer through a user-id column. */
export const ownRows = (field = 'userId') => (v: Viewer, t: Table) => eq(c(t, field), v.id);

/** Rows that do not belong to the viewer (managers act on others' goals, not their own). */
export const othersRows = (field = 'userId') => (v: Viewer, t: Table) => ne(c(t, field), v.id);

