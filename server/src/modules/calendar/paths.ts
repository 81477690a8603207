/** The feeds' addresses: `/calendar/<token>.ics` (own) and `/calendar/team/<token>.ics` (their people's). */
export const CALENDAR_PREFIX = '/calendar/';
const OWN = /^\/calendar\/([A-Za-z0-9_-]+)\.ics$/;
const TEAM = /^\/calendar\/team\/([A-Za-z0-9_-]+)\.ics$/;

export function feedUrls(publicUrl: string, token: string, withTeam: boolean): { url: string; teamUrl: string | null } {
  return { url: `${publicUrl}/calendar/${token}.ics`, teamUrl: withTeam ? `${publicUrl}/calendar/team/${token}.ics` : null };
}

/** Which feed a path asks for, with its token; null for any other path under /calendar/. */
export function parseFeedPath(pathname: string): { feed: 'own' | 'team'; token: string } | null {
  const team = TEAM.exec(pathname);
  if (team) return { feed: 'team', token: team[1] };
  const own = OWN.exec(pathname);
  return own ? { feed: 'own', token: own[1] } : null;
}

/** The path with its token hidden, for the request log: the token is the feed's only key. */
export function withoutToken(path: string): string {
  return path.startsWith(CALENDAR_PREFIX) ? path.replace(/[A-Za-z0-9_-]{20,}(?=\.ics)/, '…') : path;
}
