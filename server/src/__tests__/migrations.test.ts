import { sql } from '../db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { listMigrations, migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

describe('migrations', () => {
  it('are safe to run again and from two servers at once', async () => {
    // The test database is already migrated; two more runs at the same time change nothing.
    const [a, b] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect(a).toEqual([]);
    expect(b).toEqual([]);
    const applied = await queryRows<{ tag: string }>(database.db, sql`select tag from schema_migrations order by tag`);
    expect(applied.map((r) => r.tag)).toEqual(listMigrations().map((m) => m.tag));
  });
});
