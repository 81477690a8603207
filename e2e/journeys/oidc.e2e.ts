/**
 * Signing in with the company's identity provider: a real OpenID provider on loopback
 * (server/src/test/oidcProvider.ts) and a portal of this file's own pointed at it. The button on
 * the sign-in page, the provider's own login page, and the portal's home for the demo user; an
 * address no employee has comes back to the sign-in page with a plain message; an account that
 * replaced the linked one is refused until a webEditor unlinks the old one (decision 0179).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../server/src/test/oidcProvider';
import { DEMO_EMAILS, DESKTOP, launch, seriousA11yViolations, signInOnPage } from '../browser';
import { screenshotIfAsked } from '../journeyHelpers';
import { freePort, startPortal, type RunningPortal } from '../portal';

let browser: Browser;
let provider: TestOidcProvider;
let portal: RunningPortal;
/** Pat's card, where the first sign-in landed. */
let patCard = '';

beforeAll(async () => {
  const port = await freePort();
  provider = await startTestOidcProvider({
    redirectUri: `http://127.0.0.1:${port}/auth/oidc/callback`,
    accounts: {
      pat: { email: DEMO_EMAILS.user.toUpperCase(), emailVerified: true },
      // Pat's account at the provider, replaced: a new subject with the same address.
      'new-pat': { email: DEMO_EMAILS.user, emailVerified: true },
      stranger: { email: 'stranger@elsewhere.example', emailVerified: true },
    },
  });
  [portal, browser] = await Promise.all([startPortal({ port, env: provider.env() }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await provider?.close();
});

/** From the portal's sign-in page through the provider's login page, as account `login`. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
  await page.waitForURL((url) => url.origin === provider.url);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('sign-in with the identity provider', () => {
  it('the button above the password form leads through the provider to the own card', async () => {
    const page = await browser.newPage({ baseURL: portal.url });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in with Test ID' }).count()).toBe(1);
    expect(await page.getByLabel(/password/i).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await signInWithProvider(page, 'pat');
    await page.waitForURL(/\/baseball-card\/\d+$/);
    expect(new URL(page.url()).origin).toBe(portal.url);
    patCard = new URL(page.url()).pathname;
    // Signed in: the shell's account menu, not the sign-in form.
    await expect.poll(() => page.getByRole('button', { name: /Profile menu for/ }).count()).toBeGreaterThan(0);
    expect(await page.getByLabel(/password/i).count()).toBe(0);
    await page.close();
  });

  it('an address no employee has comes back to the sign-in page with a plain message', async () => {
    const page = await browser.newPage({ baseURL: portal.url });
    await signInWithProvider(page, 'stranger');
    await page.waitForURL(/\/login\?oidc=unknown$/);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The e-mail address from Test ID does not belong to an active employee.');
    expect(await page.getByLabel(/password/i).count()).toBe(1);
    await page.close();
  });

  it("a replaced account is refused until a webEditor unlinks the old one on the employee's card", async () => {
    const refused = await browser.newPage({ baseURL: portal.url });
    await signInWithProvider(refused, 'new-pat');
    await refused.waitForURL(/\/login\?oidc=linkedElsewhere$/);
    await expect.poll(() => refused.getByRole('alert').textContent()).toContain('ask an administrator');
    await refused.close();

    const context = await browser.newContext({ baseURL: portal.url, viewport: DESKTOP, reducedMotion: 'reduce' });
    const editor = await context.newPage();
    await signInOnPage(editor, 'webEditor');
    await editor.goto(patCard);
    await editor.getByRole('button', { name: 'Update User Info' }).click();
    const section = editor.getByRole('dialog', { name: 'Employee Information' }).getByRole('region', { name: 'Company sign-in' });
    await expect.poll(() => section.textContent()).toContain(`Linked to ${DEMO_EMAILS.user.toLowerCase()} on `);
    await screenshotIfAsked(editor, 'company-sign-in');
    await section.getByRole('button', { name: 'Unlink company sign-in' }).click();
    const question = editor.getByRole('alertdialog', { name: 'Unlink company sign-in' });
    expect(await seriousA11yViolations(editor)).toEqual([]);
    await question.getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => editor.getByText(/company sign-in was unlinked\.$/).count()).toBe(1);
    await expect.poll(() => section.count()).toBe(0);
    await context.close();

    const again = await browser.newPage({ baseURL: portal.url });
    await signInWithProvider(again, 'new-pat');
    await again.waitForURL((url) => url.pathname === patCard);
    await again.close();
  });
});
