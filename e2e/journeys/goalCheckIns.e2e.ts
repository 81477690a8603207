/**
 * Goal check-ins in the browser (decision 0088): the employee opens their goal, checks in (40 %
 * and a note) and sees the bar and the history, at desktop and phone width; their manager sees
 * the progress and the last check-in in the evaluation's Goals section.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, expectAccessible, settled, unique, viewerOf } from '../journeyHelpers';

const LAPTOP = { width: 1366, height: 768 };
const run = unique();
const goalTitle = `Rigging cert ${run}`;
const note = `Passed the written part (${run}).`;

let browser: Browser;
let employeeNumber = '';
let evaluationId = 0;

/** The employee's number, a goal of theirs due today (so the evaluation lists it) and an evaluation of them. */
beforeAll(async () => {
  browser = await launch();
  const employee = await signedInPage(browser, 'user');
  await employee.goto('/dashboard');
  employeeNumber = (await viewerOf(employee)).employeeNumber;
  const { checkAuth } = await apiAs<{ checkAuth: { id: number } }>(employee, '{ checkAuth { id } }');
  await employee.context().close();

  const hr = await signedInPage(browser, 'webEditor');
  await hr.goto('/dashboard');
  const { reviewTemplates } = await apiAs<{ reviewTemplates: { id: number }[] }>(hr, '{ reviewTemplates(where: { supersededById: { equals: null } }, orderBy: [{ id: asc }], take: 1) { id } }');
  const { assignReviewToUser: reviewId } = await apiAs<{ assignReviewToUser: number }>(
    hr,
    'mutation($n: String!, $t: Int!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: "2032-03-31") }',
    { n: employeeNumber, t: reviewTemplates[0].id },
  );
  await hr.context().close();

  const manager = await signedInPage(browser, 'fieldSupervisor');
  await manager.goto('/dashboard');
  const { companyToday } = await apiAs<{ companyToday: string }>(manager, '{ companyToday }');
  await apiAs(manager, 'mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id } }', {
    d: { title: goalTitle, description: 'Signal person and rigger level 1.', startDate: companyToday, dueDate: companyToday, user: { connect: { id: checkAuth.id } } },
  });
  const { evaluations } = await apiAs<{ evaluations: { id: number }[] }>(manager, 'query($r: Int) { evaluations(where: { reviewId: { equals: $r } }, orderBy: [{ id: asc }], take: 1) { id } }', { r: reviewId });
  evaluationId = evaluations[0].id;
  await manager.context().close();
});
afterAll(() => browser?.close());

async function ownGoals(viewport: typeof PHONE): Promise<Page> {
  const page = await signedInPage(browser, 'user', viewport);
  await page.goto(`/goals/${employeeNumber}`);
  await settled(page);
  return page;
}

describe('goal check-ins', () => {
  it('the employee opens their goal, checks in at 40 % with a note, and sees the bar and the history', async () => {
    const page = await ownGoals(LAPTOP);
    const card = page.getByRole('article', { name: goalTitle });
    expect(await card.getByRole('progressbar', { name: `Progress of ${goalTitle}` }).getAttribute('aria-valuenow')).toBe('0');
    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: goalTitle });
    await details.getByText('No check-ins yet.').waitFor();
    await details.getByRole('button', { name: 'Check in' }).click();

    const form = page.getByRole('dialog', { name: `Check in: ${goalTitle}` });
    await form.getByRole('textbox', { name: /Progress/ }).fill('40');
    await form.getByRole('textbox', { name: 'Note' }).fill(note);
    await expectAccessible(page, 'check-in dialog');
    await form.getByRole('button', { name: 'Save check-in' }).click();
    // The goal's details open again over the list: the toast stays until it times out.
    await page.locator('.MuiSnackbar-root').filter({ hasText: 'Check-in saved' }).waitFor();

    const after = page.getByRole('dialog', { name: goalTitle });
    await expect.poll(() => after.getByRole('progressbar', { name: `Progress of ${goalTitle}` }).getAttribute('aria-valuenow')).toBe('40');
    const history = after.getByRole('list', { name: 'Check-ins' });
    await expect.poll(() => history.textContent()).toContain(note);
    expect(await history.textContent()).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M · Tyler Medeiros · 0 % → 40 %/);
    await expectAccessible(page, 'goal details with check-ins');
    await after.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => card.getByRole('progressbar', { name: `Progress of ${goalTitle}` }).getAttribute('aria-valuenow')).toBe('40');
    expect(await card.textContent()).toContain('40 %');
    await page.context().close();
  });

  it('on a phone the employee sees the same bar and history, within the screen width', async () => {
    const page = await ownGoals(PHONE);
    const card = page.getByRole('article', { name: goalTitle });
    expect(await card.getByRole('progressbar', { name: `Progress of ${goalTitle}` }).getAttribute('aria-valuenow')).toBe('40');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: goalTitle });
    await expect.poll(() => details.getByRole('list', { name: 'Check-ins' }).textContent()).toContain(note);
    await details.getByRole('button', { name: 'Check in' }).click();
    const form = page.getByRole('dialog', { name: `Check in: ${goalTitle}` });
    await form.getByRole('textbox', { name: /Progress/ }).waitFor();
    expect(await form.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'check-in dialog on a phone');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  for (const [label, viewport] of [['desktop', LAPTOP], ['phone', PHONE]] as const) {
    it(`their manager sees the progress and the last check-in in the evaluation's Goals section (${label})`, async () => {
      const page = await signedInPage(browser, 'fieldSupervisor', viewport);
      await page.goto(`/reviews?evaluation=${evaluationId}`);
      // The form may have a question section called Goals too: this is the section listing the goals.
      const goals = page.getByRole('region', { name: 'Goals' }).filter({ hasText: "The subject's goals whose due date has come." });
      await goals.waitFor();
      await expect.poll(() => goals.getByRole('progressbar', { name: `Progress of ${goalTitle}` }).getAttribute('aria-valuenow')).toBe('40');
      const last = goals.getByRole('group', { name: `Last check-in on ${goalTitle}` });
      expect(await last.textContent()).toContain(note);
      expect(await last.textContent()).toContain('Tyler Medeiros · 0 % → 40 %');
      // The read-only evaluation dialog is checked by axe as it opens (e2e/browser.ts, checkDialogs).
      await page.context().close();
    });
  }
});
