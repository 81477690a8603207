/**
 * Sign-in with the company's OpenID provider against a real one on loopback (oidc-provider):
 * the verified e-mail finds the active employee once, the (issuer, subject) link decides after
 * that, refusals create nothing, the state is single-use and bound to the browser, another
 * issuer and a provider that is down are refused, and PASSWORD_SIGN_IN=false leaves passwords
 * to the break-glass account alone (decision 0164).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLES, clock } from '@portal/common';
import { LIMITS } from '../../../auth/rateLimit';
import { auditLog, oidcIdentities, rateLimits, sessions } from '../../../db/schema';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { CookieJar, locationOf, navigate, sessionTokenOf, signInAtProvider } from '../../../test/oidcBrowser';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidcProvider';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

const PUBLIC_URL = 'http://portal.test';
const PASSWORD = 'Correct-horse-42';
const LOGIN = `mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { token user { id } } }`;

let provider: TestOidcProvider;
let t: TestServer;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUri: `${PUBLIC_URL}/auth/oidc/callback`,
    accounts: {
      alice: { email: 'alice@test.example', emailVerified: true },
      stranger: { email: 'nobody@test.example', emailVerified: true },
      carol: { email: 'carol@test.example', emailVerified: false },
      former: { email: 'former@test.example', emailVerified: true },
      'new-alice': { email: 'alice@test.example', emailVerified: true },
      dora: { email: 'dora@test.example', emailVerified: true },
      'new-dora': { email: 'dora@test.example', emailVerified: true },
      ...Object.fromEntries(ROLES.map((role) => [`role-${role}`, { email: `${role}@roles.example`, emailVerified: true }])),
    },
  });
  t = await startTestServer({ PUBLIC_URL, ...provider.env() });
  alice = await makeUser(t, { email: 'Alice@Test.example', userType: 'fieldSupervisor', password: PASSWORD });
  bob = await makeUser(t, { email: 'bob@test.example' });
  await makeUser(t, { email: 'carol@test.example' });
  await makeUser(t, { email: 'former@test.example', employmentStatus: 'former' });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A browser's sign-in from the portal's button to the portal's answer at the callback. */
