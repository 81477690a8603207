/**
 * The cookie that holds the session token in the browser (web/src/lib/auth/tokenCookie.ts). The
 * API never reads it: the client sends the token as a bearer header. The server looks only at
 * whether it is present, to pick which HTML page paints the first screen (server/src/http/webPage.ts).
 */
export const TOKEN_COOKIE = 'portal_token';
