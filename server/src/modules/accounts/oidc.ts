/**
 * Sign-in with the company's OpenID provider (OIDC_ISSUER_URL): the authorization code flow with
 * PKCE, state and nonce, through `openid-client`, which also refuses a provider, an authorization
 * response or an ID token that names another issuer than the configured one. The person gets the
 * same session a password sign-in gives (decisions 0164, 0165).
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { clock, type OidcRefusal } from '@portal/common';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { oidcSignIns } from '../../db/schema';
import { hit, LIMITS } from '../../auth/rateLimit';
import { hashToken } from '../../auth/tokens';
import type { Logger } from '../../lib/logger';
import type { Services } from '../../services';
import { linkedEmployee, type SignInClaims } from './oidcLink';

export interface OidcDeps {
  db: Db;
  log: Logger;
  services: Services;
}

type OidcSettings = NonNullable<Config['oidc']>;

/** A sign-in must come back from the provider within this long. */
const SIGN_IN_MINUTES = 10;
/** The longest wait for the provider, per request (openid-client counts in seconds). */
const PROVIDER_TIMEOUT_S = 5;
/** The callback uses the metadata its start read, up to this old (keys are fetched by openid-client as they change). */
const METADATA_MS = 3_600_000;

const discovered = new WeakMap<OidcSettings, { config: client.Configuration; at: number }>();

/**
 * The provider's metadata. A start always asks (`fresh`): it is also how the portal learns that the
 * provider is down, and says so on its own sign-in page instead of sending the browser to an error.
 */
async function providerConfig(oidc: OidcSettings, fresh = false): Promise<client.Configuration> {
  const kept = discovered.get(oidc);
  if (!fresh && kept && clock.nowMs() - kept.at < METADATA_MS) return kept.config;
  const issuer = new URL(oidc.issuer);
  const config = await client.discovery(issuer, oidc.clientId, undefined, client.ClientSecretBasic(oidc.clientSecret), {
    timeout: PROVIDER_TIMEOUT_S,
    // config.ts allows plain http only for a provider on this machine (the tests').
    execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
  });
  discovered.set(oidc, { config, at: clock.nowMs() });
  return config;
}

/** A provider that cannot be reached (refused, timed out, a 5xx) is "unavailable"; anything else it answered is "failed". */
function refusalOf(error: unknown): OidcRefusal {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, status } = e as { name?: string; code?: string; status?: number };
    if (name === 'AbortError' || name === 'TimeoutError') return 'unavailable';
    if (e instanceof TypeError && /fetch failed/i.test(e.message)) return 'unavailable';
    if (typeof code === 'string' && /^(ECONN|ENOTFOUND|EAI_|ETIMEDOUT|EHOSTUNREACH|UND_ERR)/.test(code)) return 'unavailable';
    if (typeof status === 'number' && status >= 500) return 'unavailable';
    if (typeof Response !== 'undefined' && e instanceof Response && e.status >= 500) return 'unavailable';
  }
  return 'failed';
}

export type StartResult = { ok: true; authorizationUrl: string; state: string } | { ok: false; refusal: OidcRefusal };

/** Begins a sign-in from address `ip`: keeps the state, nonce and PKCE verifier, and names the provider's page to go to. */
export async function startOidcSignIn(deps: OidcDeps, ip: string): Promise<StartResult> {
  const oidc = deps.services.config.oidc!;
  if ((await hit(deps.db, `oidc-start:${ip}`, LIMITS.oidcStartPerClient)) > LIMITS.oidcStartPerClient.max) return { ok: false, refusal: 'tooMany' };
  let config: client.Configuration;
  try {
    config = await providerConfig(oidc, true);
  } catch (error) {
    deps.log.warn({ err: error }, 'OpenID provider discovery failed');
    return { ok: false, refusal: refusalOf(error) };
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await deps.db.delete(oidcSignIns).where(lt(oidcSignIns.expiresAt, clock.now()));
  await deps.db.insert(oidcSignIns).values({ stateHash: hashToken(state), nonce, codeVerifier, expiresAt: new Date(clock.nowMs() + SIGN_IN_MINUTES * 60_000) });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: oidc.redirectUri,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { ok: true, authorizationUrl: url.href, state };
}

export type FinishResult = { ok: true; token: string; userId: number; employeeNumber: string } | { ok: false; refusal: OidcRefusal };

/**
 * The provider's answer at the callback. `query` is the callback's query string; `browserState`
 * the state this browser was given at the start (its cookie): a callback another browser started
 * (a link someone sends) or whose state was used already is refused.
 */
export async function finishOidcSignIn(deps: OidcDeps, query: URLSearchParams, browserState: string | undefined, meta: { ip: string; userAgent: string; requestId: string }): Promise<FinishResult> {
  const oidc = deps.services.config.oidc!;
  const state = query.get('state') ?? '';
  if (!state || state !== browserState) return { ok: false, refusal: 'state' };
  // Claimed once: a replayed callback finds nothing.
  const [pending] = await deps.db
    .delete(oidcSignIns)
    .where(and(eq(oidcSignIns.stateHash, hashToken(state)), gt(oidcSignIns.expiresAt, clock.now())))
    .returning();
  if (!pending) return { ok: false, refusal: 'state' };
  if (query.get('error')) return { ok: false, refusal: query.get('error') === 'access_denied' ? 'cancelled' : 'failed' };

  let claims: SignInClaims;
  try {
    const config = await providerConfig(oidc);
    const tokens = await client.authorizationCodeGrant(config, new URL(`${oidc.redirectUri}?${query.toString()}`), {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    // Providers that keep scope claims out of the ID token (oidc-provider, Keycloak's defaults) give them at userinfo.
    const profile = idToken.email !== undefined ? idToken : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { issuer: idToken.iss, subject: idToken.sub, email: profile.email, emailVerified: profile.email_verified };
  } catch (error) {
    deps.log.warn({ err: error }, 'OpenID sign-in failed at the provider');
    return { ok: false, refusal: refusalOf(error) };
  }

  const linked = await linkedEmployee(deps.db, claims, meta.requestId);
  if (!linked.ok) {
    deps.log.info({ refusal: linked.refusal, issuer: claims.issuer }, 'OpenID sign-in refused');
    return linked;
  }
  const session = await deps.services.sessions.create(linked.userId, { ip: meta.ip, userAgent: meta.userAgent });
  deps.log.info({ userId: linked.userId, method: 'oidc' }, 'login');
  return { ok: true, token: session.token, userId: linked.userId, employeeNumber: linked.employeeNumber };
}
