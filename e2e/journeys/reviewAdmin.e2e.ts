/**
 * Review administration in the browser: a webEditor creates a cycle for the admin's group and
 * launches it, finds the admin's new review in Navigator reviews by year and subject and opens
 * it; the admin submits their self assessment in their own browser while the review stays open,
 * and the webEditor watches its progress move, then deletes it; a fieldSupervisor's PPA list
 * holds only the forms they manage.
 */
import { addDays, formatDateOnly } from '@portal/common';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedInPage } from '../browser';
import { apiAs, chooseOption, dismissToast, expectAccessible, navigatorReviewRow, settled, unique } from '../journeyHelpers';

let browser: Browser;
const CYCLE = `E2E Cycle ${unique()}`;
// Longer than any demo review runs, so this cycle's forms are told apart by their due date.
const DAYS_TO_COMPLETE = 200;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Me {
  employeeNumber: string;
  firstName: string;
  lastName: string;
}
let admin: Me;
let groupCycle = '';
let today = '';
let year = '';
let dueShown = '';

beforeAll(async () => {
  browser = await launch();
  const page = await signedInPage(browser, 'admin');
  await page.goto('/dashboard');
  admin = (await apiAs<{ checkAuth: Me }>(page, '{ checkAuth { employeeNumber firstName lastName } }')).checkAuth;
  const { users, companyToday } = await apiAs<{ users: { group: string; dateHired: string }[]; companyToday: string }>(
    page, 'query($n: String!) { users(where: { employeeNumber: { equals: $n } }) { group dateHired } companyToday }', { n: admin.employeeNumber });
  // The admin's own group cycle, so the launch gives them a review they can fill in.
  groupCycle = `${users[0].group} ${MONTHS[Number(users[0].dateHired.slice(5, 7)) - 1]}`;
  today = companyToday;
  year = today.slice(0, 4);
  dueShown = formatDateOnly(addDays(today, DAYS_TO_COMPLETE));
  await page.context().close();
});
afterAll(() => browser?.close());

const adminName = () => `${admin.firstName} ${admin.lastName}`;

