/**
 * Set-up for every journey file: a test fails when a dialog it opened has serious or critical axe
 * violations (e2e/browser.ts checks each dialog as it appears; issue 44 item 10).
 */
import { afterAll, afterEach, expect } from 'vitest';
import { dialogFindings, dialogsChecked } from './browser';

afterEach(async () => {
  expect(await dialogFindings()).toEqual([]);
});

// Which dialogs were checked: a journey's log shows the check ran, and on what.
afterAll(() => {
  console.log(`axe checked ${dialogsChecked().length} dialogs: ${dialogsChecked().join('; ') || 'none'}`);
});
