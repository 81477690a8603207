/**
 * A count as `toLocaleString('en-US')` writes it ("12,345"), without Intl for whole numbers: the
 * first Intl number format of a page loads ICU's number data, 20 ms of a phone's main thread
 * (80 ms at Lighthouse's 4x), in the render of the dashboard's first answer (decision 0113).
 * Fractions (and -0) still go through Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
