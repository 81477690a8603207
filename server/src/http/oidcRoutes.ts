/**
 * The sign-in page's own HTTP routes (decision 0165): what it offers (`GET /auth/options`), and the
 * round trip to the company's OpenID provider (`GET /auth/oidc/start`, `GET /auth/oidc/callback`,
 * the redirect URI registered at the provider). Redirects and cookies are the flow's nature, so
 * these are plain HTTP beside the GraphQL API; the sign-in itself is modules/accounts/oidc.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOKEN_COOKIE, type OidcRefusal } from '@portal/common';
import { finishOidcSignIn, startOidcSignIn, type OidcDeps } from '../modules/accounts/oidc';
import { clientIp } from './appContext';

/** Binds a sign-in to the browser that started it; Lax, so the provider's redirect back brings it. */
const STATE_COOKIE = 'portal_oidc_state';
const STATE_COOKIE_PATH = '/auth/oidc';

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function redirect(res: ServerResponse, location: string, cookies: string[] = []) {
  res.writeHead(303, { location, 'cache-control': 'no-store', ...(cookies.length ? { 'set-cookie': cookies } : {}) });
  res.end();
}

/** Back to the sign-in page, which says why (web/src/features/auth/LoginPage.tsx). */
const refused = (refusal: OidcRefusal) => `/login?oidc=${refusal}`;

export function oidcRoutes(deps: OidcDeps) {
  const { config } = deps.services;
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  const clearState = `${STATE_COOKIE}=; Path=${STATE_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname === '/auth/options' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ provider: config.oidc?.name ?? null, passwordSignIn: config.PASSWORD_SIGN_IN }));
      return true;
    }
    // GET only: each start keeps a row, and a HEAD must not use up a callback's state.
    if (!config.oidc || req.method !== 'GET' || (pathname !== '/auth/oidc/start' && pathname !== '/auth/oidc/callback')) return false;

    if (pathname === '/auth/oidc/start') {
      const started = await startOidcSignIn(deps, clientIp(req, config.TRUST_PROXY));
      if (!started.ok) return (redirect(res, refused(started.refusal)), true);
      const stateCookie = `${STATE_COOKIE}=${encodeURIComponent(started.state)}; Path=${STATE_COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`;
      redirect(res, started.authorizationUrl, [stateCookie]);
      return true;
    }

    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const finished = await finishOidcSignIn(deps, query, cookieOf(req, STATE_COOKIE), {
      ip: clientIp(req, config.TRUST_PROXY),
      userAgent: String(req.headers['user-agent'] ?? ''),
      requestId: String(req.headers['x-request-id'] ?? ''),
    });
    if (!finished.ok) return (redirect(res, refused(finished.refusal), [clearState]), true);
    // The session cookie as the web app writes it after a password sign-in (web/src/lib/auth/tokenCookie.ts),
    // and the page a password sign-in lands on: the person's own baseball card.
    const sessionCookie = `${TOKEN_COOKIE}=${encodeURIComponent(finished.token)}; Path=/; SameSite=Strict${secure}`;
    redirect(res, `/baseball-card/${encodeURIComponent(finished.employeeNumber.trim())}`, [clearState, sessionCookie]);
    return true;
  };
}
