/**
 * How a list marks an expiry date (issue 44 item 5, decision 0156): expired when the day is
 * before the company's today (today itself still counts as valid, as the reports and the
 * points do), expiring soon within EXPIRING_SOON_DAYS after it (the first reminder's lead,
 * and the expiring report's default "Next 60 days"), valid after that.
 */
import { addDays, isBeforeDay, parseDateOnly } from './dates';

export const EXPIRING_SOON_DAYS = 60;

export type ExpiryState = 'expired' | 'soon' | 'valid';

/** The state of an expiry date on `today` (the company's: clock.today()); null for no date. */
export function expiryState(expDate: string | null | undefined, today: string): ExpiryState | null {
  const day = expDate ? parseDateOnly(expDate) : null;
  if (!day) return null;
  if (isBeforeDay(day, today)) return 'expired';
  return isBeforeDay(addDays(today, EXPIRING_SOON_DAYS), day) ? 'valid' : 'soon';
}

/** The words beside a marked date: "(expired)", "(expires soon)"; none for a valid one. */
export const EXPIRY_STATE_NOTES: Record<ExpiryState, string> = { expired: '(expired)', soon: '(expires soon)', valid: '' };
