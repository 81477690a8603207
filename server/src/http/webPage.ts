import type { IncomingHttpHeaders } from 'node:http';
import { TOKEN_COOKIE } from '@portal/common';

/**
 * Which HTML page the server sends for a navigation to the web app (issue 28, decision 0107).
 * The build writes, besides index.html (web/build/entryPages.ts):
 * - index.signin.html: the sign-in card painted by the HTML itself, for a browser without a session
 *   on the sign-in form's paths;
 * - index.app.html / index.dashboard.html: links that make the browser fetch the signed-in app's code (and
 *   the dashboard's) beside the entry, for a browser with a session.
 *
 * The server only looks at whether the session cookie is there, never at its value: the API
 * still checks the token (sent as a bearer header) on every call, and a refused one ends in the
 * sign-in form as before. The cookie is SameSite=Strict, so a navigation from another site
 * (a link in an e-mail) arrives without it even when the browser has a session: such requests
 * (Sec-Fetch-Site cross-site, or a browser that does not say) get index.html, which paints
 * nothing of its own, rather than a sign-in form that the session check would then replace.
 */

/** The logged-out screens that are not the sign-in form (their own cards). */
const OTHER_LOGGED_OUT = /^\/(forgot|signup|reset)(\/|$)/;

export type WebPage = 'index.signin.html' | 'index.app.html' | 'index.dashboard.html';

export function webPageFor(pathname: string, headers: IncomingHttpHeaders): WebPage | null {
  // Files (favicon.svg, assets) are served as they are.
  if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) return null;
  if (hasSessionCookie(headers.cookie)) return pathname === '/' || pathname === '/dashboard' ? 'index.dashboard.html' : 'index.app.html';
  const site = headers['sec-fetch-site'];
  if (site !== 'none' && site !== 'same-origin') return null;
  return OTHER_LOGGED_OUT.test(pathname) ? null : 'index.signin.html';
}

function hasSessionCookie(header: string | undefined): boolean {
  return sessionTokenOf(header) !== null;
}

/** The session cookie's value, if the request has one (a server-drawn page asks the API with it: firstScreen.ts). */
export function sessionTokenOf(header: string | undefined): string | null {
  return cookieOf(header, TOKEN_COOKIE);
}

/** A cookie's value in a Cookie header (null when absent, empty or not decodable). */
export function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const cookie = part.trim();
    const equals = cookie.indexOf('=');
    if (equals < 0 || cookie.slice(0, equals) !== name) continue;
    const value = cookie.slice(equals + 1);
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}
