/**
 * A manager sees their team at a glance (issue 26 item 3, decisions 0094 and 0095): a webEditor
 * gives an employee a review and moves one of its forms past its due date; their manager opens
 * My reviews at desktop and phone width and finds the Manager list grouped by employee, the
 * employees with overdue work first, each with "n of m completed"; the status filter narrows it
 * to what is overdue. The webEditor sees the completion chart on Navigator reviews.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, chooseOption, expectAccessible, settled } from '../journeyHelpers';

const LAPTOP = { width: 1366, height: 768 };

let browser: Browser;
let employeeName = '';
let overdueTitle = '';
let forms = 0;

beforeAll(async () => {
  browser = await launch();
  const employee = await signedInPage(browser, 'user');
  await employee.goto('/dashboard');
  const { checkAuth } = await apiAs<{ checkAuth: { employeeNumber: string; firstName: string; lastName: string } }>(employee, '{ checkAuth { employeeNumber firstName lastName } }');
  employeeName = `${checkAuth.firstName} ${checkAuth.lastName}`;
  await employee.context().close();

  const hr = await signedInPage(browser, 'webEditor');
  await hr.goto('/dashboard');
  const { companyToday } = await apiAs<{ companyToday: string }>(hr, '{ companyToday }');
  const { createSampleReviewTemplate: templateId } = await apiAs<{ createSampleReviewTemplate: number }>(hr, 'mutation { createSampleReviewTemplate }');
  // Due later this year (My reviews lists the current year), then one form moved a day back: overdue.
  const due = `${companyToday.slice(0, 4)}-12-31`;
  const { assignReviewToUser: reviewId } = await apiAs<{ assignReviewToUser: number }>(
    hr,
    'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
    { n: checkAuth.employeeNumber, t: templateId, d: due },
  );
  const { evaluations } = await apiAs<{ evaluations: { id: number; title: string }[] }>(
    hr, 'query($r: Int) { evaluations(where: { reviewId: { equals: $r } }, orderBy: [{ id: asc }]) { id title } }', { r: reviewId });
  forms = evaluations.length;
  const yesterday = new Date(Date.parse(`${companyToday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const late = evaluations.find((e) => !/self/i.test(e.title)) ?? evaluations[0];
  overdueTitle = late.title;
  await apiAs(hr, 'mutation($id: Int!, $d: Date) { updateEvaluationAdmin(id: $id, dateToCompleteBy: $d) { id } }', { id: late.id, d: yesterday });
  await hr.context().close();
});
afterAll(() => browser?.close());

/** The employees of the Manager list in their order, and whether each has something overdue. */
async function employeeGroups(page: Page): Promise<{ name: string; overdue: boolean; completion: string }[]> {
  const managed = page.getByRole('region', { name: 'Manager Reviews' });
  return managed.locator('section[aria-labelledby]').evaluateAll((sections) =>
    sections.map((s) => ({
      name: document.getElementById(s.getAttribute('aria-labelledby')!)?.textContent ?? '',
      overdue: /\d+ overdue/.test(s.textContent ?? ''),
      completion: /(\d+ of \d+ completed)/.exec(s.textContent ?? '')?.[1] ?? '',
    })),
  );
}

describe('a manager sees their team at a glance', () => {
  for (const [width, viewport] of [['desktop', LAPTOP], ['phone', PHONE]] as const) {
    it(`groups the Manager list by employee, overdue first, with n of m completed (${width})`, async () => {
      const page = await signedInPage(browser, 'fieldSupervisor', viewport);
      await page.goto('/reviews');
      await settled(page);
      const managed = page.getByRole('region', { name: 'Manager Reviews' });
      const theirs = managed.getByRole('region', { name: employeeName });
      await theirs.waitFor();
      // The "n of m" shows once both views are read (a placeholder before): waited for with the rest.
      await expect
        .poll(async () => (await employeeGroups(page)).find((g) => g.name === employeeName))
        .toMatchObject({ overdue: true, completion: expect.stringMatching(/^\d+ of \d+ completed$/) });
      const groups = await employeeGroups(page);
      const mine = groups.find((g) => g.name === employeeName)!;
      // n of m: none of this run's forms is completed; the year's total holds at least them.
      const [done, total] = mine.completion.split(/ of | completed/).map(Number);
      expect(done).toBeGreaterThanOrEqual(0);
      expect(total).toBeGreaterThanOrEqual(forms);
      // Overdue employees first: no employee with overdue work after one without.
      const firstCalm = groups.findIndex((g) => !g.overdue);
      expect(firstCalm === -1 || groups.slice(firstCalm).every((g) => !g.overdue)).toBe(true);
      // Waited for: the bar is drawn with its section's count, which can come a render later.
      await theirs.getByRole('progressbar', { name: `${employeeName}: ${mine.completion}` }).waitFor();
      await expectAccessible(page, `My reviews grouped (${width})`);

      await chooseOption(page, managed.getByRole('combobox', { name: 'Status' }), 'Overdue');
      // Only overdue cards remain (the demo data has others of this employee); this run's late form among them.
      await expect.poll(async () => (await theirs.getByRole('article').allTextContents()).every((t) => t.includes('(overdue)'))).toBe(true);
      const late = await theirs.getByRole('article').allTextContents();
      expect(late.some((t) => t.includes(overdueTitle) && t.includes('Sample Review'))).toBe(true);
      expect(late.some((t) => !t.includes('(overdue)'))).toBe(false);
      expect((await employeeGroups(page)).every((g) => g.overdue)).toBe(true);
      // No sideways scrolling on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.context().close();
    });
  }

  for (const [width, viewport] of [['desktop', LAPTOP], ['phone', PHONE]] as const) {
    it(`shows a webEditor completion per cycle and per group on Navigator reviews (${width})`, async () => {
      const page = await signedInPage(browser, 'webEditor', viewport);
      await page.goto('/navigator/reviews');
      await settled(page);
      const perGroup = page.getByRole('region', { name: 'Completion per group' });
      await expect.poll(() => perGroup.getByRole('listitem').count()).toBeGreaterThan(0);
      for (const text of await perGroup.getByRole('listitem').allTextContents()) expect(text).toMatch(/\d+ of \d+ completed \(\d+%\)$/);
      await expect.poll(() => page.getByRole('region', { name: 'Completion per cycle' }).getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `Navigator completion (${width})`);
      await page.context().close();
    });
  }
});
