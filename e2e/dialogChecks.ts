/**
 * Set-up for every journey file: a test fails when a dialog it opened has serious or critical axe
 * violations (e2e/browser.ts checks each dialog as it appears; issue 44 item 10).
 */
import { afterEach, expect } from 'vitest';
import { dialogFindings } from './browser';

afterEach(async () => {
  expect(await dialogFindings()).toEqual([]);
});
