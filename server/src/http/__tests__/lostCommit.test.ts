/**
 * Issue 42 item 11 (decision 0138): a write whose connection is lost during COMMIT is answered
 * with what happened to it, learned on another connection, never a guess: saved (the answer is
 * the write's own), not saved (it runs again), or unknown (OUTCOME_UNKNOWN, "check before trying
 * again"), so nobody who tries again writes twice.
 *
 * The backend is ended during COMMIT, on a cluster of the test's own (test/pgCluster.ts) set up
 * so that chosen rows hold their transaction's COMMIT (test-only triggers, by title):
 * - "Saved ..." rows: COMMIT waits for a synchronous standby that does not exist, after the
 *   commit is written: ending the backend then loses the answer of a committed transaction;
 * - "Unsaved ..." rows: a deferred constraint trigger waits at COMMIT, before the commit, for an
 *   advisory lock the test holds: ending the backend then rolls the transaction back.
 * PostgreSQL only (PGlite has no connection to lose): in the TEST_DATABASE_URL run.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { MESSAGES } from '@portal/common';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sql } from '../../db/sql';
import { calEvents } from '../../db/schema';
import { makeUser, type Actor } from '../../test/factories';
import { startPgCluster, type PgCluster } from '../../test/pgCluster';
import { errorCode, startTestServer, type TestServer } from '../../test/server';

const enabled = !!process.env.TEST_DATABASE_URL;
const CREATE = 'mutation ($title: String!) { createOneCalEvents(data: { title: $title, date: "2031-05-01T14:00:00Z" }) { id title } }';
const LOCK = 4242; // the advisory lock an "Unsaved ..." row's COMMIT waits for
let cluster: PgCluster | undefined;
/** On the cluster's own database, and on the portal's (where the advisory lock must be taken). */
let admin: pg.Client | undefined;
let locker: pg.Client | undefined;
let t: TestServer;
let writer: Actor;

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startPgCluster();
  admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  // Commits wait for no standby, except in a transaction that asks to (the "Saved ..." trigger).
  await admin.query(`alter system set synchronous_standby_names = 'nobody'`);
  await admin.query(`alter system set synchronous_commit = 'local'`);
  await admin.query('select pg_reload_conf()');
  t = await startTestServer({}, { databaseServerUrl: cluster.url });
  writer = await makeUser(t, { userType: 'webEditor' });
  await t.db.execute(sql.raw(`
    create function test_commit_waits_for_standby() returns trigger language plpgsql as $$
    begin
      perform set_config('synchronous_commit', 'on', true);
      return new;
    end $$;
    create trigger test_commit_waits_for_standby after insert on cal_events
      for each row when (new.title like 'Saved %') execute function test_commit_waits_for_standby();
    create function test_commit_waits_for_lock() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${LOCK});
      return null;
    end $$;
    create constraint trigger test_commit_waits_for_lock after insert on cal_events deferrable initially deferred
      for each row when (new.title like 'Unsaved %') execute function test_commit_waits_for_lock();`));
  const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  locker = new pg.Client({ connectionString: cluster.url.replace(/\/postgres$/, `/${name}`) });
  await locker.connect();
}, 60_000);
// Hooks run last-registered first: the cluster goes even when closing the server failed.
afterAll(() => cluster?.destroy());
afterAll(() => t?.close());
afterAll(() => admin?.end().catch(() => undefined));
afterAll(() => locker?.end().catch(() => undefined));

/** The backend whose COMMIT waits (`SyncRep`: for the standby; `advisory`: for the test's lock). */
async function waitingBackend(waitEvent: 'SyncRep' | 'advisory', except?: number): Promise<number> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const { rows } = await admin!.query<{ pid: number }>('select pid from pg_stat_activity where wait_event = $1 and pid <> $2', [waitEvent, except ?? 0]);
    if (rows[0]) return rows[0].pid;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no backend waited on ${waitEvent}`);
}

/** Ends a backend and waits until it has exited. */
async function terminate(pid: number): Promise<void> {
  const { rows } = await admin!.query<{ ended: boolean }>('select pg_terminate_backend($1, 5000) as ended', [pid]);
  expect(rows[0].ended).toBe(true);
}

const stored = (title: string) => t.db.select({ id: calEvents.id }).from(calEvents).where(eq(calEvents.title, title));

it.runIf(enabled)('answers success, once, for a write that committed before its connection was lost', async () => {
  const retriesBefore = t.transactionRetries().length;
  const title = 'Saved while the connection was lost';
  const answer = t.gql<{ createOneCalEvents: { id: number; title: string } | null }>(CREATE, { title }, writer.token);
  await terminate(await waitingBackend('SyncRep'));
  const res = await answer;

  expect(res.errors).toBeUndefined();
  expect(res.data?.createOneCalEvents?.title).toBe(title);
  // Saved exactly once, with the id the answer gave: the user has nothing to do again.
  expect(await stored(title)).toEqual([{ id: res.data!.createOneCalEvents!.id }]);
  expect(t.transactionRetries().length).toBe(retriesBefore);
});

it.runIf(enabled)('runs a write again, once saved, when its transaction was rolled back as its connection was lost at COMMIT', async () => {
  const retriesBefore = t.transactionRetries().length;
  const title = 'Unsaved when the connection was lost';
  await locker!.query('select pg_advisory_lock($1)', [LOCK]);
  try {
    const answer = t.gql<{ createOneCalEvents: { id: number; title: string } | null }>(CREATE, { title }, writer.token);
    const first = await waitingBackend('advisory');
    await terminate(first);
    // The rolled-back transaction runs again and waits at its COMMIT for the lock in turn.
    const ranAgain = await Promise.race([waitingBackend('advisory', first).then(() => true), answer.then(() => false)]);
    expect(ranAgain).toBe(true);
    await locker!.query('select pg_advisory_unlock($1)', [LOCK]);
    const res = await answer;

    expect(res.errors).toBeUndefined();
    expect(await stored(title)).toEqual([{ id: res.data!.createOneCalEvents!.id }]);
    expect(t.transactionRetries().slice(retriesBefore).map((n) => n.reason)).toEqual(['connection lost during COMMIT, not committed']);
  } finally {
    await locker!.query('select pg_advisory_unlock_all()');
  }
});

it.runIf(enabled)('answers OUTCOME_UNKNOWN, not "try again", when nobody can say whether the write committed', async () => {
  const title = 'Saved while the database crashed';
  const answer = t.gql<{ createOneCalEvents: { id: number } | null }>(CREATE, { title }, writer.token);
  await waitingBackend('SyncRep');
  await Promise.all([admin!.end(), locker!.end()]);
  admin = locker = undefined;
  // The server's machine dies during the COMMIT: nobody is left to ask.
  await cluster!.crash();
  const res = await answer;
  await cluster!.start();

  expect(errorCode(res)).toBe('OUTCOME_UNKNOWN');
  expect(res.errors?.[0]?.message).toBe(MESSAGES.outcomeUnknown);
  // It had in fact committed (written locally before the wait): "try again" would have written it twice.
  expect(await stored(title)).toHaveLength(1);
}, 30_000);
