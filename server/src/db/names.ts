/**
 * Tables and columns named through the Drizzle schema in hand-written SQL, so renaming a schema
 * field fails the typecheck (decision 0172). In a statement a table is `${users}` (aliased:
 * `from ${users} ${u}` with `u = alias(users, 'u')`) and a column `${users.email}` or `${u.email}`;
 * these helpers cover the places SQL takes a column's bare name: an INSERT's column list and an
 * UPDATE's SET targets.
 */
import { getTableColumns, SQL, type AnyColumn } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sql } from './sql';

/** `employee_number` for `users.employeeNumber`: Drizzle's snake_case casing, as the database was migrated with it. */
export function databaseName(column: AnyColumn): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

/** `"employee_number"` for `users.employeeNumber`, as SQL. */
export function columnName(column: AnyColumn): SQL {
  return sql`${sql.identifier(databaseName(column))}`;
}

/** `("a", "b")`: an INSERT's column list (for `insert … select`). */
export function columnList(...columns: AnyColumn[]): SQL {
  return sql`(${sql.join(columns.map(columnName), sql`, `)})`;
}

/** Values by a table's field names; a value is sent as a parameter, an `SQL` value written in place. */
type ColumnValues<T extends PgTable> = { [K in keyof T['_']['columns'] & string]?: unknown };

function entries<T extends PgTable>(table: T, values: ColumnValues<T>): [AnyColumn, unknown][] {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  return Object.entries(values).map(([field, value]) => [columns[field], value]);
}

function valueOf(value: unknown): SQL {
  return value instanceof SQL ? value : sql`${value}`;
}

/** `("a", "b") values ($1, $2)`: an INSERT's columns and one row of values, in the order given. */
export function insertValues<T extends PgTable>(table: T, values: ColumnValues<T>): SQL {
  const pairs = entries(table, values);
  return sql`${columnList(...pairs.map(([column]) => column))} values (${sql.join(pairs.map(([, value]) => valueOf(value)), sql`, `)})`;
}

/** `"a" = $1, "b" = $2`: an UPDATE's SET list. */
export function setColumns<T extends PgTable>(table: T, values: ColumnValues<T>): SQL {
  return sql.join(entries(table, values).map(([column, value]) => sql`${columnName(column)} = ${valueOf(value)}`), sql`, `);
}

/** A row of these fields of a table, typed by its schema (Drizzle's select type). */
export type FieldsRow<T extends PgTable, K extends keyof T['$inferSelect'] & string> = Pick<T['$inferSelect'], K>;

/**
 * `"e"."review_id" as "reviewId", …`: fields of a table (or an alias) under their schema names,
 * so a row read with raw SQL has the type `FieldsRow` gives it. A date-only column is read as its
 * text (YYYY-MM-DD), as Drizzle's string mode has it (the drivers would make it a Date).
 */
export function selectFields<T extends PgTable, K extends keyof T['$inferSelect'] & string>(table: T, keys: readonly K[]): SQL<FieldsRow<T, K>> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const list = keys.map((key) => {
    const column = columns[key];
    return sql`${column}${column.columnType === 'PgDateString' ? sql`::text` : sql``} as ${sql.identifier(key)}`;
  });
  return sql.join(list, sql`, `) as SQL<FieldsRow<T, K>>;
}
