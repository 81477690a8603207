/**
 * The cookie that holds the session token in the browser (web/src/lib/auth/tokenCookie.ts). The
 * API never reads it: the client sends the token as a bearer header. The server looks at whether
 * it is present, to pick which HTML page paints the first screen (server/src/http/webPage.ts), and
 * asks its API inside the process with it, as that bearer header, to draw a phone's dashboard
 * (server/src/http/firstScreen.ts).
 */
export const TOKEN_COOKIE = 'portal_token';
