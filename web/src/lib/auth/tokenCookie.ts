/**
 * The session token lives in a cookie (not localStorage) so it is scoped to this site and
 * SameSite=Strict keeps other sites from sending it. It is read by the API client and sent as
 * a bearer header; the API never reads the cookie itself, which also rules out CSRF (the server
 * only looks at whether it is there, to pick the first screen's HTML: decision 0107).
 */
import { TOKEN_COOKIE } from '@portal/common';

function secureAttribute(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

export function readToken(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value || null;
    }
  }
  return null;
}

/** A session cookie (no expiry): the server expires idle and old sessions on its side. */
export function writeToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${secureAttribute()}`;
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secureAttribute()}`;
}
