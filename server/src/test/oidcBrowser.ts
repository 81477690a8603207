/**
 * A browser's part of a sign-in at the company's OpenID provider, over plain HTTP: each site's
 * cookies, the redirects, and the provider's login form (test/oidcProvider.ts).
 */
import { TOKEN_COOKIE } from '@portal/common';

export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A GET as a browser's navigation makes it, without following the redirect. */
export async function navigate(url: string, jar: CookieJar): Promise<Response> {
  const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(res);
  return res;
}

export function locationOf(res: Response, base: string): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(location, base).href;
}

/**
 * Signs in at the provider as account `login` from its authorization URL and returns where the
 * provider sends the browser back to (the portal's redirect URI with the code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = locationOf(await navigate(authorizationUrl, jar), authorizationUrl);
  const form = await (await navigate(url, jar)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no login form at ${url}:\n${form.slice(0, 500)}`);
  const posted = await fetch(new URL(action, url), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any-password' }),
  });
  jar.take(posted);
  url = locationOf(posted, url);
  while (new URL(url).origin === origin) url = locationOf(await navigate(url, jar), url);
  return url;
}

/** The session token a portal's answer sets, if any. */
export function sessionTokenOf(res: Response): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return line ? decodeURIComponent(line.split(';')[0].slice(TOKEN_COOKIE.length + 1)) : null;
}
