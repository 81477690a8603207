/**
 * Review e-mails in the browser (decisions 0092, 0093): anyone chooses in the profile menu between
 * an e-mail per form and one daily summary, at desktop and phone width; a manager reminds every
 * overdue writer of their team from Manager Reviews and is told how many reminders went out.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage, type DemoRole } from '../browser';
import { apiAs, expectAccessible, settled } from '../journeyHelpers';

const LAPTOP = { width: 1366, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function openMailDialog(role: DemoRole, viewport: typeof PHONE): Promise<Page> {
  const page = await signedInPage(browser, role, viewport);
  await page.goto('/dashboard');
  await settled(page);
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Review e-mails' }).click();
  return page;
}

describe('review e-mails', () => {
  for (const [label, viewport, role] of [['desktop', LAPTOP, 'user'], ['phone', PHONE, 'fieldSupervisor']] as const) {
    it(`a ${role} chooses one daily summary in the profile menu, and the choice stays (${label})`, async () => {
      let page = await openMailDialog(role, viewport);
      const dialog = page.getByRole('dialog', { name: 'Review e-mails' });
      await dialog.getByRole('radio', { name: 'At once, one e-mail per form' }).waitFor();
      expect(await dialog.getByRole('radio', { name: 'At once, one e-mail per form' }).isChecked()).toBe(true);
      expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page, `review e-mails dialog (${label})`);
      await dialog.getByRole('radio', { name: 'Once a day, one summary of the new forms' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.locator('.MuiSnackbar-root').filter({ hasText: 'You will get one review e-mail a day.' }).waitFor();
      await page.context().close();

      page = await openMailDialog(role, viewport);
      const again = page.getByRole('dialog', { name: 'Review e-mails' });
      await again.getByRole('radio', { name: 'Once a day, one summary of the new forms' }).waitFor();
      expect(await again.getByRole('radio', { name: 'Once a day, one summary of the new forms' }).isChecked()).toBe(true);
      // Leave the demo account as it was for the other journeys.
      await apiAs(page, 'mutation { setMyReviewMailPreference(mode: "immediate") }');
      await page.context().close();
    });
  }

  for (const [label, viewport] of [['desktop', LAPTOP], ['phone', PHONE]] as const) {
    it(`a manager reminds everyone overdue and is told how many reminders went out (${label})`, async () => {
      const page = await signedInPage(browser, 'fieldSupervisor', viewport);
      await page.goto('/reviews');
      await settled(page);
      const managers = page.getByRole('region', { name: 'Manager Reviews' });
      await managers.getByRole('button', { name: 'Remind everyone overdue' }).click();
      const toast = page.locator('.MuiSnackbar-root');
      await toast.waitFor();
      expect(await toast.textContent()).toMatch(/Reminder sent to \d+ writers?\.|No reminder sent\. \d+ writers? reminded less than an hour ago|Nobody on your team is overdue\./);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    });
  }
});
