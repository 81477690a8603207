/**
 * US phone numbers as the spec's phone input shows them: digits are extracted; ten digits become
 * "(###) ###-####", eleven digits starting with the country code 1 become "+1 (###) ###-####".
 * The spec's maximum length of 14 is the national form; the "+1 " form needs 17, so the input
 * allows 17 characters only while the number starts with the country code.
 */

export const PHONE_MAX_LENGTH = 14;
export const PHONE_MAX_LENGTH_WITH_COUNTRY_CODE = 17;

const NATIONAL = /^\(\d{3}\) \d{3}-\d{4}$/;
const WITH_COUNTRY_CODE = /^\+1 \(\d{3}\) \d{3}-\d{4}$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function national(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/** The formatted number, or null when the digits are not a complete US number. */
export function formatPhone(value: string): string | null {
  const digits = phoneDigits(value);
  if (digits.length === 10 && !digits.startsWith('1')) return national(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${national(digits.slice(1))}`;
  return null;
}

/** Whether a value is already in one of the two formatted shapes. */
export function isFormattedPhone(value: string): boolean {
  return NATIONAL.test(value) || WITH_COUNTRY_CODE.test(value);
}

/** The longest text the input accepts for what has been typed so far. */
export function phoneMaxLength(value: string): number {
  const trimmed = value.trimStart();
  return trimmed.startsWith('+') || phoneDigits(trimmed).startsWith('1') ? PHONE_MAX_LENGTH_WITH_COUNTRY_CODE : PHONE_MAX_LENGTH;
}

/**
 * What the input shows after a keystroke: the formatted number once the digits are complete,
 * otherwise the typed text (only phone characters, cut at the maximum length) so the user sees
 * what they typed while the field is in its warning state.
 */
export function normalisePhoneInput(raw: string): string {
  const formatted = formatPhone(raw);
  if (formatted) return formatted;
  const cleaned = raw.replace(/[^\d+()\-. ]/g, '');
  return cleaned.slice(0, phoneMaxLength(cleaned));
}

/** The input's warning state: something is typed but it is not a formatted number. */
export function isPhoneIncomplete(value: string): boolean {
  return value.trim() !== '' && !isFormattedPhone(value.trim());
}
