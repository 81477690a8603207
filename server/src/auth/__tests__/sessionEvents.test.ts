/**
 * Session invalidation across app servers (decision 0063), with two session stores on one
 * PostgreSQL database standing for two servers: a logout in one is honoured by the other at once,
 * and while the listening connection is down no cached session is trusted. Only a PostgreSQL
 * server has LISTEN/NOTIFY between processes: this runs in the TEST_DATABASE_URL run (CI).
 */
import { clock } from '@portal/common';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { PgSessionEvents } from '../sessionEvents';
import { SessionStore } from '../sessions';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const config = { SESSION_IDLE_MINUTES: 60, SESSION_MAX_HOURS: 12 };
let database: TestDatabase;
let here: SessionStore;
let there: SessionStore;
let userId: number;

beforeAll(async () => {
  if (!ON_POSTGRES) return;
  database = await createTestDatabase();
  const log = createLogger('silent');
  here = new SessionStore(database.db, config, new PgSessionEvents(database.url!, log).start());
  there = new SessionStore(database.db, config, new PgSessionEvents(database.url!, log).start());
  [{ id: userId }] = await database.db
    .insert(users)
    .values({ employeeNumber: '950001', firstName: 'Pat', lastName: 'Listener', email: 'pat@test.example', userType: 'user', group: 'D1', jobTitle: 'Electrician' })
    .returning({ id: users.id });
  await until(() => here.events.listening() && there.events.listening(), 5_000);
});
afterAll(async () => {
  await here?.events.close();
  await there?.events.close();
  await database?.destroy();
});

/** Milliseconds until `check` holds (polled every 2 ms), failing past `limitMs`. */
async function until(check: () => boolean | Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 2));
  }
  return performance.now() - started;
}

async function signIn(): Promise<{ token: string; sessionId: string }> {
  const session = await here.create(userId, { ip: '127.0.0.1', userAgent: 'test' });
  // Both "servers" have checked it: it sits in both caches.
  expect(await here.resolve(session.token)).not.toBeNull();
  expect(await there.resolve(session.token)).not.toBeNull();
  return session;
}

it.runIf(ON_POSTGRES)('a logout on one server ends the session on the other within 1 s', async () => {
  const delays: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { token, sessionId } = await signIn();
    await here.revoke(sessionId);
    delays.push(await until(async () => (await there.resolve(token)) === null, 1_000));
  }
  process.stdout.write(`revocation delay between two session stores: ${delays.join(', ')} ms\n`);
});

it.runIf(ON_POSTGRES)('a password change ends the user\'s other sessions on the other server too', async () => {
  const kept = await signIn();
  const ended = await signIn();
  await database.db.transaction((tx) => here.revokeAllForUser(userId, kept.sessionId, tx));
  await until(async () => (await there.resolve(ended.token)) === null, 1_000);
  expect(await there.resolve(kept.token)).not.toBeNull();
});

it.runIf(ON_POSTGRES)('an HR sync drops every cached session on the other server', async () => {
  const { token } = await signIn();
  // Ended in SQL (the sync marks someone former), then announced as "check every session again".
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ employmentStatus: 'former' }).where(eq(users.id, userId));
    await here.forgetEverywhere({}, tx);
  });
  await until(async () => (await there.resolve(token)) === null, 1_000);
  await database.db.update(users).set({ employmentStatus: 'active' }).where(eq(users.id, userId));
});

it.runIf(ON_POSTGRES)('trusts no cached session while its listener is down, and listens again', async () => {
  const { token, sessionId } = await signIn();
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'portal-session-listener'`);
  } finally {
    await admin.end();
  }
  await until(() => !there.events.listening(), 3_000);
  // Ended behind the servers' backs (nothing announced, and nobody listening anyway).
  await database.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
  expect(await there.resolve(token)).toBeNull();

  await until(() => here.events.listening() && there.events.listening(), 5_000);
  const again = await signIn();
  await here.revoke(again.sessionId);
  await until(async () => (await there.resolve(again.token)) === null, 1_000);
});
