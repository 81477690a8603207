/**
 * Sign-in throttling (docs/decisions/0050): counted before the password is checked, so bursts
 * cannot outrun it; per account and address pair, slowing down rather than locking out; lifted
 * by a password reset.
 */
import { clock } from '@portal/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { makeUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { resetLinkIn, startTestSmtp, type TestSmtp } from '../../../test/smtp';

const PASSWORD = 'Correct-horse-9';
let t: TestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Signs in from an address (x-forwarded-for, trusted here); returns the error code or 'OK'. */
async function loginFrom(ip: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${t.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`, variables: { e: email, p: password } }),
  });
  const body = (await res.json()) as { data?: { login?: { token: string } }; errors?: { extensions?: { code?: string } }[] };
  return body.data?.login?.token ? 'OK' : (body.errors?.[0]?.extensions?.code ?? 'NONE');
}

describe('sign-in throttle', () => {
  it('checks at most five passwords of a burst of 60 concurrent guesses; the right password then waits too', async () => {
    await makeUser(t, { email: 'burst@test.example', password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => loginFrom('10.0.0.1', 'burst@test.example', `guess-${i}-x`)));
    expect(answers.filter((a) => a === 'UNAUTHENTICATED').length).toBe(5);
    expect(answers.filter((a) => a === 'TOO_MANY_REQUESTS').length).toBe(55);
    expect(await loginFrom('10.0.0.1', 'burst@test.example', PASSWORD)).toBe('TOO_MANY_REQUESTS');
    // The owner, elsewhere, is not locked out by someone else's guessing.
    expect(await loginFrom('10.0.0.2', 'burst@test.example', PASSWORD)).toBe('OK');
  });

  it('slows down rather than locks out: after the delay the next attempt goes through', async () => {
    await makeUser(t, { email: 'slow@test.example', password: PASSWORD });
    for (let i = 0; i < 5; i++) expect(await loginFrom('10.0.1.1', 'slow@test.example', `wrong-${i}-x`)).toBe('UNAUTHENTICATED');
    expect(await loginFrom('10.0.1.1', 'slow@test.example', PASSWORD)).toBe('TOO_MANY_REQUESTS');
    // 31 seconds later (the first delay is 30 s), one attempt is allowed again.
    await t.db.execute(sql`update rate_limits set window_start = ${new Date(clock.nowMs() - 31_000).toISOString()}::timestamptz where key like 'login:slow@test.example|%'`);
    expect(await loginFrom('10.0.1.1', 'slow@test.example', PASSWORD)).toBe('OK');
  });

  it('a site office full of failed sign-ins does not lock out a colleague at the same address', async () => {
    await makeUser(t, { email: 'colleague@test.example', password: PASSWORD });
    for (let i = 0; i < 40; i++) await loginFrom('10.0.2.1', `nobody-${i}@test.example`, 'wrong-pass-1');
    expect(await loginFrom('10.0.2.1', 'colleague@test.example', PASSWORD)).toBe('OK');
  });

  it('a password reset lifts the throttle at once', async () => {
    await makeUser(t, { email: 'reset@test.example', password: PASSWORD });
    for (let i = 0; i < 6; i++) await loginFrom('10.0.3.1', 'reset@test.example', `wrong-${i}-x`);
    expect(await loginFrom('10.0.3.1', 'reset@test.example', PASSWORD)).toBe('TOO_MANY_REQUESTS');
    const before = smtp.received.length;
    await t.gql(`mutation { requestPasswordReset(input: { email: "reset@test.example" }) { success } }`);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const token = decodeURIComponent(resetLinkIn(mail.raw)!.split('/reset/')[1]);
    const done = await t.gql(`mutation($token: String!) { completePasswordReset(input: { token: $token, password: "Brand-new-pass-9" }) { success } }`, { token });
    expect(done.errors).toBeUndefined();
    expect(await loginFrom('10.0.3.1', 'reset@test.example', 'Brand-new-pass-9')).toBe('OK');
  });
});
