/**
 * Single-line text: names, titles, codes, labels. Such a value may reach an e-mail's subject or
 * a line of its body, so a CR or LF in it would start a fake header or a fake paragraph
 * ("Eve\r\nBcc: victim@evil.example"). Line breaks and every other control character (C0, DEL,
 * C1, and the Unicode line and paragraph separators) are refused in these fields; multi-line
 * fields (descriptions, notes, answers) keep their line breaks. The server's generic writer and
 * the hand-written services' schemas use the same test, so the message is the same everywhere.
 */
import { z } from 'zod';

// Control characters are exactly what these patterns are about.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function isSingleLine(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/** The message for a field that holds a line break or another control character. */
export function notSingleLineMessage(label: string): string {
  return `${label} must be a single line, without line breaks or control characters.`;
}

/** A single-line text for zod schemas: `singleLineText('The title').min(1, ...)`. */
export function singleLineText(label: string): z.ZodString {
  return z.string().trim().refine(isSingleLine, notSingleLineMessage(label));
}

/** The text on one line: each run of control characters becomes one space (for values already stored). */
export function toSingleLine(text: string): string {
  return text.replace(CONTROL_CHARACTER_RUNS, ' ');
}
