/**
 * The review screens as a user sees them at 1,366 x 768 and on a phone (issue 25, items 24, 27,
 * 29 and 31): Navigator Forms keeps its key columns on screen with the first one sticky and
 * offers the rest; the writer reads the questions in full contrast and is told how many are
 * blank before submitting; the signer sees the sign-off box and the name to type without
 * scrolling. Screenshots of each go to $E2E_SCREENSHOTS when it is set.
 */
import { addDays } from '@portal/common';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, dismissToast, expectAccessible, screenshotIfAsked, settled } from '../journeyHelpers';

const LAPTOP = { width: 1366, height: 768 };
let browser: Browser;

interface Person {
  employeeNumber: string;
  firstName: string;
  lastName: string;
}
let worker: Person;
let supervisor: Person;
let evaluationId = 0;

beforeAll(async () => {
  browser = await launch();
  const hr = await signedInPage(browser, 'webEditor', LAPTOP);
  await hr.goto('/dashboard');
  const me = async (role: 'user' | 'fieldSupervisor') => {
    const page = await signedInPage(browser, role);
    await page.goto('/dashboard');
    const person = (await apiAs<{ checkAuth: Person }>(page, '{ checkAuth { employeeNumber firstName lastName } }')).checkAuth;
    await page.context().close();
    return person;
  };
  worker = await me('user');
  supervisor = await me('fieldSupervisor');
  // A review of a demo template with a self assessment, due on a day of its own.
  const { reviewTemplates, companyToday } = await apiAs<{ reviewTemplates: { id: number; evaluationTemplates: { title: string }[] }[]; companyToday: string }>(
    hr, '{ reviewTemplates(where: { supersededById: { equals: null } }, orderBy: [{ id: asc }]) { id evaluationTemplates { title } } companyToday }');
  const template = reviewTemplates.find((t) => t.evaluationTemplates.some((e) => e.title === 'Self Assessment'))!;
  const { assignReviewToUser: reviewId } = await apiAs<{ assignReviewToUser: number }>(
    hr, 'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
    { n: worker.employeeNumber, t: template.id, d: addDays(companyToday, 333) });
  const { evaluations } = await apiAs<{ evaluations: { id: number }[] }>(
    hr, 'query($r: Int!) { evaluations(where: { reviewId: { equals: $r }, title: { equals: "Self Assessment" } }) { id } }', { r: reviewId });
  evaluationId = evaluations[0].id;
  await hr.context().close();
});
afterAll(() => browser?.close());

/** The contrast of an element's text against the background it is drawn on (WCAG ratio). */
async function contrastOf(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const text = rgba(getComputedStyle(el).color);
    let node: Element | null = el;
    let back = [255, 255, 255, 1];
    while (node) {
      const bg = rgba(getComputedStyle(node).backgroundColor);
      if ((bg[3] ?? 1) > 0) {
        back = bg;
        break;
      }
      node = node.parentElement;
    }
    const alpha = text[3] ?? 1;
    const drawn = [0, 1, 2].map((i) => text[i] * alpha + back[i] * (1 - alpha));
    const lum = (c: number[]) =>
      c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum(drawn), lum(back.slice(0, 3))].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  });
}

