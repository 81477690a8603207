/**
 * A screen's read, sent again and again with other values, must reach PostgreSQL's cached
 * generic plan instead of being planned anew on every call (issue 13: with LIMIT and OFFSET as
 * parameters the server kept re-planning the baseball card, 1.46 ms a call against 0.74 ms).
 * Only a PostgreSQL server keeps plans for prepared statements: this runs in the
 * TEST_DATABASE_URL run (CI).
 */
import { sql } from '../../../db/sql';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { licenses } from '../../../db/schema';
import { makeCode, makeUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer | undefined;
afterAll(() => t?.close());

const CARD = `query($n: String!) { users(where: { employeeNumber: { equals: $n } }, take: 1) {
  employeeNumber points licPoints licenses { licenseNumber codes { title points } } } }`;

it.runIf(process.env.TEST_DATABASE_URL)('a first page read is served from a cached generic plan after a few calls', async () => {
  t = await startTestServer();
  const editor = await makeUser(t, { userType: 'webEditor' });
  const code = await makeCode(t, { title: 'Electrician', points: 25 });
  const holders = await Promise.all([1, 2, 3].map((i) => makeUser(t!, { firstName: `Holder${i}` })));
  await t.db.insert(licenses).values(holders.map((h, i) => ({ userId: h.user.id, codeId: code.id, licenseNumber: `L-${i}` })));

  // One at a time, so the pool hands each call the connection the previous one used.
  for (let i = 0; i < 12; i++) {
    const holder = holders[i % holders.length];
    const res = await t.gql<{ users: { employeeNumber: string; points: number; licenses: { licenseNumber: string }[] }[] }>(CARD, { n: holder.user.employeeNumber }, editor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.users[0]).toMatchObject({ employeeNumber: holder.user.employeeNumber, points: 25, licenses: [{ licenseNumber: `L-${i % holders.length}` }] });
  }

  const plans = await queryRows<{ generic_plans: number; custom_plans: number }>(
    t.db,
    // The reader's one statement for the card: the users with their licenses (decision 0147).
    sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%"__rel:licenses"%' and statement like '%from "users"%' and statement not like '%pg_prepared_statements%'`,
  );
  expect(plans).toHaveLength(1);
  // PostgreSQL tries five custom plans first, then keeps the generic one if it costs no more.
  expect(plans[0].custom_plans).toBeLessThanOrEqual(5);
  expect(plans[0].generic_plans).toBeGreaterThanOrEqual(7);
});
