import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LAZY_FORMAT_NUMBER, lazyNumberFormat, MUI_FORMAT_NUMBER_MODULE } from './lazyNumberFormat';

const muiFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'locale', 'utils', 'buildFormatNumber.mjs');
type Builder = (locale: string) => (value: number) => string;

/** A module's default export, from its source text. */
async function load(source: string): Promise<Builder> {
  return ((await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) as { default: Builder }).default;
}

function transform(code: string, id: string): { code: string } | null {
  const plugin = lazyNumberFormat();
  const context = { error: (message: string) => { throw new Error(message); } };
  return (plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | null).call(context, code, id);
}

const RealNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
});

/** Counts the formatters made from now on. */
function countFormatters(): { made: number } {
  const count = { made: 0 };
  class Counted extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
      super(...args);
      count.made++;
    }
  }
  Intl.NumberFormat = Counted as typeof Intl.NumberFormat;
  return count;
}

describe('lazyNumberFormat', () => {
  it("replaces the installed MUI module, and only that one", () => {
    expect(MUI_FORMAT_NUMBER_MODULE.test(muiFile)).toBe(true);
    expect(transform(fs.readFileSync(muiFile, 'utf8'), muiFile)?.code).toBe(LAZY_FORMAT_NUMBER);
    expect(transform('export default 1;', path.join(path.dirname(muiFile), 'other.mjs'))).toBeNull();
  });

  it('stops the build when MUI no longer makes its formatter the expected way', () => {
    expect(() => transform('export default (locale) => (value) => String(value);', muiFile)).toThrow(/no longer makes its formatter/);
  });

  it('makes no formatter until a number is formatted, then writes what MUI wrote', async () => {
    const original = await load(fs.readFileSync(muiFile, 'utf8'));
    const lazy = await load(LAZY_FORMAT_NUMBER);
    const values = [0, 7, 1234, 1234567.891, -42, NaN, Infinity, -Infinity];
    const expected = values.map(original('en-US'));
    const formatters = countFormatters();

    const format = lazy('en-US');
    expect(formatters.made).toBe(0);
    const written = values.map(format);
    expect(formatters.made).toBe(1);
    expect(written).toEqual(expected);
    expect(written.slice(0, 3)).toEqual(['0', '7', '1,234']);
  });
});