/** Whether the element is wholly inside the window, as it is now (no scrolling). */
async function inView(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

describe('review screens at 1,366 x 768 and on a phone', () => {
  it('Navigator Forms shows its key columns without sideways scrolling, the first one sticky, and offers the others', async () => {
    const page = await signedInPage(browser, 'webEditor', LAPTOP);
    await page.goto('/navigator/forms');
    await settled(page);
    const table = page.getByRole('table', { name: 'Forms' });
    await table.locator('tbody tr').first().waitFor();
    await screenshotIfAsked(page, 'navigator-forms-1366');
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Status', 'Title', 'Manager', 'Writer', 'Subject', 'Current Author', 'Needs Assignment', 'Due Date', 'Overdue', 'Date Completed']);
    expect(await inView(page, table.getByRole('columnheader', { name: 'Date Completed' }))).toBe(true);
    const container = table.locator('xpath=..');
    expect(await container.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await table.getByRole('columnheader').first().evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    // The others come from the chooser; the first column then stays put while the rest scroll.
    await page.getByRole('button', { name: /^Columns/ }).click();
    const menu = page.getByRole('menu', { name: 'Columns of Forms' });
    for (const name of ['Manager Employee Number', 'Writer Employee Number', 'Template Version Id']) await menu.getByRole('menuitemcheckbox', { name }).click();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Template Version Id' }).waitFor();
    await container.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const first = await table.getByRole('columnheader').first().boundingBox();
    const box = await container.boundingBox();
    expect(Math.abs(first!.x - box!.x)).toBeLessThanOrEqual(2);
    await screenshotIfAsked(page, 'navigator-forms-1366-all-columns');
    await expectAccessible(page, 'navigator forms with the column chooser');
    await page.context().close();
  });

  it('the writer reads every question in full contrast and is told how many are blank before submitting', async () => {
    const page = await signedInPage(browser, 'user', LAPTOP);
    await page.goto(`/reviews?evaluation=${evaluationId}`);
    const form = page.getByRole('dialog', { name: `Self Assessment Of ${worker.firstName} ${worker.lastName}` });
    const firstQuestion = form.locator('[id^="question-"]').first();
    await firstQuestion.waitFor();
    await screenshotIfAsked(page, 'evaluation-form-1366');
    expect(await contrastOf(firstQuestion)).toBeGreaterThanOrEqual(4.5);
    const questions = await form.locator('[id^="question-"]:not([id$="-input"])').count();
    expect(questions).toBeGreaterThan(1);
    await form.getByRole('textbox').first().fill('Closed out the hospital job on time.');
    await form.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${questions - 1} questions are not answered. Submit anyway?`).waitFor();
    await confirm.getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Successfully submitted evaluation');
    await page.context().close();
  });

  it('the signer sees the sign-off box and the exact name to type without scrolling, and the answers in full contrast', async () => {
    const page = await signedInPage(browser, 'fieldSupervisor', LAPTOP);
    await page.goto(`/reviews?evaluation=${evaluationId}`);
    const form = page.getByRole('dialog', { name: `Self Assessment Of ${worker.firstName} ${worker.lastName}` });
    const name = form.getByRole('textbox', { name: 'Type your full name to sign' });
    await name.waitFor();
    await screenshotIfAsked(page, 'sign-off-1366');
    const supervisorName = `${supervisor.firstName} ${supervisor.lastName}`;
    const hint = form.getByText(`Type "${supervisorName}" (upper or lower case) to enable Sign Off.`);
    const signOff = form.getByRole('button', { name: 'Sign Off' });
    for (const shown of [name, hint, signOff]) expect(await inView(page, shown)).toBe(true);
    expect(await signOff.isDisabled()).toBe(true);
    const answer = form.getByText('Closed out the hospital job on time.');
    expect(await contrastOf(answer)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(form.locator('[id^="question-"]').first())).toBeGreaterThanOrEqual(4.5);
    await name.fill(supervisorName.toLowerCase());
    await expect.poll(() => signOff.isEnabled()).toBe(true);
    await expectAccessible(page, 'sign-off at 1366 x 768');
    await signOff.click();
    await dismissToast(page, 'Successfully signed evaluation');
    await page.context().close();
  });

  it('on a phone, the Forms list and Follow-ups Assigned to Me show cards that fit', async () => {
    const page = await signedInPage(browser, 'webEditor', PHONE);
    await page.goto('/navigator/forms');
    await settled(page);
    const card = page.getByRole('list', { name: 'Forms' }).getByRole('listitem').first();
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The heading names the form and its subject; the fields do not say them again.
    const fields = await card.locator('dt').allTextContents();
    expect(fields).not.toContain('Title');
    expect(fields).not.toContain('Subject');
    expect(fields).toContain('Due Date');
    await screenshotIfAsked(page, 'navigator-forms-390');
    await page.goto('/assigned-followups');
    await settled(page);
    await screenshotIfAsked(page, 'assigned-followups-390');
    await page.context().close();
  });
});
