/**
 * The partner directory in the browser: an admin filters by a skill and a name, opens a row to see
 * the partner's qualifications, keeps the filtered view in the address bar, and opens the
 * partner's card; Back from a card far down the list comes back where the list was scrolled; on a
 * phone the same list is cards with the same expander.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, expectAccessible, settled } from '../journeyHelpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Holder {
  employeeNumber: string;
  firstName: string;
  lastName: string;
  skills: { codes: { title: string } }[];
}

/** An active employee of the demo company with a skill, as the admin reads it through the API. */
async function someSkillHolder(page: Parameters<typeof apiAs>[0]): Promise<Holder> {
  const data = await apiAs<{ users: Holder[] }>(
    page,
    `{ users(where: { employmentStatus: { equals: "active" }, skills: { some: {} } }, orderBy: [{ employeeNumber: asc }], take: 1) { employeeNumber firstName lastName skills { codes { title } } } }`,
  );
  return data.users[0];
}

describe('partner directory', () => {
  it('an admin filters by skill and name, opens a row, and goes on to the card', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.goto('/partner-services');
    await settled(page);
    const holder = await someSkillHolder(page);
    const skill = holder.skills[0].codes.title;

    await page.getByRole('button', { name: /^Filter/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByLabel('Skill starts with').fill(skill.slice(0, 4).toLowerCase());
    await filters.getByLabel('Name starts with').fill(holder.lastName);
    await expectAccessible(page, 'directory filters');
    await filters.getByRole('button', { name: 'OK' }).click();
    await settled(page);
    expect(new URL(page.url()).searchParams.get('name')).toBe(holder.lastName);

    const name = `${holder.firstName} ${holder.lastName}`;
    await page.getByRole('button', { name: `Show qualifications of ${name}` }).first().click();
    await page.getByRole('cell').getByText(skill, { exact: true }).first().waitFor();
    await expectAccessible(page, 'directory with an open row');

    // The filtered view survives a reload (bookmark), then a click on the row opens the card.
    await page.reload();
    await settled(page);
    await page.getByRole('row', { name }).first().getByText(holder.employeeNumber).click();
    await page.waitForURL(`**/baseball-card/${holder.employeeNumber}`);
    await page.close();
  });

  it('shows cards with the expander on a phone', async () => {
    const page = await signedInPage(browser, 'webEditor', PHONE);
    await page.goto('/partner-services');
    await settled(page);
    const holder = await someSkillHolder(page);
    await page.goto(`/partner-services?name=${encodeURIComponent(holder.lastName)}`);
    await settled(page);
    const name = `${holder.firstName} ${holder.lastName}`;
    await page.getByRole('button', { name: `Show qualifications of ${name}` }).first().click();
    await page.getByText(holder.skills[0].codes.title, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'directory on a phone');
    await page.close();
  });

  it('a card opened far down the list opens at its top, and Back brings the list back where it was scrolled', async () => {
    const page = await signedInPage(browser, 'admin', { width: 1366, height: 768 });
    await page.goto('/partner-services');
    await settled(page);
    const row = page.getByRole('table', { name: 'Partners' }).locator('tbody tr').nth(20);
    await row.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left, 'the list scrolled down to its 21st row').toBeGreaterThan(200);
    const name = await row.locator('td').nth(2).innerText();

    await row.locator('td').nth(2).click();
    await page.waitForURL(/\/baseball-card\//);
    await page.getByRole('table', { name: 'Partners' }).waitFor({ state: 'detached' });
    await settled(page);
    expect(await page.evaluate(() => window.scrollY), 'the card at its top').toBe(0);

    await page.goBack();
    await settled(page);
    // The rows arrive after the page: the list is scrolled back once they are there.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(left);
    const back = page.getByRole('table', { name: 'Partners' }).locator('tbody tr').nth(20);
    expect(await back.locator('td').nth(2).innerText()).toBe(name);
    expect(await back.isVisible()).toBe(true);

    // A page opened by its address is a new entry: at its top, not where the first one was left.
    await page.goto('/dashboard');
    await settled(page);
    await page.getByRole('table', { name: 'Alpha List' }).locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), 'a page that could be scrolled').toBeGreaterThan(left);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});
