/**
 * Two mass updates at once that reach the same expiry days in opposite orders deadlock on the
 * expiry_day_counts counters (decision 0058): the first writes day X in its first chunk of
 * 1,000 rows and day Y in its second, the other Y then X. PostgreSQL aborts one of them; the
 * server runs it again (decision 0060) and both succeed, with the counts exact.
 *
 * Only a PostgreSQL server runs two transactions at once (PGlite has one connection): this
 * runs in the TEST_DATABASE_URL run (CI).
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { licenses, users } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

const EMPLOYEES = 1_100; // two chunks: 1,000 rows, then 100
const DAY_X = { csv: '1/5/31', iso: '2031-01-05' };
const DAY_Y = { csv: '1/6/31', iso: '2031-01-06' };
const MUTATION = `mutation($d: [MassUpdateRowInput!]!, $q: Int!, $type: String!) {
  massUpdateWithCsv(data: $d, qualificationId: $q, type: $type) { message created updated } }`;

const enabled = !!process.env.TEST_DATABASE_URL;
let t: TestServer;
let editor: Actor;
let numbers: string[] = [];
let codeA = 0;
let codeB = 0;
let barrier: pg.Client | undefined;
const BARRIER = 724_001;

beforeAll(async () => {
  if (!enabled) return;
  t = await startTestServer();
  editor = await makeUser(t, { userType: 'webEditor' });
  const made = await t.db
    .insert(users)
    .values(Array.from({ length: EMPLOYEES }, (_, i) => ({ employeeNumber: `8${String(i).padStart(5, '0')}`, firstName: `Holder${i}`, lastName: 'Deadlock', userType: 'user' as const })))
    .returning({ n: users.employeeNumber });
  numbers = made.map((m) => m.n);
  codeA = (await makeCode(t, { title: 'Deadlock License A', entity: 'licenses', expirationType: 'manual' })).id;
  codeB = (await makeCode(t, { title: 'Deadlock License B', entity: 'licenses', expirationType: 'manual' })).id;
  // A barrier: every statement writing licenses waits, after its counters are updated (the
  // triggers fire in name order) and holding their locks, for a lock the test holds. Both
  // updates have written their first chunk before either writes its second, so the opposite
  // orders deadlock every time, not by chance.
  await t.db.execute(sql.raw(`
    create function test_barrier_after_write() returns trigger language plpgsql as $$ begin perform pg_advisory_xact_lock_shared(${BARRIER}); return null; end $$;
    create trigger zz_test_barrier after insert on licenses for each statement execute function test_barrier_after_write();`));
  const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  barrier = new pg.Client({ connectionString: url.toString() });
  await barrier.connect();
});
afterAll(async () => {
  await barrier?.end();
  await t?.close();
});

/** The CSV rows: the first 1,000 employees' licenses expire on `first`, the other 100 on `second`. */
function rows(first: string, second: string) {
  return numbers.map((employeeNumber, i) => ({ employeeNumber, issueDate: '1/5/26', expDate: i < 1_000 ? first : second, licenseNumber: `L${i}` }));
}

it.runIf(enabled)('runs the loser of a deadlock between two mass updates again: both succeed', async () => {
  await barrier!.query('select pg_advisory_lock($1)', [BARRIER]);
  const both = Promise.all([
    t.gql<{ massUpdateWithCsv: { created: number } }>(MUTATION, { d: rows(DAY_X.csv, DAY_Y.csv), q: codeA, type: 'licenses' }, editor.token),
    t.gql<{ massUpdateWithCsv: { created: number } }>(MUTATION, { d: rows(DAY_Y.csv, DAY_X.csv), q: codeB, type: 'licenses' }, editor.token),
  ]);
  // Both have written their first chunk and wait at the barrier: let them go on.
  await expect
    .poll(async () => (await barrier!.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [BARRIER])).rows[0].n, { timeout: 20_000, interval: 50 })
    .toBe(2);
  await barrier!.query('select pg_advisory_unlock($1)', [BARRIER]);
  const [a, b] = await both;
  const retries = t.transactionRetries();
  process.stdout.write(`mass update deadlock: transactions run again ${retries.length} (${retries.map((r) => `attempt ${r.attempt}: ${r.reason}`).join(', ')})\n`);

  expect(a.errors).toBeUndefined();
  expect(b.errors).toBeUndefined();
  expect(a.data!.massUpdateWithCsv.created).toBe(EMPLOYEES);
  expect(b.data!.massUpdateWithCsv.created).toBe(EMPLOYEES);
  // The deadlock happened, and was resolved by running the loser again.
  expect(retries.some((r) => r.reason === '40P01')).toBe(true);
  // Every record is there, and the counters count each once: 1,000 + 100 on each day.
  for (const code of [codeA, codeB]) expect((await t.db.select({ id: licenses.id }).from(licenses).where(eq(licenses.codeId, code))).length).toBe(EMPLOYEES);
  const counts = await queryRows<{ day: string; n: number }>(
    t.db,
    sql`select exp_date::text as day, active as n from expiry_day_counts where kind = 'licenses' and exp_date in (${DAY_X.iso}::date, ${DAY_Y.iso}::date) order by 1`,
  );
  expect(counts.map((c) => [c.day, Number(c.n)])).toEqual([
    [DAY_X.iso, EMPLOYEES],
    [DAY_Y.iso, EMPLOYEES],
  ]);
});
