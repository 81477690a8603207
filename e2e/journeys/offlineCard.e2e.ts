/**
 * The card on a site without signal (issue 45 item 3, decision 0168): at 390x844 a plain user
 * signs in, sees their dashboard and opens their card; the network goes; a reload shows the card
 * as last seen with "Offline: as of", the dashboard's kept cards, writes disabled and a page that
 * is not kept said plainly. Signed out while offline, back online, nothing of them is left: no
 * kept copy, nothing personal in the service worker's caches, and their card asks for a sign-in.
 * Prints how long the offline reload took to show the card and the notice (for the note).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, PHONE, signInOnPage } from '../browser';
import { screenshotIfAsked, settled, viewerOf } from '../journeyHelpers';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** What the service worker's caches hold that is not one of the build's own files. */
function cachedOtherThanTheShell(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const shell = /^\/(assets\/|icons\/|index\.app\.html$|favicon\.svg$|manifest\.webmanifest$)/;
    const others: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const { pathname } = new URL(request.url);
        if (!shell.test(pathname)) others.push(`${name}: ${pathname}`);
      }
    }
    return others;
  });
}

describe('the card offline', () => {
  it('shows the own card and the notice after an offline reload; sign-out offline leaves nothing', async () => {
    context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), reducedMotion: 'reduce' });
    const page = await context.newPage();

    // Sign in on the phone: the app lands on the own card.
    await signInOnPage(page, 'user');
    await settled(page);
    const { employeeNumber } = await viewerOf(page);
    const name = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);

    // The dashboard (its own cards), then the card from it, as a field worker opens it.
    await page.goto('/dashboard');
    await settled(page);
    await expect.poll(() => page.getByText(/^My card: \d+ points/).count()).toBe(1);
    await page.getByRole('heading', { name: "Today's events" }).waitFor();
    await page.getByRole('link', { name: 'View my baseball card' }).click();
    await page.waitForURL(`${baseUrl()}/baseball-card/${employeeNumber}`);
    await settled(page);
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // The service worker has kept the shell and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await cachedOtherThanTheShell(page)).toEqual([]);

    // No signal: the reload shows the card as last seen, with the notice.
    await context.setOffline(true);
    const started = performance.now();
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: /^Offline: as of \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M [A-Z]{3,4}/ });
    await Promise.all([page.getByRole('heading', { name, level: 1 }).waitFor(), notice.waitFor()]);
    const reloadMs = Math.round(performance.now() - started);
    console.log(`offline reload of the card: ${reloadMs} ms to the card and its notice`);
    await expect.poll(() => notice.textContent()).toContain("You are offline: changes can't be saved.");
    expect(await page.getByRole('button', { name: 'Update User Info' }).isDisabled()).toBe(true);
    expect(await page.getByText('The baseball card could not be loaded').count()).toBe(0);
    await screenshotIfAsked(page, 'offline-card-phone');

    // The dashboard's kept cards: the own card's summary, the expiring items, today's events.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await expect.poll(() => page.getByText(/^My card: \d+ points/).count()).toBe(1);
    await page.getByRole('heading', { name: 'My expiring items' }).waitFor();
    await page.getByRole('heading', { name: "Today's events" }).waitFor();
    await notice.waitFor();
    await screenshotIfAsked(page, 'offline-dashboard-phone');

    // A page that is not kept says so.
    await page.goto(`/goals/${employeeNumber}`);
    await page.getByText("This page isn't kept on this device, so it can't open while you are offline.").waitFor();
    await screenshotIfAsked(page, 'offline-page-not-kept-phone');

    // Sign out without a network; then the network comes back.
    await page.getByRole('button', { name: /^Profile menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await context.setOffline(false);

    expect(await page.evaluate(() => window.localStorage.getItem('portal.offline'))).toBeNull();
    expect(await cachedOtherThanTheShell(page)).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === 'portal_token')?.value ?? '').toBe('');
    await page.goto(`/baseball-card/${employeeNumber}`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    expect(await page.getByText(name).count()).toBe(0);
    expect(await page.getByText(/^Offline/).count()).toBe(0);
  });
});
