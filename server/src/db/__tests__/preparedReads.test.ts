/**
 * Reads run as named prepared statements on a PostgreSQL server (issue 13), and a server never
 * prepares more than PREPARED_STATEMENTS_LIMIT distinct ones, whatever shapes callers invent.
 * Only a PostgreSQL server prepares statements: this runs in the TEST_DATABASE_URL run (CI).
 */
import { sql } from '../sql';
import { afterAll, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_LIMIT, queryRows } from '../client';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase | undefined;
afterAll(() => database?.destroy());

/** Statements prepared on the connection that answers (the pool hands out the last one used). */
async function preparedHere(db: TestDatabase['db']) {
  return queryRows<{ name: string; statement: string }>(db, sql`select name, statement from pg_prepared_statements`);
}

it.runIf(process.env.TEST_DATABASE_URL)('prepares a repeated read once per connection, and at most the limit of distinct ones', async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 3; i++) {
    const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select ${i}::int + 1 as n`);
    expect(n).toBe(i + 1);
  }
  const prepared = await preparedHere(database.db);
  const read = prepared.filter((p) => p.statement.includes('::int + 1 as n'));
  expect(read).toHaveLength(1);
  expect(read[0].name).toMatch(/^r[0-9a-f]{40}$/);

  // Writes are never prepared; they are sent as they come.
  await queryRows(database.db, sql`create temporary table prepared_probe (n int)`);
  await queryRows(database.db, sql`insert into prepared_probe values (${1})`);
  expect((await preparedHere(database.db)).some((p) => p.statement.includes('prepared_probe'))).toBe(false);

  for (let i = 0; i < PREPARED_STATEMENTS_LIMIT + 50; i++) {
    await queryRows(database.db, sql.raw(`select ${i} as distinct_shape_${i}`));
  }
  const afterMany = await preparedHere(database.db);
  expect(afterMany.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_LIMIT);
  expect(afterMany.some((p) => p.statement.includes(`distinct_shape_${PREPARED_STATEMENTS_LIMIT + 49}`))).toBe(false);
});
