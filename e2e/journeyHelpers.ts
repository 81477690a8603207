/**
 * Helpers the journeys share: calling the API as the signed-in page, waiting until a page has
 * settled, and the accessibility check with a readable failure.
 */
import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './browser';

/**
 * The promise's value, or a failure naming the step once `ms` have passed. Playwright bounds its
 * actions, not `page.evaluate`: an evaluation that never settles would otherwise use up the
 * test's whole timeout and fail without saying where it stood.
 */
function failingAfter<T>(ms: number, step: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Runs a GraphQL operation from inside the page with its session token, as the app would. */
export async function apiAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await failingAfter(
    20_000,
    `the API call ${query.replace(/\s+/g, ' ').slice(0, 60)}`,
    page.evaluate(
      async ({ query, variables }) => {
        const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('portal_token='))?.split('=')[1] ?? '');
        const res = await fetch('/api', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });
        return res.json();
      },
      { query, variables },
    ),
  );
  const answer = body as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length || !answer.data) throw new Error(`API call failed: ${answer.errors?.[0]?.message ?? 'no data'}`);
  return answer.data;
}

/** The signed-in viewer, as check-auth reports them. */
export async function viewerOf(page: Page): Promise<{ employeeNumber: string; userType: string }> {
  const data = await apiAs<{ checkAuth: { employeeNumber: string; userType: string } }>(page, '{ checkAuth { employeeNumber userType } }');
  return data.checkAuth;
}

/**
 * Waits until the page shows its heading and nothing is loading any more: no busy indicator
 * (a progress bar without a value; a determinate one, such as a review's progress, is content).
 */
export async function settled(page: Page): Promise<void> {
  // A page the server drew (a phone's dashboard) shows before the app runs it: wait for the app (web/src/app/boot.tsx).
  await page.locator('#root[data-app="mounted"]').waitFor({ state: 'attached' });
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('[role="progressbar"]:not([aria-valuenow])').count(), { timeout: 15_000 }).toBe(0);
}

/**
 * Opens the list of a select or an autocomplete. A Select is opened from the keyboard, as a
 * keyboard user does: MUI's Select picks the option under the pointer when a mouse button pressed
 * on it is released more than 200 ms later (press, drag and release, as a native select), and
 * under CI's load Playwright's own press lasted that long, so its menu, opened over the field,
 * chose whatever lay under the pointer (decision 0103). An Autocomplete (its combobox is the text
 * input) has no such gesture and opens on a click.
 */
export async function openOptions(page: Page, combobox: Locator): Promise<void> {
  if (await combobox.evaluate((el) => el instanceof HTMLInputElement)) await combobox.click();
  else await combobox.press('Enter');
  await page.getByRole('listbox').waitFor();
}

/**
 * Waits until no list of options is open. A closing list's options stay in the page while it
 * fades out: the next list's "first option" could be one of them, and a menu left open would
 * hide the rest of a dialog from the accessibility tree.
 */
export async function listsClosed(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** Picks an option of a select or an autocomplete with the mouse, and waits until its list has gone. */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp, { exact = false } = {}): Promise<void> {
  await openOptions(page, combobox);
  await page.getByRole('option', { name: option, exact }).click();
  await listsClosed(page);
}

/** No serious or critical axe violations on the page as it is now; the label names it on failure. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A dialog fading in has not its final colours yet: let transitions finish first (not the
  // endless ones, such as a spinner), for at most 5 s: a transition lasts well under a second,
  // and an animation that never ends (one paused, or on a page that draws no frames) must not
  // hold the check.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  const violations = await failingAfter(30_000, `the accessibility check of ${label}`, seriousA11yViolations(page));
  expect(violations.map((v) => ({ ...v, page: label }))).toEqual([]);
}

/** Waits for a toast and closes it, so the next one shows at once. */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: /close/i }).click();
  await toast.waitFor({ state: 'detached' });
}

/** A suffix that keeps this run's records apart from the demo data and from other journeys. */
export function unique(): string {
  return crypto.randomBytes(5).toString('hex');
}

/**
 * On Navigator reviews, narrows the list to a subject's reviews of a year through the filter
 * dialog, as HR would, and returns the row of the review with this title (and, when given, a text
 * such as its due date that tells it from another review of the same title).
 */
export async function navigatorReviewRow(page: Page, { subject, year, title, hasText }: { subject: string; year: string; title: string; hasText?: string }) {
  await page.goto('/navigator/reviews');
  await settled(page);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filter = page.getByRole('dialog', { name: /Filter/ });
  await filter.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await chooseOption(page, filter.getByRole('combobox', { name: 'Year' }), year, { exact: true });
  await filter.getByRole('button', { name: 'OK' }).click();
  await filter.waitFor({ state: 'detached' });
  // The list shows only the subject's reviews once the filter is in force.
  const subjects = () => page.locator('tbody tr[aria-label]').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')!.split(':')[0]));
  await expect.poll(async () => [...new Set(await subjects())], { timeout: 15_000 }).toEqual([subject]);
  const row = page.getByRole('row', { name: `${subject}: ${title}`, exact: true });
  return hasText ? row.filter({ hasText }) : row;
}

/**
 * A screenshot for a person to look at, written only when E2E_SCREENSHOTS names a folder: the
 * journeys assert what they need, and two passes running side by side must not write one file.
 */
export async function screenshotIfAsked(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` });
}
