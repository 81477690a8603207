/**
 * Sign-in and account recovery against a real SMTP server: same answers whether or not an
 * account exists, single-use short-lived links, rate limits, and sessions that end.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, clock } from '@portal/common';
import { accountTokens, emailOutbox, sessions } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { resetLinkIn, startTestSmtp, type TestSmtp } from '../../../test/smtp';

let t: TestServer;
let smtp: TestSmtp;
let alice: Actor;
const PASSWORD = 'Correct-horse-42';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
  alice = await makeUser(t, { email: 'Alice.Smith@test.example', password: PASSWORD, firstName: 'Alice' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const LOGIN = `mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { token user { id employeeNumber userType firstName } } }`;

describe('login', () => {
  it('signs in with the right password (e-mail case does not matter) and returns the user', async () => {
    const res = await t.gql<{ login: { token: string; user: { id: number; firstName: string } } }>(LOGIN, { email: ' alice.smith@TEST.example ', password: PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data!.login.user).toMatchObject({ id: alice.user.id, firstName: 'Alice' });
    const me = await t.gql<{ checkAuth: { id: number } }>('{ checkAuth { id } }', {}, res.data!.login.token);
    expect(me.data?.checkAuth.id).toBe(alice.user.id);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.gql(LOGIN, { email: 'alice.smith@test.example', password: 'nope-nope-1' });
    const unknown = await t.gql(LOGIN, { email: 'nobody@test.example', password: 'nope-nope-1' });
    expect(wrong.errors?.[0]).toMatchObject({ message: MESSAGES.invalidLogin, extensions: { code: 'UNAUTHENTICATED' } });
    expect(unknown.errors?.[0]).toMatchObject({ message: MESSAGES.invalidLogin, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('locks an account after five failures, even for the right password, without telling whether it exists', async () => {
    const victim = await makeUser(t, { email: 'victim@test.example', password: PASSWORD });
    for (let i = 0; i < 5; i++) await t.gql(LOGIN, { email: 'victim@test.example', password: `wrong-${i}-x` });
    const locked = await t.gql(LOGIN, { email: 'victim@test.example', password: PASSWORD });
    expect(errorCode(locked)).toBe('TOO_MANY_REQUESTS');
    for (let i = 0; i < 5; i++) await t.gql(LOGIN, { email: 'ghost@test.example', password: `wrong-${i}-x` });
    expect(errorCode(await t.gql(LOGIN, { email: 'ghost@test.example', password: PASSWORD }))).toBe('TOO_MANY_REQUESTS');
    expect(victim.user.id).toBeGreaterThan(0);
  });

  it('a former employee cannot sign in', async () => {
    await makeUser(t, { email: 'former@test.example', password: PASSWORD, employmentStatus: 'former' });
    expect(errorCode(await t.gql(LOGIN, { email: 'former@test.example', password: PASSWORD }))).toBe('UNAUTHENTICATED');
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const { token } = await t.services.sessions.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    const after = await t.gql('{ checkAuth { id } }', {}, token);
    expect(after.errors?.[0]).toMatchObject({ message: MESSAGES.notAuthorized, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('an hour without activity ends the session; so does the absolute lifetime', async () => {
    const idle = await t.services.sessions.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    await t.db.update(sessions).set({ lastSeenAt: new Date(clock.nowMs() - 61 * 60_000) }).where(eq(sessions.id, idle.sessionId));
    expect(errorCode(await t.gql('{ checkAuth { id } }', {}, idle.token))).toBe('UNAUTHENTICATED');
    const old = await t.services.sessions.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    await t.db.update(sessions).set({ expiresAt: new Date(clock.nowMs() - 1000) }).where(eq(sessions.id, old.sessionId));
    expect(errorCode(await t.gql('{ checkAuth { id } }', {}, old.token))).toBe('UNAUTHENTICATED');
    const fresh = await t.services.sessions.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    await t.db.update(sessions).set({ lastSeenAt: new Date(clock.nowMs() - 59 * 60_000) }).where(eq(sessions.id, fresh.sessionId));
    expect((await t.gql<{ checkAuth: { id: number } }>('{ checkAuth { id } }', {}, fresh.token)).data?.checkAuth.id).toBe(alice.user.id);
  });

  it('trusts a checked session for a few seconds without the database, and drops it at once on logout', async () => {
    const { SESSION_CACHE_MS } = await import('../../../auth/sessions');
    const store = t.services.sessions;
    const cached = await store.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    const now = clock.now();
    expect((await store.resolve(cached.token, now))?.id).toBe(alice.user.id);
    // Revoked behind this server's back (another app server): honoured once the cache entry is older than SESSION_CACHE_MS.
    await t.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, cached.sessionId));
    expect((await store.resolve(cached.token, new Date(now.getTime() + 1000)))?.id).toBe(alice.user.id);
    expect(await store.resolve(cached.token, new Date(now.getTime() + SESSION_CACHE_MS + 1))).toBeNull();

    // Logout on this server: refused on the very next request.
    const other = await store.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    expect((await t.gql<{ checkAuth: { id: number } }>('{ checkAuth { id } }', {}, other.token)).data?.checkAuth.id).toBe(alice.user.id);
    await t.gql('mutation { logout }', {}, other.token);
    expect(errorCode(await t.gql('{ checkAuth { id } }', {}, other.token))).toBe('UNAUTHENTICATED');
  });

  it('a new access level applies on the next request', async () => {
    const bob = await makeUser(t, { firstName: 'Bob' });
    const { token } = await t.services.sessions.create(bob.user.id, { ip: 'x', userAgent: 'x' });
    // Another employee's T-shirt size: admins may change it, plain users may not (the viewer's role decides).
    const tshirt = `mutation($id: Int) { updateOneUser(where: { id: $id }, data: { tshirtSize: { set: "XL" } }) { id } }`;
    expect(errorCode(await t.gql(tshirt, { id: alice.user.id }, token))).toBe('FORBIDDEN');
    const editor = await makeUser(t, { userType: 'webEditor' });
    const { token: editorToken } = await t.services.sessions.create(editor.user.id, { ip: 'x', userAgent: 'x' });
    const promote = await t.gql(`mutation($id: Int) { updateOneUser(where: { id: $id }, data: { userType: { set: "admin" } }) { id } }`, { id: bob.user.id }, editorToken);
    expect(promote.errors).toBeUndefined();
    expect((await t.gql(tshirt, { id: alice.user.id }, token)).errors).toBeUndefined();
  });

  it('stores only a hash of the token', async () => {
    const { token, sessionId } = await t.services.sessions.create(alice.user.id, { ip: 'x', userAgent: 'x' });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toHaveLength(64);
  });
});

describe('sign-up and password reset', () => {
  it('sign-up for a known employee e-mails a link that sets the password once', async () => {
    const bob = await makeUser(t, { email: 'bob@test.example', firstName: 'Bob' });
    const before = smtp.received.length;
    const res = await t.gql(`mutation { signup(input: { email: "bob@test.example", origin: "https://evil.example" }) { success message } }`);
    expect(res.data).toEqual({ signup: { success: true, message: MESSAGES.signupSent } });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.to).toEqual(['bob@test.example']);
    const link = resetLinkIn(mail.raw);
    expect(link, 'the link points at PUBLIC_URL, not at the origin the client sent').toMatch(/^http:\/\/portal\.test\/reset\//);
    const token = decodeURIComponent(link!.split('/reset/')[1]);

    const valid = await t.gql(`query($token: String!) { validatePasswordResetToken(input: { token: $token }) { valid email } }`, { token });
    expect(valid.data).toEqual({ validatePasswordResetToken: { valid: true, email: 'bob@test.example' } });
    const weak = await t.gql(`mutation($token: String!) { completePasswordReset(input: { token: $token, password: "short" }) { success } }`, { token });
    expect(errorCode(weak)).toBe('BAD_USER_INPUT');
    const done = await t.gql(`mutation($token: String!) { completePasswordReset(input: { token: $token, password: "Brand-new-pass-9" }) { success } }`, { token });
    expect(done.errors).toBeUndefined();
    const again = await t.gql(`mutation($token: String!) { completePasswordReset(input: { token: $token, password: "Another-pass-99" }) { success } }`, { token });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    const login = await t.gql<{ login: { user: { id: number } } }>(LOGIN, { email: 'bob@test.example', password: 'Brand-new-pass-9' });
    expect(login.data?.login.user.id).toBe(bob.user.id);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.db.select().from(emailOutbox);
    const res = await t.gql(`mutation { signup(input: { email: "stranger@test.example" }) { success message } }`);
    expect(res.data).toEqual({ signup: { success: true, message: MESSAGES.signupSent } });
    const reset = await t.gql(`mutation { requestPasswordReset(input: { email: "stranger@test.example" }) { message } }`);
    expect(reset.errors).toBeUndefined();
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  it('an expired reset link does not work', async () => {
    const carol = await makeUser(t, { email: 'carol@test.example', password: PASSWORD });
    const before = smtp.received.length;
    await t.gql(`mutation { requestPasswordReset(input: { email: "carol@test.example" }) { message } }`);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const token = decodeURIComponent(resetLinkIn(mail.raw)!.split('/reset/')[1]);
    await t.db.update(accountTokens).set({ expiresAt: new Date(clock.nowMs() - 1000) }).where(eq(accountTokens.userId, carol.user.id));
    const res = await t.gql(`mutation($token: String!) { completePasswordReset(input: { token: $token, password: "Brand-new-pass-9" }) { success } }`, { token });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
  });

  it('limits recovery e-mails per address', async () => {
    await makeUser(t, { email: 'dave@test.example' });
    const before = smtp.received.length;
    for (let i = 0; i < 5; i++) await t.gql(`mutation { requestPasswordReset(input: { email: "dave@test.example" }) { message } }`);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.slice(before).filter((m) => m.to.includes('dave@test.example'))).toHaveLength(3);
  });

  it('changing the password ends the other sessions', async () => {
    const erin = await makeUser(t, { email: 'erin@test.example', password: PASSWORD });
    const other = await t.services.sessions.create(erin.user.id, { ip: 'x', userAgent: 'x' });
    const res = await t.gql(`mutation { updatePassword(input: { currentPassword: "${PASSWORD}", newPassword: "Changed-pass-77" }) { success } }`, {}, erin.token);
    expect(res.errors).toBeUndefined();
    expect(errorCode(await t.gql('{ checkAuth { id } }', {}, other.token))).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ checkAuth { id } }', {}, erin.token)).errors).toBeUndefined();
    const wrong = await t.gql(`mutation { updatePassword(input: { currentPassword: "bad-bad-bad-1", newPassword: "Changed-pass-78" }) { success } }`, {}, erin.token);
    expect(wrong.errors?.[0].message).toBe('The current password is not correct.');
  });
});