async function signIn(portal: TestServer, login: string, jar = new CookieJar()) {
  const start = await navigate(`${portal.url}/auth/oidc/start`, jar);
  expect(start.status).toBe(303);
  const callback = new URL(await signInAtProvider(locationOf(start, portal.url), login));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/auth/oidc/callback`);
  const callbackAtPortal = `${portal.url}${callback.pathname}${callback.search}`;
  const answer = await navigate(callbackAtPortal, jar);
  expect(answer.status).toBe(303);
  return { landing: answer.headers.get('location'), token: sessionTokenOf(answer), callbackAtPortal, jar };
}

async function counts(portal: TestServer) {
  const [s] = await portal.db.select({ n: count() }).from(sessions);
  const [i] = await portal.db.select({ n: count() }).from(oidcIdentities);
  return { sessions: s.n, identities: i.n };
}

async function whoAmI(portal: TestServer, token: string | null) {
  const me = await portal.gql<{ checkAuth: { id: number; userType: string } }>('{ checkAuth { id userType } }', {}, token);
  return me.data?.checkAuth ?? null;
}

describe('sign-in with the OpenID provider', () => {
  it('the sign-in page is told the provider and that passwords work', async () => {
    expect(await (await fetch(`${t.url}/auth/options`)).json()).toEqual({ provider: 'Test ID', passwordSignIn: true });
  });

  it('a verified e-mail of an active employee (any case) signs in with their role, lands on their card, and is linked', async () => {
    const { landing, token } = await signIn(t, 'alice');
    expect(landing).toBe(`/baseball-card/${alice.user.employeeNumber}`);
    expect(await whoAmI(t, token)).toEqual({ id: alice.user.id, userType: 'fieldSupervisor' });
    const links = await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, alice.user.id));
    expect(links).toMatchObject([{ issuer: provider.issuer, subject: 'alice', linkedEmail: 'alice@test.example' }]);
  });

  it.each(ROLES)('the %s role carries over, as with a password', async (role) => {
    const person = await makeUser(t, { email: `${role.toUpperCase()}@roles.example`, userType: role });
    const { landing, token } = await signIn(t, `role-${role}`);
    expect(landing).toBe(`/baseball-card/${person.user.employeeNumber}`);
    expect(await whoAmI(t, token)).toEqual({ id: person.user.id, userType: role });
  });

  it.each([
    ['an e-mail no employee has', 'stranger', 'unknown'],
    ['a former employee', 'former', 'unknown'],
    ['an unverified e-mail', 'carol', 'unverified'],
  ])('%s is refused with a plain message and nothing is created', async (_case, login, refusal) => {
    const before = await counts(t);
    const { landing, token } = await signIn(t, login);
    expect(landing).toBe(`/login?oidc=${refusal}`);
    expect(token).toBeNull();
    expect(await counts(t)).toEqual(before);
  });

  it('a replayed callback, a forged state and a callback from another browser are refused', async () => {
    const first = await signIn(t, 'alice');
    expect(first.token).not.toBeNull();
    // The same answer again, with the state cookie it came with: the state was used.
    const replayJar = new CookieJar();
    replayJar.cookies.set('portal_oidc_state', new URL(first.callbackAtPortal).searchParams.get('state')!);
    const replay = await navigate(first.callbackAtPortal, replayJar);
    expect(replay.headers.get('location')).toBe('/login?oidc=state');
    expect(sessionTokenOf(replay)).toBeNull();

    // A state the portal never gave out, even with a matching cookie.
    const forgedJar = new CookieJar();
    forgedJar.cookies.set('portal_oidc_state', 'forged-state');
    const forged = await navigate(`${t.url}/auth/oidc/callback?code=abc&state=forged-state`, forgedJar);
    expect(forged.headers.get('location')).toBe('/login?oidc=state');

    // A sign-in started by someone else's browser, its answer opened in this one (no cookie).
    const jar = new CookieJar();
    const start = await navigate(`${t.url}/auth/oidc/start`, jar);
    const callback = new URL(await signInAtProvider(locationOf(start, t.url), 'alice'));
    const elsewhere = await navigate(`${t.url}${callback.pathname}${callback.search}`, new CookieJar());
    expect(elsewhere.headers.get('location')).toBe('/login?oidc=state');
    // The rightful browser still finishes it.
    const own = await navigate(`${t.url}${callback.pathname}${callback.search}`, jar);
    expect(await whoAmI(t, sessionTokenOf(own))).toMatchObject({ id: alice.user.id });
  });

  it('once linked, an e-mail changed at the provider does not move the identity; a new account with the old address is refused', async () => {
    await signIn(t, 'alice');
    provider.accounts.set('alice', { email: bob.user.email!, emailVerified: true });
    try {
      const { landing, token } = await signIn(t, 'alice');
      expect(landing).toBe(`/baseball-card/${alice.user.employeeNumber}`);
      expect(await whoAmI(t, token)).toMatchObject({ id: alice.user.id });
    } finally {
      provider.accounts.set('alice', { email: 'alice@test.example', emailVerified: true });
    }
    const before = await counts(t);
    const { landing, token } = await signIn(t, 'new-alice');
    expect(landing).toBe('/login?oidc=linkedElsewhere');
    expect(token).toBeNull();
    expect(await counts(t)).toEqual(before);
  });

  it('starts from one address are limited (each keeps a row and asks the provider)', async () => {
    const key = 'oidc-start:127.0.0.1';
    const used = { windowStart: clock.now(), count: LIMITS.oidcStartPerClient.max };
    await t.db.insert(rateLimits).values({ key, ...used }).onConflictDoUpdate({ target: rateLimits.key, set: used });
    try {
      const start = await navigate(`${t.url}/auth/oidc/start`, new CookieJar());
      expect(start.headers.get('location')).toBe('/login?oidc=tooMany');
    } finally {
      await t.db.delete(rateLimits).where(eq(rateLimits.key, key));
    }
    expect(locationOf(await navigate(`${t.url}/auth/oidc/start`, new CookieJar()), t.url)).toMatch(new RegExp(`^${provider.url}/`));
  });

  it('a provider announcing another issuer than the configured one is refused', async () => {
    const impostor = await startTestOidcProvider({ redirectUri: `${PUBLIC_URL}/auth/oidc/callback`, accounts: {}, announcedHost: 'localhost' });
    const portal = await startTestServer({ PUBLIC_URL, ...impostor.env() });
    try {
      expect(impostor.issuer).not.toBe(impostor.url);
      const start = await navigate(`${portal.url}/auth/oidc/start`, new CookieJar());
      expect(start.headers.get('location')).toBe('/login?oidc=failed');
    } finally {
      await portal.close();
      await impostor.close();
    }
  });
});

describe("a webEditor removes an employee's link (decision 0179)", () => {
  const LINKS = `query($n: String!) { companySignIns(employeeNumber: $n) { issuer linkedEmail linkedAt lastSignInAt } }`;
  const UNLINK = `mutation($n: String!) { unlinkCompanySignIn(employeeNumber: $n) }`;

  it('after which the employee signs in with their new account; no other role may read or remove a link', async () => {
    const as = await makeRoleActors(t);
    const dora = await makeUser(t, { email: 'dora@test.example' });
    const n = dora.user.employeeNumber;
    const old = await signIn(t, 'dora');
    expect(await whoAmI(t, old.token)).toMatchObject({ id: dora.user.id });
    // Her account at the provider was replaced: the new one is refused, as before.
    expect((await signIn(t, 'new-dora')).landing).toBe('/login?oidc=linkedElsewhere');

    for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
      expect(errorCode(await t.gql(LINKS, { n }, as[role].token))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(UNLINK, { n }, as[role].token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(UNLINK, { n }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(UNLINK, { n: 'no-such-number' }, as.webEditor.token))).toBe('NOT_FOUND');

    const links = await t.gql<{ companySignIns: { issuer: string; linkedEmail: string; linkedAt: string; lastSignInAt: string }[] }>(LINKS, { n }, as.webEditor.token);
    expect(links.data?.companySignIns).toHaveLength(1);
    const [link] = links.data!.companySignIns;
    expect(link).toMatchObject({ issuer: provider.issuer, linkedEmail: 'dora@test.example' });
    // Linked by the first sign-in, a moment ago on the portal's clock.
    expect(Math.abs(Date.parse(link.linkedAt) - clock.nowMs())).toBeLessThan(60_000);
    expect(Date.parse(link.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(link.linkedAt));

    const unlinked = await t.gql<{ unlinkCompanySignIn: number }>(UNLINK, { n: ` ${n} ` }, as.webEditor.token);
    expect(unlinked.data?.unlinkCompanySignIn).toBe(1);
    // The sessions the old link opened end with it; the link is gone, and the history says who removed it.
    expect(await whoAmI(t, old.token)).toBeNull();
    expect((await t.gql<{ companySignIns: unknown[] }>(LINKS, { n }, as.webEditor.token)).data?.companySignIns).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'oidcUnlink'));
    expect(entry).toMatchObject({ entity: 'User', entityId: String(dora.user.id), actorUserId: as.webEditor.user.id });
    expect(entry.before).toEqual({ links: [{ issuer: provider.issuer, subject: 'dora', linkedEmail: 'dora@test.example' }] });
    expect((await t.gql<{ unlinkCompanySignIn: number }>(UNLINK, { n }, as.webEditor.token)).data?.unlinkCompanySignIn).toBe(0);

    const fresh = await signIn(t, 'new-dora');
    expect(fresh.landing).toBe(`/baseball-card/${n}`);
    expect(await whoAmI(t, fresh.token)).toMatchObject({ id: dora.user.id });
  });
});

describe('a provider that is down', () => {
  it('a sign-in under way and a new one come back "unavailable", and password sign-in still works', async () => {
    const fragile = await startTestOidcProvider({ redirectUri: `${PUBLIC_URL}/auth/oidc/callback`, accounts: { dana: { email: 'dana@test.example', emailVerified: true } } });
    const portal = await startTestServer({ PUBLIC_URL, ...fragile.env() });
    try {
      const dana = await makeUser(portal, { email: 'dana@test.example', password: PASSWORD });
      const jar = new CookieJar();
      const start = await navigate(`${portal.url}/auth/oidc/start`, jar);
      const callback = new URL(await signInAtProvider(locationOf(start, portal.url), 'dana'));
      await fragile.close();

      const under = await navigate(`${portal.url}${callback.pathname}${callback.search}`, jar);
      expect(under.headers.get('location')).toBe('/login?oidc=unavailable');
      expect(sessionTokenOf(under)).toBeNull();
      const again = await navigate(`${portal.url}/auth/oidc/start`, new CookieJar());
      expect(again.headers.get('location')).toBe('/login?oidc=unavailable');

      expect(await (await fetch(`${portal.url}/auth/options`)).json()).toEqual({ provider: 'Test ID', passwordSignIn: true });
      const login = await portal.gql<{ login: { user: { id: number } } }>(LOGIN, { email: 'dana@test.example', password: PASSWORD });
      expect(login.data?.login.user.id).toBe(dana.user.id);
    } finally {
      await portal.close();
      await fragile.close();
    }
  });
});

describe('PASSWORD_SIGN_IN=false', () => {
  it('refuses passwords but for the break-glass account, and the provider still signs people in', async () => {
    const portal = await startTestServer({ PUBLIC_URL, ...provider.env(), PASSWORD_SIGN_IN: 'false', BREAK_GLASS_EMAIL: 'Root@Test.example' });
    try {
      const root = await makeUser(portal, { email: 'root@test.example', userType: 'superAdmin', password: PASSWORD });
      const worker = await makeUser(portal, { email: 'alice@test.example', password: PASSWORD });
      expect(await (await fetch(`${portal.url}/auth/options`)).json()).toEqual({ provider: 'Test ID', passwordSignIn: false });

      const refused = await portal.gql(LOGIN, { email: 'alice@test.example', password: PASSWORD });
      expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.passwordSignInOff, extensions: { code: 'UNAUTHENTICATED' } });
      // A wrong password gets the usual answer, so the break-glass address is not given away.
      const wrong = await portal.gql(LOGIN, { email: 'alice@test.example', password: 'wrong-password-1' });
      expect(wrong.errors?.[0]?.message).toBe(MESSAGES.invalidLogin);
      expect(errorCode(await portal.gql(LOGIN, { email: 'root@test.example', password: 'wrong-password-1' }))).toBe('UNAUTHENTICATED');

      const breakGlass = await portal.gql<{ login: { token: string; user: { id: number } } }>(LOGIN, { email: 'ROOT@test.example', password: PASSWORD });
      expect(breakGlass.data?.login.user.id).toBe(root.user.id);

      const { token } = await signIn(portal, 'alice');
      expect(await whoAmI(portal, token)).toMatchObject({ id: worker.user.id });
    } finally {
      await portal.close();
    }
  });
});
