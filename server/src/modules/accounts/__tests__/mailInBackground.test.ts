/**
 * A request that sends mail does not wait for the mail server (decision 0124), here a server that
 * takes the connection and never greets: a password reset answers at once with its message still
 * pending in the outbox, which the background delivery then marks failed (for the retry job)
 * within the SMTP time limits given in SMTP_URL.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailOutbox } from '../../../db/schema';
import { makeUser } from '../../../test/factories';
import { freePort } from '../../../test/ports';
import { gqlAt, startTestServer, type TestServer } from '../../../test/server';

/** Long enough that the answer surely comes first, short enough for the test. */
const GREETING_TIMEOUT_MS = 2_000;

let t: TestServer;
let silent: net.Server;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  const port = await freePort();
  silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  t = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=${GREETING_TIMEOUT_MS}&connectionTimeout=${GREETING_TIMEOUT_MS}` });
});
afterAll(async () => {
  await t?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

const outboxTo = async (to: string) => t.db.select({ status: emailOutbox.status, lastError: emailOutbox.lastError }).from(emailOutbox).where(eq(emailOutbox.to, to));

it('answers a password reset before the mail server has said a word, and leaves the message to the retry job when it never does', async () => {
  await makeUser(t, { email: 'dora@test.example' });
  const started = performance.now();
  // As a browser sees it (the test server's own client waits for the mailer).
  const res = await gqlAt(t.url)(`mutation { requestPasswordReset(input: { email: "dora@test.example" }) { message } }`);
  const answeredMs = performance.now() - started;
  expect(res.errors).toBeUndefined();
  expect(answeredMs).toBeLessThan(GREETING_TIMEOUT_MS);
  expect(await outboxTo('dora@test.example')).toEqual([{ status: 'pending', lastError: null }]);

  await t.services.mail.idle();
  const [after] = await outboxTo('dora@test.example');
  expect(after.status).toBe('failed');
  expect(after.lastError).toMatch(/greeting|timeout/i);
});
