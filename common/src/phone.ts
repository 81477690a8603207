/**
 * US phone numbers as the spec's phone input shows them (spec 1 section 5): digits are
 * extracted and ten digits become "(###) ###-####". The spec also writes "+1 " before a leading
 * country code 1, yet caps the field at 14 characters, which "+1 (###) ###-####" (17) cannot fit:
 * a leading 1 is dropped instead, so every stored number is the 14-character national form
 * (decision 0152). The server refuses anything else (`phoneProblem`).
 */

export const PHONE_MAX_LENGTH = 14;
export const PHONE_EXAMPLE = '(508) 555-0199';

/** An area code never starts with 0 or 1 (the North American numbering plan). */
const FORMATTED = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The formatted number, or null when the digits are not a complete US number. */
export function formatPhone(value: string): string | null {
  let digits = phoneDigits(value);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || /^[01]/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whether a value is already the one stored shape, "(###) ###-####". */
export function isFormattedPhone(value: string): boolean {
  return FORMATTED.test(value);
}

/**
 * What the input shows after a keystroke: the formatted number once the digits are complete,
 * otherwise the typed text (only phone characters, cut at the maximum length) so the user sees
 * what they typed while the field is in its warning state. Never more than 14 characters.
 */
export function normalisePhoneInput(raw: string): string {
  const formatted = formatPhone(raw);
  if (formatted) return formatted;
  const cleaned = raw.replace(/[^\d+()\-. ]/g, '').trimStart();
  if (cleaned.length <= PHONE_MAX_LENGTH) return cleaned;
  // Past 14 characters: a key typed after a whole number is ignored, other text keeps its digits.
  const digits = phoneDigits(cleaned);
  return formatPhone(digits.slice(0, 10)) ?? digits.slice(0, PHONE_MAX_LENGTH);
}

/** The input's warning state: something is typed but it is not a formatted number. */
export function isPhoneIncomplete(value: string): boolean {
  return value.trim() !== '' && !isFormattedPhone(value.trim());
}

export const PHONE_FORMAT_MESSAGE = `Phone must be a 10-digit US number written (###) ###-####, e.g. ${PHONE_EXAMPLE}.`;

/** Why a phone value is refused, or null; blank is left to the field's own required rule. */
export function phoneProblem(value: string | null | undefined, label = 'Phone'): string | null {
  const text = (value ?? '').trim();
  if (!text || isFormattedPhone(text)) return null;
  return PHONE_FORMAT_MESSAGE.replace(/^Phone/, label);
}
