/**
 * Reports on the dashboard in the browser: a webEditor switches reports, filters and pages with
 * the arrow keys, and downloads a CSV; Back from an employee's card finds the report as it was
 * left; a fieldSupervisor sees only Qualifications; on a phone the report selector is a dropdown
 * and the table becomes cards.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { chooseOption, dismissToast, expectAccessible, screenshotIfAsked, settled } from '../journeyHelpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('reports', () => {
  it('a webEditor pages the Alpha List with the arrow keys, filters it, switches report and downloads a CSV', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await page.goto('/dashboard');
    await settled(page);
    const reports = page.getByRole('region', { name: 'Reports' });
    expect(await reports.getByRole('tab').count()).toBe(9);
    const alpha = reports.getByRole('table', { name: 'Alpha List' });
    await alpha.locator('tbody tr').nth(9).waitFor();
    expect(await alpha.locator('tbody tr').count()).toBe(10);
    const firstRow = await alpha.locator('tbody tr').first().innerText();
    await page.locator('body').press('ArrowRight');
    await expect.poll(async () => reports.getByText(/^11-20 of \d+$/).count()).toBe(1);
    // The pager moves at once; the rows follow when the second page arrives.
    await expect.poll(() => alpha.locator('tbody tr').first().innerText(), { timeout: 15_000 }).not.toBe(firstRow);
    await expectAccessible(page, 'alpha list');

    await reports.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Group' }), 'D1');
    await filters.getByRole('button', { name: 'OK' }).click();
    await settled(page);
    // The filtered page replaces the old one: every row shown is in group D1.
    await expect.poll(async () => [...new Set(await alpha.locator('tbody tr td:nth-child(5)').allInnerTexts())], { timeout: 15_000 }).toEqual(['D1']);

    await reports.getByRole('tab', { name: 'Years of Service' }).click();
    const years = reports.getByRole('table', { name: 'Years of Service' });
    await years.locator('tbody tr').first().waitFor();
    expect(new URL(page.url()).searchParams.get('report')).toBe('yearsOfService');
    const download = page.waitForEvent('download');
    await reports.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Years of Service.*\.csv$/);
    await dismissToast(page, 'CSV exported successfully');
    await page.close();
  });

  it('Employee Points at 1,366 px: the four groups of points add up to the Total, which is in view', async () => {
    const page = await signedInPage(browser, 'webEditor', { width: 1366, height: 768 });
    await page.goto('/dashboard?report=employeePoints');
    await settled(page);
    const table = page.getByRole('region', { name: 'Reports' }).getByRole('table', { name: 'Employee Points' });
    await table.locator('tbody tr').first().waitFor();
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/\s+/g, ' ').trim());
    const at = (label: string) => headers.findIndex((h) => h.startsWith(label));
    for (const label of ['License Points', 'Certification Points', 'Skill Points', 'Course Points', 'Total Points']) expect(at(label), label).toBeGreaterThanOrEqual(0);
    for (const row of await table.locator('tbody tr').all()) {
      const cells = (await row.locator('td').allInnerTexts()).map((c) => Number(c.trim()));
      expect(cells[at('License Points')] + cells[at('Certification Points')] + cells[at('Skill Points')] + cells[at('Course Points')]).toBe(cells[at('Total Points')]);
    }
    // The Total column is on screen without a sideways scroll.
    const total = table.getByRole('columnheader', { name: /^Total Points/ });
    const box = await total.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const container = await table.evaluate((t) => {
      const box = t.parentElement!;
      return { scroll: box.scrollWidth, client: box.clientWidth };
    });
    expect(container.scroll).toBeLessThanOrEqual(container.client);
    await screenshotIfAsked(page, 'employee-points-1366');
    await page.close();
  });

  it('the expiring licenses widget offers Next 60 Days / Next 90 Days and opens the full report on that window', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await page.goto('/dashboard');
    await settled(page);
    const widget = page.getByRole('region', { name: 'Expiring Licenses' });
    const window = widget.getByRole('combobox', { name: 'Expiring within' });
    expect(await window.innerText()).toBe('Next 60 Days');
    const status = widget.getByRole('status');
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^\d+ licenses? expires? in the next 60 days\.$/);
    const in60 = Number((await status.innerText()).split(' ')[0]);
    await chooseOption(page, window, 'Next 90 Days');
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/in the next 90 days\.$/);
    const in90 = Number((await status.innerText()).split(' ')[0]);
    expect(in90).toBeGreaterThanOrEqual(in60);
    await expectAccessible(page, 'expiring licenses widget');

    await widget.getByRole('button', { name: 'Full Report' }).click();
    await page.waitForURL(/report=expiringLicenses&range=next90/);
    const reports = page.getByRole('region', { name: 'Reports' });
    await reports.getByRole('heading', { name: 'Expiring Licenses' }).waitFor();
    await reports.getByText('Range: Next 90 days').waitFor();
    // The report counts what the widget counted.
    if (in90 > 10) await reports.getByText(new RegExp(`^1-10 of ${in90}$`)).waitFor();
    else await expect.poll(() => reports.getByRole('table', { name: 'Expiring Licenses' }).locator('tbody tr').count(), { timeout: 15_000 }).toBe(Math.max(in90, 1));
    await page.close();
  });

  it('Back from an employee’s card finds the Alpha List on the filter, order and page it was left on; opened afresh, it starts from its defaults', async () => {
    const page = await signedInPage(browser, 'webEditor', { width: 1366, height: 768 });
    await page.goto('/dashboard');
    await settled(page);
    const reports = page.getByRole('region', { name: 'Reports' });
    const alpha = reports.getByRole('table', { name: 'Alpha List' });
    await alpha.locator('tbody tr').first().waitFor();
    const shown = async () => ({
      range: await reports.getByText(/^\d+-\d+ of \d+$/).innerText(),
      rows: await alpha.locator('tbody tr').allInnerTexts(),
      filter: await reports.getByRole('button', { name: /^Filter/ }).innerText(),
      order: await alpha.getByRole('columnheader', { name: /Job Title/ }).getAttribute('aria-sort'),
    });
    const defaults = await shown();

    await reports.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Group' }), 'D4');
    await filters.getByRole('button', { name: 'OK' }).click();
    await settled(page);
    await alpha.getByRole('button', { name: 'Job Title' }).click();
    await settled(page);
    await reports.getByRole('button', { name: 'Go to next page' }).click();
    await settled(page);
    await expect.poll(async () => (await shown()).range).toMatch(/^11-20 of /);
    const left = await shown();
    expect(left).toMatchObject({ filter: expect.stringMatching(/\(1\)/), order: 'ascending' });
    expect(left.rows.every((row) => /\bD4\b/.test(row))).toBe(true);

    await alpha.locator('tbody tr').first().click();
    await page.waitForURL(/\/baseball-card\//);
    // The card's page is on screen and the dashboard gone (its code may arrive after the address).
    await alpha.waitFor({ state: 'detached' });
    await settled(page);
    await page.goBack();
    await settled(page);
    await alpha.locator('tbody tr').first().waitFor();
    expect(await shown()).toEqual(left);

    // The dashboard opened again from the menu (a new page in the history) starts from the
    // report's defaults.
    await alpha.locator('tbody tr').first().click();
    await page.waitForURL(/\/baseball-card\//);
    await alpha.waitFor({ state: 'detached' });
    await settled(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await settled(page);
    await alpha.locator('tbody tr').first().waitFor();
    expect(await shown()).toEqual(defaults);
    await page.close();
  });

  it('a fieldSupervisor sees only the Qualifications report and no sync', async () => {
    const page = await signedInPage(browser, 'fieldSupervisor');
    await page.goto('/dashboard');
    await settled(page);
    const tabs = await page.getByRole('region', { name: 'Reports' }).getByRole('tab').allInnerTexts();
    expect(tabs.map((t) => t.trim())).toEqual(['QUALIFICATIONS']);
    expect(await page.getByRole('region', { name: 'Expiring Licenses' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Foundation Sync' }).count()).toBe(0);
    await page.close();
  });

  it('on a phone the selector is a dropdown and the rows are cards', async () => {
    const page = await signedInPage(browser, 'superAdmin', PHONE);
    await page.goto('/dashboard?report=expiringLicenses');
    await settled(page);
    const reports = page.getByRole('region', { name: 'Reports' });
    await reports.getByRole('combobox', { name: 'Report' }).waitFor();
    await reports.getByRole('heading', { name: 'Expiring Licenses' }).waitFor();
    // The chart (its own chunk) draws, with its figures as a table for screen readers.
    const chart = reports.getByRole('figure', { name: 'Licenses expiring per month, next 12 months' });
    await chart.locator('svg').first().waitFor();
    expect(await chart.getByRole('rowheader').count()).toBe(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'reports on a phone');
    await page.close();
  });
});
