/**
 * Goals and follow-ups in the browser: a supervisor keeps a partner's goals and an assigned
 * follow-up, the assignee finds it in their list and in the bell, the goal is completed; a plain
 * user reads their own goals only, on a phone as well.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, dismissToast, expectAccessible, settled, unique, viewerOf } from '../journeyHelpers';

let browser: Browser;
const run = unique();
const goalTitle = `Finish OSHA 30 ${run}`;
const followupTitle = `Harness check ${run}`;
let userNumber = '';

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Opens a managed partner's goals or follow-ups from the Managed Partners list; returns their number. */
async function openPartner(page: Page, supervisorNumber: string, list: 'partner-goals' | 'partner-followups', who: 'Medeiros' | 'someone else'): Promise<string> {
  await page.goto(`/${list}/${supervisorNumber}`);
  await settled(page);
  await page.getByRole('heading', { name: 'Managed Partners' }).waitFor();
  const rows = page.locator('tbody tr');
  await rows.first().waitFor();
  await (who === 'Medeiros' ? rows.filter({ hasText: 'Medeiros' }) : rows.filter({ hasNotText: 'Medeiros' })).first().click();
  const prefix = list === 'partner-goals' ? '/goals/' : '/followups/';
  await expect.poll(() => new URL(page.url()).pathname.startsWith(prefix)).toBe(true);
  await settled(page);
  return decodeURIComponent(new URL(page.url()).pathname.slice(prefix.length));
}

describe('goals and follow-ups', () => {
  it('a supervisor adds a goal and an assigned follow-up; the assignee sees it in the list and the bell; the goal is completed', async () => {
    const userPage = await signedInPage(browser, 'user');
    await userPage.goto('/dashboard');
    userNumber = (await viewerOf(userPage)).employeeNumber;
    await userPage.close();

    const page = await signedInPage(browser, 'fieldSupervisor');
    await page.goto('/dashboard');
    const supervisorNumber = (await viewerOf(page)).employeeNumber;
    expect(await openPartner(page, supervisorNumber, 'partner-goals', 'Medeiros')).toBe(userNumber);
    await page.getByRole('heading', { name: 'Tyler Medeiros Active Goals' }).waitFor();
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const goalForm = page.getByRole('dialog', { name: 'Create Goal' });
    await goalForm.getByLabel('Title').fill(goalTitle);
    // A due date before the start date falls back to the start date once the field is left.
    const start = await goalForm.getByLabel('Start Date').inputValue();
    await goalForm.getByLabel('Due Date').fill('2020-01-01');
    await goalForm.getByText('Before the start date: it will be set to the start date.').waitFor();
    // Leaving the field (a date input's Tab moves between its day, month and year).
    await goalForm.getByLabel('Description').click();
    await expect.poll(() => goalForm.getByLabel('Due Date').inputValue()).toBe(start);
    await goalForm.getByText('Set to the start date: a goal cannot be due before it starts.').waitFor();
    await goalForm.getByLabel('Due Date').fill('2031-06-30');
    expect(await goalForm.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await goalForm.getByLabel('Description').fill('Every module, with the certificate uploaded.');
    await expectAccessible(page, 'goal form');
    await goalForm.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Goal created successfully.');
    const card = page.getByRole('article', { name: goalTitle });
    await expect.poll(() => card.getByText('Due: 06/30/2031').isVisible()).toBe(true);

    // A follow-up of another partner, assigned to the demo user.
    const partnerNumber = await openPartner(page, supervisorNumber, 'partner-followups', 'someone else');
    await page.getByRole('button', { name: 'Add Follow-up' }).click();
    const followupForm = page.getByRole('dialog', { name: 'Create Follow-up' });
    await followupForm.getByLabel('Title').fill(followupTitle);
    await followupForm.getByLabel('Description').fill('Before the crane lift on Monday.');
    await followupForm.getByText('Date when the follow-up reminder should be sent').waitFor();
    await followupForm.getByRole('combobox', { name: 'Assign To' }).fill('Medeiros');
    await page.getByRole('option', { name: /Tyler Medeiros/ }).click();
    await followupForm.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Follow-up created successfully.');
    await page.getByRole('article', { name: followupTitle }).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: followupTitle });
    await expect.poll(() => details.textContent()).toContain('Tyler Medeiros');
    await details.getByRole('button', { name: 'Close' }).click();

    // The assignee: the list, the bell, and completing it.
    const assignee = await signedInPage(browser, 'user');
    await assignee.goto('/assigned-followups');
    await settled(assignee);
    await assignee.getByRole('heading', { name: 'Follow-ups Assigned to Me' }).waitFor();
    await assignee.getByRole('row', { name: new RegExp(followupTitle) }).waitFor();
    await assignee.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await assignee.getByRole('menuitem', { name: new RegExp(`Follow-up assigned to you: ${followupTitle}`) }).click();
    await expect.poll(() => new URL(assignee.url()).pathname).toBe(`/followups/${partnerNumber}`);
    await settled(assignee);
    const assigned = assignee.getByRole('article', { name: followupTitle });
    expect(await assigned.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await assigned.getByRole('button', { name: 'Complete', exact: true }).click();
    await dismissToast(assignee, 'Successfully updated follow-up');
    await expect.poll(() => assigned.count()).toBe(0);
    await assignee.close();

    // Back to the supervisor: complete the goal; it moves to Completed.
    await page.goto(`/goals/${userNumber}`);
    await settled(page);
    await page.getByRole('article', { name: goalTitle }).getByRole('button', { name: 'Complete | Delete' }).click();
    await page.getByRole('menuitem', { name: 'Complete' }).click();
    await dismissToast(page, 'Successfully updated goal');
    await expect.poll(() => page.getByRole('article', { name: goalTitle }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect.poll(() => page.getByRole('article', { name: goalTitle }).textContent()).toMatch(/Completed: \d\d\/\d\d\/\d{4}/);
    await page.close();
  });

  it("a plain user reads their own goals without Add, is sent back from another's, and the page fits a phone", async () => {
    const page = await signedInPage(browser, 'user', PHONE);
    await page.goto('/dashboard');
    const own = (await viewerOf(page)).employeeNumber;
    await page.goto(`/goals/${own}`);
    await settled(page);
    await page.getByRole('heading', { name: 'Tyler Medeiros Active Goals' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Goal' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Complete | Delete' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'own goals on a phone');

    // The API refuses what the screen hides: no goal of someone else's, however asked.
    const someoneElse = await apiAs<{ goals: unknown[] }>(page, '{ goals(where: { user: { isNot: { employeeNumber: { equals: "' + own + '" } } } }) { id } }');
    expect(someoneElse.goals).toEqual([]);

    await page.goto('/goals/100000000');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/goals/${own}`);
    await page.close();
  });
});
