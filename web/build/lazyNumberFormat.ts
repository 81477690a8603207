import type { Plugin } from 'vite';

/** The MUI module this plugin replaces, as its imports name it. */
export const MUI_FORMAT_NUMBER_MODULE = /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/;
/** The line that makes the formatter at once: if MUI changes it, the build stops (below) so this is looked at again. */
const EAGER_FORMATTER = 'formatter = new Intl.NumberFormat(locale);';

/**
 * The same `buildFormatNumber` (same output for every number), except that the Intl formatter is
 * made on its first use instead of when the function is called.
 */
export const LAZY_FORMAT_NUMBER = `// Replaced at build time by web/build/lazyNumberFormat.ts (decision 0115).
const buildFormatNumber = (locale) => {
  // undefined: not made yet; null: this browser has no Intl.NumberFormat for the locale.
  let formatter;
  const made = () => {
    if (formatter === undefined) {
      formatter = null;
      if (typeof Intl !== 'undefined' && Intl.NumberFormat) {
        try {
          formatter = new Intl.NumberFormat(locale);
        } catch {
          // fall back to String()
        }
      }
    }
    return formatter;
  };
  return (value) => {
    if (!Number.isFinite(value)) {
      return String(value);
    }
    const f = made();
    return f ? f.format(value) : String(value);
  };
};
export default buildFormatNumber;
`;

/**
 * MUI's TablePagination calls `buildFormatNumber('en-US')` when its module is evaluated, and so
 * makes an `Intl.NumberFormat` then: the page's first number format, which loads ICU's number
 * data (40-55 ms of a desktop's main thread, in the task that evaluates the dashboard's chunk,
 * and about four times that on Lighthouse's phone). The shared pager (DataTablePager) writes its
 * own label and never calls that formatter, so every page with a table paid for nothing. This
 * plugin gives MUI's module a version that makes the formatter when it is first used (decision 0115).
 */
export function lazyNumberFormat(): Plugin {
  return {
    name: 'portal-lazy-number-format',
    enforce: 'pre',
    transform(code, id) {
      if (!MUI_FORMAT_NUMBER_MODULE.test(id.split('?')[0])) return null;
      if (!code.includes(EAGER_FORMATTER)) {
        this.error(`${id} no longer makes its formatter as web/build/lazyNumberFormat.ts expects: check whether the replacement is still needed and right.`);
      }
      return { code: LAZY_FORMAT_NUMBER, map: null };
    },
  };
}
