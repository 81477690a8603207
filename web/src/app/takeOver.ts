import { FIRST_SCREEN_ID } from '@portal/common';
import { matchMediaAt, PHONE_LAYOUT_QUERY, type FirstScreenState } from '../lib/firstScreen';

/** What a server-drawn page carries for the browser's app (entry-server.tsx), read once; a page without it gives null. */
export function readFirstScreen(): FirstScreenState | null {
  const element = document.getElementById(FIRST_SCREEN_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstScreenState;
  } catch {
    return null;
  }
}

/** MUI's breakpoints (sm, md, lg, xl) as its media queries write them: the layouts a width can fall in. */
const LAYOUT_QUERIES = [PHONE_LAYOUT_QUERY, '(max-width:899.95px)', '(min-width:1200px)', '(min-width:1536px)'];

/**
 * Whether this browser renders what the server drew, so React can take the HTML over: the same
 * time zone (today's events, the times shown) and a screen in the same layout as the drawn width.
 */
export function takesOver(drawn: FirstScreenState, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone, matchMedia: (query: string) => { matches: boolean } = window.matchMedia.bind(window)): boolean {
  const atDrawnWidth = matchMediaAt(drawn.width);
  return timeZone === drawn.timeZone && LAYOUT_QUERIES.every((query) => matchMedia(query).matches === atDrawnWidth(query).matches);
}