describe('review administration', () => {
  it('a webEditor launches a cycle, follows a review\'s progress in the navigator and deletes it', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await page.goto('/review-cycle');
    await settled(page);
    await page.getByRole('button', { name: 'Add Review Cycle' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Review Cycle' });
    await create.getByRole('textbox', { name: 'Cycle Name' }).fill(CYCLE);
    await create.getByLabel('Start Date').fill(today);
    await chooseOption(page, create.getByRole('combobox', { name: 'Select Review Template to Use' }), `${year} Annual Review (${year})`, { exact: true });
    await chooseOption(page, create.getByRole('combobox', { name: 'Group Cycle (optional)' }), groupCycle, { exact: true });
    await create.getByRole('textbox', { name: 'Days to complete' }).fill(String(DAYS_TO_COMPLETE));
    await expectAccessible(page, 'create review cycle dialog');
    await create.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Review Cycle Created');

    // Edit switches the shown cycle to its form (it saves nothing by itself); Save then updates it.
    await page.getByRole('row', { name: new RegExp(CYCLE) }).click();
    const shown = page.getByRole('dialog', { name: CYCLE });
    await shown.getByRole('button', { name: 'Edit' }).click();
    const nameField = shown.getByRole('textbox', { name: 'Cycle Name' });
    await expect.poll(() => nameField.isEditable()).toBe(true);
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    await nameField.fill(`${CYCLE} edited`);
    await shown.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Review Cycle Updated');
    await page.getByRole('row', { name: new RegExp(`${CYCLE} edited`) }).waitFor();

    await page.getByRole('row', { name: new RegExp(CYCLE) }).click();
    const cycle = page.getByRole('dialog', { name: CYCLE });
    await cycle.getByRole('button', { name: 'Launch now' }).click();
    const confirm = page.getByRole('alertdialog');
    const question = confirm.getByText(/employees? will get a review/);
    await question.waitFor();
    const reached = Number(/(\d+) employees? will get a review/.exec((await question.textContent()) ?? '')?.[1]);
    expect(reached).toBeGreaterThanOrEqual(1);
    await confirm.getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, `Review cycle launched: ${reached} review${reached === 1 ? '' : 's'} created`);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(CYCLE) }).textContent()).toContain(`0 of ${reached} completed`);

    // The admin's review, found by year and subject and opened from its row.
    const row = await navigatorReviewRow(page, { subject: adminName(), year, title: `${year} Annual Review`, hasText: dueShown });
    await row.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/navigator\/reviews\/\d+$/);
    const reviewPath = new URL(page.url()).pathname;
    const detail = page.getByRole('dialog', { name: adminName() });
    const progress = detail.getByText(/^\d+ of \d+ evaluations completed$/);
    await progress.waitFor();
    const [done, total] = ((await progress.textContent()) ?? '').split(/\D+/).filter(Boolean).map(Number);
    expect(done).toBe(0);
    expect(total).toBeGreaterThan(1);
    // Pointing at the progress bar tells whether the review is completed (the pointer is near it
    // after the click anyway: checked with the tooltip fully shown, not half faded in).
    await detail.getByRole('progressbar', { name: `0 of ${total} evaluations completed` }).hover();
    await page.getByRole('tooltip', { name: 'Review is not completed' }).waitFor();
    await expectAccessible(page, 'review detail');

    // Meanwhile the admin, in their own browser, submits their self assessment of that review.
    const adminPage = await signedInPage(browser, 'admin');
    await adminPage.goto('/reviews');
    await settled(adminPage);
    const selfCard = adminPage.getByRole('region', { name: 'My Reviews' }).getByRole('article', { name: 'Self Assessment' }).filter({ hasText: `Due: ${dueShown}` });
    await selfCard.getByRole('button', { name: 'Start' }).click();
    const form = adminPage.getByRole('dialog', { name: `Self Assessment Of ${adminName()}` });
    await form.getByRole('textbox', { name: /What went well this year\?/ }).fill('Closed out the hospital job on time.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await adminPage.getByRole('button', { name: 'YES' }).click();
    await dismissToast(adminPage, 'Successfully submitted evaluation');
    await expect.poll(() => selfCard.count()).toBe(0);
    await adminPage.context().close();

    // The open review reads its progress again by itself (every 10 s): no reload needed.
    await expect.poll(() => progress.textContent(), { timeout: 25_000 }).toBe(`1 of ${total} evaluations completed`);

    await detail.getByRole('button', { name: /Self Assessment/ }).click();
    await detail.getByRole('heading', { name: 'Self Assessment' }).waitFor();
    await detail.getByRole('button', { name: 'Back' }).click();
    await detail.getByRole('button', { name: 'Delete Review' }).click();
    await page.getByRole('alertdialog').getByText(`Are you sure you want to delete ${adminName()}'s`).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Review Deleted Successfully');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/navigator/reviews');
    await expect.poll(() => row.count()).toBe(0);

    // The deleted review's own address still tells who deleted it and when (decision 0086).
    await page.goto(reviewPath);
    const gone = page.getByRole('dialog', { name: 'Review' });
    await gone.getByText('Could not find the review.').waitFor();
    const newest = gone.getByRole('region', { name: 'Change History' }).locator('tbody tr').first();
    await expect.poll(() => newest.textContent()).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M [A-Z]{2,5}.+Deleted/);
    const editor = (await apiAs<{ checkAuth: Me }>(page, '{ checkAuth { firstName lastName } }')).checkAuth;
    expect(await newest.textContent()).toContain(`${editor.firstName} ${editor.lastName}`);
    await page.context().close();
  });

  it('a fieldSupervisor\'s PPA list holds only the forms they manage', async () => {
    const page = await signedInPage(browser, 'fieldSupervisor');
    await page.goto('/ppa-assignments');
    await settled(page);
    const me = (await apiAs<{ checkAuth: Me }>(page, '{ checkAuth { firstName lastName } }')).checkAuth;
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const managers = await page.locator('tbody tr td:nth-child(6)').allTextContents();
    expect(managers.length).toBeGreaterThan(0);
    expect(new Set(managers)).toEqual(new Set([`${me.firstName} ${me.lastName}`]));
    await expectAccessible(page, 'PPA assignments');
    await page.context().close();
  });
});
