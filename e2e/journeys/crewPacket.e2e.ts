/**
 * The qualification PDFs in the browser (decision 0162): a plain user downloads their own
 * qualifications from their baseball card, and a superAdmin a project's crew packet from its
 * card; each arrives as a PDF file under its readable name. (What the PDFs say is read back
 * and compared with the cards in the API tests: qualificationsPdf.test.ts.)
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedInPage } from '../browser';
import { apiAs, settled, viewerOf } from '../journeyHelpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Clicks a download button and returns the file the browser saved: its name and first bytes. */
async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: button }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), head: fs.readFileSync(file).subarray(0, 5).toString('latin1'), size: fs.statSync(file).size };
}

describe('qualification PDFs', () => {
  it('a plain user downloads their own qualifications from their baseball card', async () => {
    const page = await signedInPage(browser, 'user');
    await page.goto('/dashboard');
    await settled(page);
    const me = await viewerOf(page);
    await page.goto(`/baseball-card/${me.employeeNumber}`);
    await settled(page);
    const file = await downloadFrom(page, 'Download qualifications');
    expect(file.name).toMatch(new RegExp(`^Qualifications - .+ \\(${me.employeeNumber}\\) - \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect(file.head).toBe('%PDF-');
    await page.context().close();
  });

  it("a superAdmin downloads a staffed project's crew packet from its card", async () => {
    const page = await signedInPage(browser, 'superAdmin');
    await page.goto('/projects');
    await settled(page);
    const { projects } = await apiAs<{ projects: { id: number; name: string; users: { id: number }[] }[] }>(page, '{ projects(orderBy: [{ id: asc }], take: 200) { id name users { id } } }');
    const staffed = projects.find((p) => p.users.length > 0 && /^[\w .,()-]+$/.test(p.name));
    expect(staffed).toBeDefined();
    await page.goto(`/project/${staffed!.id}`);
    await settled(page);
    const file = await downloadFrom(page, 'Download crew packet');
    expect(file.name).toMatch(new RegExp(`^Crew packet - ${staffed!.name.replace(/[.()]/g, '\\$&')} - \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect(file.head).toBe('%PDF-');
    expect(file.size).toBeGreaterThan(2_000);
    await page.context().close();
  });
});
