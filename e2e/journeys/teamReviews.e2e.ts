/**
 * A manager sees their team at a glance (issue 26 item 3, decisions 0094 and 0095): the demo
 * supervisor's team holds a review whose forms were due yesterday (the demo company's overdue
 * case, seed/reviews.ts: the API refuses to move a due date into the past, so a journey cannot
 * make one); their manager opens My reviews at desktop and phone width and finds the Manager list
 * grouped by employee, the employees with overdue work first, each with "n of m completed"; the
 * status filter narrows it to what is overdue. The webEditor sees the completion chart on
 * Navigator reviews.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, chooseOption, expectAccessible, settled, viewerOf } from '../journeyHelpers';

const LAPTOP = { width: 1366, height: 768 };

let browser: Browser;
let employeeName = '';
let overdueTitle = '';
let reviewTitle = '';
let forms = 0;

interface Form {
  id: number;
  title: string;
  owner: string;
  review: { id: number; title: string };
}

beforeAll(async () => {
  browser = await launch();
  const supervisor = await signedInPage(browser, 'fieldSupervisor');
  await supervisor.goto('/dashboard');
  const { employeeNumber } = await viewerOf(supervisor);
  await supervisor.context().close();

  const hr = await signedInPage(browser, 'webEditor');
  await hr.goto('/dashboard');
  const { companyToday } = await apiAs<{ companyToday: string }>(hr, '{ companyToday }');
  // The supervisor's open forms of this year's reviews that are past their due date.
  const { evaluations: late } = await apiAs<{ evaluations: Form[] }>(
    hr,
    `query($m: String!, $d: Date!, $y: Int!) { evaluations(
      where: { managerEmployeeNumber: { equals: $m }, dateToCompleteBy: { lt: $d }, status: { not: { equals: "COMPLETED" } }, review: { is: { year: { equals: $y } } } },
      orderBy: [{ id: asc }]) { id title owner review { id title } } }`,
    { m: employeeNumber, d: companyToday, y: Number(companyToday.slice(0, 4)) },
  );
  expect(late.length, 'the demo supervisor has overdue work this year').toBeGreaterThan(0);
  ({ owner: employeeName, title: overdueTitle } = late[0]);
  reviewTitle = late[0].review.title;
  const { aggregateEvaluation } = await apiAs<{ aggregateEvaluation: { _count: { _all: number } } }>(
    hr, 'query($r: Int) { aggregateEvaluation(where: { reviewId: { equals: $r } }) { _count { _all } } }', { r: late[0].review.id });
  forms = aggregateEvaluation._count._all;
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
      // n of m: the year's total holds at least the overdue review's forms.
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
      // Only overdue cards remain (the demo data has others); the late form among them.
      await expect.poll(async () => (await theirs.getByRole('article').allTextContents()).every((t) => t.includes('(overdue)'))).toBe(true);
      const late = await theirs.getByRole('article').allTextContents();
      expect(late.some((t) => t.includes(overdueTitle) && t.includes(reviewTitle))).toBe(true);
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
