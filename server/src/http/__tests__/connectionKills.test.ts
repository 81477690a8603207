/**
 * Issue 12's bar: killing the portal's database connections 30 times, while requests are in
 * flight, crashes nothing. A request caught by a kill may fail, cleanly (a coded GraphQL error,
 * never a dropped socket); the next one succeeds. Only a PostgreSQL server has connections to
 * kill: this runs in the TEST_DATABASE_URL run (CI).
 */
import { sql } from '../../db/sql';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeUser, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';

const KILLS = 30;
let t: TestServer;
let viewer: Actor;
let databaseName = '';

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await startTestServer();
  viewer = await makeUser(t, { userType: 'webEditor' });
  [{ name: databaseName }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
});
afterAll(() => t?.close());

async function killConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const QUERY = '{ users(take: 5, orderBy: [{ id: asc }]) { id employeeNumber } reviewTemplates(take: 5) { id } }';

it.runIf(process.env.TEST_DATABASE_URL)(`survives ${KILLS} kills of its database connections with requests in flight`, async () => {
  let killed = 0;
  for (let round = 0; round < KILLS; round++) {
    const inFlight = Array.from({ length: 4 }, () => t.gql(QUERY, {}, viewer.token));
    killed += await killConnections();
    for (const res of await Promise.all(inFlight)) {
      // Either answered, or refused with a coded error: the HTTP exchange itself completed.
      expect(res.status).toBeLessThan(600);
      if (res.errors) {
        expect(res.errors[0].extensions?.code, JSON.stringify(res.errors[0])).toBeTruthy();
      }
    }
    const next = await t.gql<{ users: unknown[] }>(QUERY, {}, viewer.token);
    expect(next.errors, `round ${round}`).toBeUndefined();
    expect(next.data!.users.length).toBeGreaterThan(0);
  }
  // Every round ended live connections (how many in-flight requests a kill caught varies).
  expect(killed).toBeGreaterThan(0);
}, 120_000);
