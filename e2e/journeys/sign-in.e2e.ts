/**
 * Signing in and out as each demo role, the navigation each one sees, the route guard, the
 * burger menu on a phone, and an accessibility check of the pages on the way.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_EMAILS, launch, seriousA11yViolations } from '../browser';
import { DEMO_PASSWORD } from '../portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('sign-in', () => {
  it('a wrong password shows the server message; the right one lands on the own card', async () => {
    const page = await browser.newPage({ baseURL: baseUrl() });
    await page.goto('/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel(/e-?mail/i).fill(DEMO_EMAILS.user);
    await page.getByLabel(/password/i).fill('not-the-password-1');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect.poll(() => page.getByText('Invalid email or password.').count()).toBeGreaterThan(0);
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/baseball-card\/\d+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
