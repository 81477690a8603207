import { clock } from '@portal/common';
import { type SQL } from 'drizzle-orm';
import { sql } from '../sql';
import { check, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A check constraint that keeps a text column inside an enumeration (NULL passes). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  const list = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/** created/updated timestamps every editable table carries. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
};

export function lower(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}
