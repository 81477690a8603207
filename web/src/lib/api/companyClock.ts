/**
 * The browser keeps the company's clock (`clock` of @portal/common) in step with the portal's:
 * every API answer says the portal's moment and the company's time zone in a `company-clock`
 * header (server/src/http/app.ts), so "today" on every screen is the company's day, whatever the
 * browser's own clock or zone says, and a portal whose clock a test has set is followed.
 */
import { COMPANY_CLOCK_HEADER, parseCompanyClock, setClock } from '@portal/common';

/** Reads an answer's header and sets the clock from it (an answer without one changes nothing). */
export function followCompanyClock(response: Response): void {
  const setting = parseCompanyClock(response.headers.get(COMPANY_CLOCK_HEADER));
  if (setting) setClock(setting);
}

/** A fetch that follows the portal's clock in each answer. */
export const clockedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  followCompanyClock(response);
  return response;
};
