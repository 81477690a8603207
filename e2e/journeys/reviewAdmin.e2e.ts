/**
 * Review administration in the browser: a webEditor creates a cycle for the admin's group and
 * launches it, finds the admin's new review in Navigator reviews by year and subject, watches
 * its progress move when the admin submits a form, and deletes it; a fieldSupervisor's PPA list
 * holds only the forms they manage.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedInPage } from '../browser';
import { apiAs, dismissToast, expectAccessible, settled, unique } from '../journeyHelpers';

let browser: Browser;
const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout, interval: 200 });
const CYCLE = `E2E Cycle ${unique()}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Me {
  employeeNumber: string;
  firstName: string;
  lastName: string;
}
let admin: Me;
let groupCycle = '';
let today = '';

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
  await page.context().close();
});
afterAll(() => browser?.close());

const adminName = () => `${admin.firstName} ${admin.lastName}`;

async function cycleReview(page: Page): Promise<{ id: number; year: number; evaluations: { id: number; title: string }[] }> {
  const { reviews } = await apiAs<{ reviews: { id: number; year: number; evaluations: { id: number; title: string }[] }[] }>(
    page, 'query($c: String!, $n: String!) { reviews(where: { reviewCycle: { is: { name: { equals: $c } } }, user: { is: { employeeNumber: { equals: $n } } } }) { id year evaluations { id title } } }',
    { c: CYCLE, n: admin.employeeNumber });
  expect(reviews).toHaveLength(1);
  return reviews[0];
}

describe('review administration', () => {
  it('a webEditor launches a cycle, follows a review\'s progress in the navigator and deletes it', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await page.goto('/review-cycle');
    await settled(page);
    await page.getByRole('button', { name: 'Add Review Cycle' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Review Cycle' });
    await create.getByRole('textbox', { name: 'Cycle Name' }).fill(CYCLE);
    await create.getByLabel('Start Date').fill(today);
    await create.getByRole('combobox', { name: 'Select Review Template to Use' }).click();
    await page.getByRole('option', { name: /Annual Review/ }).first().click();
    await create.getByRole('combobox', { name: 'Group Cycle (optional)' }).click();
    await page.getByRole('option', { name: groupCycle, exact: true }).click();
    await expectAccessible(page, 'create review cycle dialog');
    await create.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Review Cycle Created');

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
    await poll(() => page.getByRole('row', { name: new RegExp(CYCLE) }).textContent()).toContain(`0 of ${reached} completed`);

    // The admin's review, found by year and subject.
    const review = await cycleReview(page);
    await page.goto('/navigator/reviews');
    await settled(page);
    await page.getByRole('button', { name: /^Filter/ }).click();
    const filter = page.getByRole('dialog', { name: /Filter/ });
    await filter.getByRole('textbox', { name: 'Subject' }).fill(adminName());
    await filter.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(review.year), exact: true }).click();
    await filter.getByRole('button', { name: 'OK' }).click();
    const row = page.getByRole('row', { name: new RegExp(`${adminName()}`) }).first();
    await row.waitFor();
    await page.goto(`/navigator/reviews/${review.id}`);
    const detail = page.getByRole('dialog', { name: adminName() });
    const total = review.evaluations.length;
    await detail.getByText(`0 of ${total} evaluations completed`).waitFor();
    await expectAccessible(page, 'review detail');

    // The admin submits their self assessment; the open detail shows the progress move.
    const adminPage = await signedInPage(browser, 'admin');
    await adminPage.goto('/dashboard');
    const self = review.evaluations.find((e) => e.title === 'Self Assessment')!;
    await apiAs(adminPage, 'mutation($id: Int!) { submitEvaluation(id: $id, answers: []) { id } }', { id: self.id });
    await adminPage.context().close();
    await poll(() => detail.getByText(`1 of ${total} evaluations completed`).isVisible(), 25_000).toBe(true);

    await detail.getByRole('button', { name: /Self Assessment/ }).click();
    await detail.getByRole('heading', { name: 'Self Assessment' }).waitFor();
    await detail.getByRole('button', { name: 'Back' }).click();
    await detail.getByRole('button', { name: 'Delete Review' }).click();
    await page.getByRole('alertdialog').getByText(`Are you sure you want to delete ${adminName()}'s`).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Review Deleted Successfully');
    await poll(() => new URL(page.url()).pathname).toBe('/navigator/reviews');
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
