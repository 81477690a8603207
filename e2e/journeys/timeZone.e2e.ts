/**
 * One time zone on a page (issue 44 item 8, decision 0157): a browser in Tokyo, 14 hours ahead of
 * the company (New York), sees every date and time on the company's clock. The portal's clock
 * stands at 10:30 PM on December 31 in New York, already noon of January 1 in Tokyo, so a screen
 * that used the browser's zone would show another day.
 */
import { EXPIRY_STATE_NOTES, clock, expiryState, formatInstant, type ExpiryState } from '@portal/common';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, signedInContext, type DemoRole } from '../browser';
import { apiAs, settled, unique, viewerOf } from '../journeyHelpers';

const TOKYO = 'Asia/Tokyo';
const run = unique();
const goalTitle = `Time zone goal ${run}`;

let browser: Browser;
/** The company's day and the day in Tokyo now, as the screens write them (MM/DD/YYYY). */
let companyDay = '';
let tokyoDay = '';

async function inTokyo(role: DemoRole): Promise<Page> {
  return (await signedInContext(browser, role, DESKTOP, 'reduced', TOKYO)).newPage();
}

beforeAll(async () => {
  browser = await launch();
  companyDay = formatInstant(clock.now(), 'MM/dd/yyyy');
  tokyoDay = formatInstant(clock.now(), 'MM/dd/yyyy', TOKYO);
});
afterAll(() => browser?.close());

describe('a browser in Tokyo reads the company clock', () => {
  it('runs where the days differ: the browser says Tokyo, the company another day', async () => {
    const page = await inTokyo('user');
    await page.goto('/dashboard');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(TOKYO);
    expect(tokyoDay).not.toBe(companyDay);
    await page.context().close();
  });

  it("goal details: Updated Date and the check-in show the company's day, the date labelled with its zone", async () => {
    const page = await inTokyo('user');
    await page.goto('/dashboard');
    const { employeeNumber } = await viewerOf(page);
    const { checkAuth } = await apiAs<{ checkAuth: { id: number } }>(page, '{ checkAuth { id } }');
    // Their manager sets the goal (an employee may not create their own); the employee checks in.
    const manager = await inTokyo('fieldSupervisor');
    await manager.goto('/dashboard');
    const { companyToday } = await apiAs<{ companyToday: string }>(manager, '{ companyToday }');
    const { createOneGoal } = await apiAs<{ createOneGoal: { id: number } }>(manager, 'mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id } }', {
      d: { title: goalTitle, description: 'Checked in from Tokyo.', startDate: companyToday, dueDate: companyToday, user: { connect: { id: checkAuth.id } } },
    });
    await manager.context().close();
    await apiAs(page, 'mutation($g: Int!) { checkInGoal(goalId: $g, progress: 30, note: "From Tokyo") { id } }', { g: createOneGoal.id });

    await page.goto(`/goals/${employeeNumber}`);
    await settled(page);
    await page.getByRole('article', { name: goalTitle }).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: goalTitle });
    const checkIns = details.getByRole('list', { name: 'Check-ins' });
    await expect.poll(() => checkIns.textContent()).toContain('From Tokyo');
    const updated = await details.locator('dt', { hasText: 'Updated Date' }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(updated).toMatch(new RegExp(`^${companyDay} \\d\\d:\\d\\d [AP]M E[SD]T$`));
    expect(await checkIns.textContent()).toContain(companyDay);
    expect(await details.textContent()).not.toContain(tokyoDay);
    await page.context().close();
  });

  it("the history panel writes the company's day and zone", async () => {
    const page = await inTokyo('webEditor');
    await page.goto('/dashboard');
    const { createOneProject } = await apiAs<{ createOneProject: { id: number } }>(page, 'mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id } }', {
      d: { project_num: `TZ-${run}`.slice(0, 20), name: `Tokyo Tower ${run}`, manager: 'Ann Manager', supervisor: 'Sam Super', address: '1 Main St', city: 'Providence', state: 'RI', zip: '02903' },
    });
    await page.goto(`/project/${createOneProject.id}`);
    const history = page.getByRole('table', { name: `Change history of project Tokyo Tower ${run}` });
    await history.getByRole('row').nth(1).waitFor();
    const first = await history.getByRole('row').nth(1).textContent();
    expect(first).toMatch(new RegExp(`${companyDay} \\d\\d:\\d\\d [AP]M E[SD]T`));
    expect(first).not.toContain(tokyoDay);
    await page.context().close();
  });

  it("the review list writes each completion on the company's day", async () => {
    const page = await inTokyo('superAdmin');
    const answers: { dateCompleted: string | null }[][] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api') || !(response.request().postData() ?? '').includes('NavigatorReviews')) return;
      const body = (await response.json().catch(() => null)) as { data?: { reviews?: { dateCompleted: string | null }[] } } | null;
      if (body?.data?.reviews) answers.push(body.data.reviews);
    });
    await page.goto('/navigator/reviews');
    await settled(page);
    const table = page.getByRole('table').first();
    // Completed reviews first (ascending: nulls last).
    await table.getByRole('button', { name: 'Date Completed' }).click();
    await settled(page);
    await expect.poll(() => answers.at(-1)?.[0]?.dateCompleted ?? null).not.toBeNull();
    const expected = answers.at(-1)!.map((r) => formatInstant(r.dateCompleted, 'MM/dd/yyyy'));
    const headers = await table.getByRole('columnheader').allTextContents();
    const column = headers.findIndex((h) => h.startsWith('Date Completed'));
    const shown = await table.locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), column);
    expect(shown).toEqual(expected);
    await page.context().close();
  });

  it("the expiring report marks expired and soon-expiring dates by the company's day", async () => {
    const page = await inTokyo('superAdmin');
    await page.goto('/dashboard?report=expiringLicenses');
    await settled(page);
    const report = page.getByRole('table', { name: 'Expiring Licenses' });
    await report.locator('[data-expiry]').first().waitFor();
    const marks = await report.locator('[data-expiry]').evaluateAll((spans) => spans.map((s) => ({ state: s.getAttribute('data-expiry'), text: s.textContent ?? '' })));
    expect(marks.length).toBeGreaterThan(0);
    const today = clock.today();
    for (const { state, text } of marks) {
      const [month, day, year] = text.slice(0, 10).split('/');
      const judged = expiryState(`${year}-${month}-${day}`, today) as ExpiryState;
      expect({ text, state }).toEqual({ text: `${text.slice(0, 10)}${judged === 'valid' ? '' : ` ${EXPIRY_STATE_NOTES[judged]}`}`, state: judged });
    }
    await page.context().close();
  });
});
