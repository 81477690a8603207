/** The feeds' addresses and the request log's view of them (paths.ts). */
import { expect, it } from 'vitest';
import { newToken } from '../../../auth/tokens';
import { feedUrls, parseFeedPath, withoutToken } from '../paths';

it('reads back the addresses it makes, and nothing else', () => {
  const token = newToken();
  const { url, teamUrl } = feedUrls('https://portal.example', token, true);
  expect(parseFeedPath(new URL(url).pathname)).toEqual({ feed: 'own', token });
  expect(parseFeedPath(new URL(teamUrl!).pathname)).toEqual({ feed: 'team', token });
  expect(feedUrls('https://portal.example', token, false).teamUrl).toBeNull();
  for (const path of ['/calendar/', '/calendar/x.ics.ics', '/calendar/a/b.ics', '/calendar/team/.ics', '/calendar/ab%2F.ics']) expect(parseFeedPath(path)).toBeNull();
});

it('keeps the token out of the request log', () => {
  const token = newToken();
  expect(withoutToken(`/calendar/${token}.ics`)).toBe('/calendar/….ics');
  expect(withoutToken(`/calendar/team/${token}.ics`)).toBe('/calendar/team/….ics');
  expect(withoutToken('/api')).toBe('/api');
});
