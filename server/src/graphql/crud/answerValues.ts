/**
 * Values as GraphQL's scalars write them, in SQL, for the answers the statement writes
 * (answerText.ts, decision 0105): each is the JSON text of the value the reader would decode and
 * the scalar serialize. A value SQL cannot write the same way makes the statement fail on
 * purpose (`fail`), and the request is then executed as usual.
 */
import { type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { FieldVisibility } from './access';
import type { ScalarField } from './model';

/** Fails the statement with this value (the request is then executed as usual). */
const fail = (value: SQL) => sql`(('not written by SQL: ' || (${value})::text)::int)::text`;

/** A JSON string or null. */
const stringText = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

/**
 * A double as JavaScript prints it: integers below 1e15 in full, other values from 1e-4 to
 * 1e15 in PostgreSQL's shortest form, which is then JavaScript's (both print the shortest
 * digits that read back as the same double, in positional notation in that range). Exponent
 * forms, NaN and infinities fail (GraphQL refuses the last two; the first differ in form).
 */
function floatText(value: SQL): SQL {
  const v = sql`(${value})::float8`;
  return sql`(case when ${v} is null then 'null' when ${v} = 0 then '0'
    when abs(${v}) < 1e15 and ${v} = trunc(${v}) then (${v})::bigint::text
    when abs(${v}) < 1e15 and abs(${v}) >= 1e-4 then (${v})::text else ${fail(v)} end)`;
}

/** GraphQL's Int: a whole number within 32 bits, else the statement fails (GraphQL would refuse it). */
function intText(value: SQL): SQL {
  const v = sql`(${value})::numeric`;
  return sql`(case when ${v} is null then 'null' when trunc(${v}) = ${v} then (${v})::int::text else ${fail(v)} end)`;
}

/** `Date#toISOString()` of a timestamptz, for the years it writes with four digits. */
function dateTimeText(value: SQL): SQL {
  return sql`(case when ${value} is null then 'null'
    when ${value} >= '1000-01-01T00:00:00Z' and ${value} < '10000-01-01T00:00:00Z'
      then '"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' else ${fail(value)} end)`;
}

/** A column's value as its scalar serializes it (the reader's decoding and the scalar's serialize), or null when not written here. */
export function columnText(field: ScalarField, value: SQL): SQL | null {
  const column = field.column as unknown as { columnType: string; withTimezone?: boolean };
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgBoolean':
      return sql`coalesce((${value})::text, 'null')`;
    case 'PgDoublePrecision':
    case 'PgNumeric':
    case 'PgBigInt53':
      // Not PgReal: the driver reads a real's short text, which is not the real's double.
      return floatText(value);
    case 'PgText':
    case 'PgVarchar':
      return stringText(value);
    case 'PgDateString':
      // The Date scalar sends the driver's text cut to ten characters.
      return stringText(sql`left((${value})::text, 10)`);
    case 'PgTimestamp':
      // Without a time zone the driver's text would be read in the server's own.
      return column.withTimezone ? dateTimeText(value) : null;
    default:
      return null;
  }
}

/** A computed field's value (read as the reader decodes it), or null when not written here. */
export function computedText(type: string, value: SQL): SQL | null {
  if (type === 'Int') return intText(value);
  if (type === 'Float') return floatText(value);
  if (type === 'String') return stringText(sql`(${value})::text`);
  return null;
}

/** `value` where the field shows on the row, else `hidden` (rowShowsField, as SQL over the row's flags). */
export function masked(visibility: FieldVisibility, row: SQL, value: SQL, hidden: SQL): SQL {
  if (visibility === true) return value;
  if (visibility === false || visibility.length === 0) return hidden;
  const shown = sql.join(visibility.map((flag) => sql`${row}.${sql.identifier(flag)} is true`), sql` or `);
  return sql`(case when ${shown} then ${value} else ${hidden} end)`;
}
