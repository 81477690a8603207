/**
 * The date rules of a qualification an employee holds (spec 2 sections 4 and 5). One rule set for
 * every path that writes these records: the card's form in the browser, the API's write of a
 * record (the server's holding hook) and the mass CSV update (its preview and the server).
 */
import type { ExpirationType } from './enums';

export const HOLDING_MESSAGES = {
  expiryBeforeIssue: 'The expiration date cannot be before the issue date.',
  expiryRequired: 'Expiration date is required for this qualification.',
  /** `noun` names the record: 'license', 'certification', ... */
  noExpiry: (noun: string) => `This ${noun} does not expire; leave the expiration date empty.`,
} as const;

/** A qualification cannot expire before it was issued (the card and the mass update say so alike). */
export const EXPIRY_BEFORE_ISSUE = HOLDING_MESSAGES.expiryBeforeIssue;

export interface HoldingDates {
  /** The code's expiration type: only codes with a manual expiration carry an expiration date. */
  expirationType: ExpirationType;
  /** "YYYY-MM-DD" or empty. */
  issueDate: string | null | undefined;
  expDate: string | null | undefined;
}

/**
 * Why a record cannot hold these dates, or null: a code that does not expire takes no expiration
 * date; a code with a manual expiration needs one, on or after the issue date.
 */
export function holdingDatesProblem(dates: HoldingDates, noun = 'qualification'): string | null {
  if (dates.expirationType === 'none') return dates.expDate ? HOLDING_MESSAGES.noExpiry(noun) : null;
  if (!dates.expDate) return HOLDING_MESSAGES.expiryRequired;
  if (dates.issueDate && dates.expDate < dates.issueDate) return HOLDING_MESSAGES.expiryBeforeIssue;
  return null;
}
