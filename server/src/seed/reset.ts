/**
 * Empties every application table (the --reset of the seed command). The migration ledger
 * (schema_migrations) stays, so the schema is not re-applied; identities restart at 1 so a
 * reseed produces the same ids as a fresh database.
 */
import { getTableName, is } from 'drizzle-orm';
import { sql } from '../db/sql';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/** The application tables, read from the Drizzle schema so a new table is never forgotten. */
function applicationTableNames(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

export async function truncateApplicationTables(db: Db): Promise<string[]> {
  const names = applicationTableNames();
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  await db.execute(sql`truncate table ${list} restart identity cascade`);
  return names;
}
