/** The feed's own line folding matches ical-generator's, character for character (ics.ts). */
import { foldLines } from 'ical-generator';
import { expect, it } from 'vitest';
import { foldLine } from '../ics';

it.each([
  ['short', 'SUMMARY:Goal due: Finish OSHA 30'],
  ['74 octets', 'SUMMARY:' + 'x'.repeat(66)],
  ['75 octets', 'SUMMARY:' + 'x'.repeat(67)],
  ['long ASCII', 'SUMMARY:Christopher Montgomery-Walsh: certification OSHA 30 Construction Safety expires on the first'],
  ['accents across the fold', 'SUMMARY:' + 'é'.repeat(80)],
  ['CJK and emoji', 'SUMMARY:' + '安全講習🦺'.repeat(30)],
])('%s', (_name, line) => {
  expect(foldLine(line)).toBe(foldLines(line));
  for (const folded of foldLine(line).split('\r\n')) expect(Buffer.byteLength(folded)).toBeLessThanOrEqual(75);
});
