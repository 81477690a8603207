import { LAYOUT_COOKIE, PHONE_LAYOUT } from '@portal/common';
import { PHONE_LAYOUT_QUERY } from './firstScreen';

/** A year: the cookie says the layout of this browser, which it rewrites on every visit. */
const MAX_AGE_SECONDS = 31_536_000;

/**
 * Tells the server, in a cookie, which layout this browser shows (decision 0144): a phone's, below
 * MUI's sm breakpoint, or `wide`. The server draws the dashboard with its data only for a phone's
 * (server/src/http/firstScreen.ts), so a phone's next visit paints its dashboard with the HTML; a
 * first visit, without the cookie, gets the page its browser draws. Kept true as the width changes.
 */
export function tellLayout(): void {
  if (typeof window.matchMedia !== 'function') return;
  const phone = window.matchMedia(PHONE_LAYOUT_QUERY);
  const write = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LAYOUT_COOKIE}=${phone.matches ? PHONE_LAYOUT : 'wide'}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
  };
  write();
  phone.addEventListener('change', write);
}
