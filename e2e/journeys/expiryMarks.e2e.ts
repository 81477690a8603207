/**
 * Expiry dates marked alike in every list (issue 44 item 5, decisions 0156, 0171), at 1366x768
 * and on a 390x844 phone: an employee holds a license that expired ten days ago and one that
 * expires in 30 days (on the portal's pinned day, e2e/portalClock.ts). The baseball card marks
 * them "(expired)" and "(expires soon)"; the directory's row expander, the project's crew, Find
 * staff and the Expiring Licenses report mark the same dates with the same words, colour and
 * weight, and nothing runs off the phone's screen.
 */
import { addDays, clock, EXPIRING_RANGE_LABELS, EXPIRY_STATE_NOTES, formatDateOnly } from '@portal/common';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { apiAs, chooseOption, expectAccessible, listsClosed, screenshotIfAsked, settled, unique } from '../journeyHelpers';

const run = unique();
const firstName = 'Rena';
const lastName = `Renewal${run}`;
const name = `${firstName} ${lastName}`;
const projectName = `Renewal Yard ${run}`;
const expiredTitle = `E2E Lapsed License ${run}`;
const soonTitle = `E2E Renewing License ${run}`;

let browser: Browser;
let editor: Page;
let employeeNumber = '';
let projectId = 0;
const created: { codes: number[]; licenses: number[] } = { codes: [], licenses: [] };

/** The two licenses as every list should show them: the date, then the words of its state. */
const MARKS = {
  expired: { title: expiredTitle, text: '' },
  soon: { title: soonTitle, text: '' },
};
type State = keyof typeof MARKS;
const STATES = Object.keys(MARKS) as State[];

/** How the card draws a mark (colour, weight): each list must draw it the same. */
const cardLooks: Partial<Record<State, string>> = {};

beforeAll(async () => {
  browser = await launch();
  editor = await signedInPage(browser, 'webEditor', { width: 1366, height: 768 });
  await editor.goto('/dashboard');
  const today = clock.today();
  const dates: Record<State, string> = { expired: addDays(today, -10), soon: addDays(today, 30) };
  for (const state of STATES) MARKS[state].text = `${formatDateOnly(dates[state], 'MM/dd/yyyy')} ${EXPIRY_STATE_NOTES[state]}`;

  employeeNumber = `8${String(parseInt(run.slice(0, 6), 16) % 100_000).padStart(5, '0')}`;
  const { createUser } = await apiAs<{ createUser: { id: number } }>(editor, 'mutation($d: UserCreateInput!) { createUser(data: $d) { id } }', {
    d: { employeeNumber, firstName, lastName, email: `rena.${run}@example.com`, jobTitle: 'Electrician - Field', employmentStatus: 'active', zip: '02903', city: 'Providence', state: 'RI' },
  });
  for (const state of STATES) {
    const { createOneCodes } = await apiAs<{ createOneCodes: { id: number } }>(editor, 'mutation($d: CodesCreateInput!) { createOneCodes(data: $d) { id } }', {
      d: { title: MARKS[state].title, entity: 'licenses', points: 1, expirationType: 'manual', state: 'RI', level: 'journeyman' },
    });
    created.codes.push(createOneCodes.id);
    const { createOneLicenses } = await apiAs<{ createOneLicenses: { id: number } }>(editor, 'mutation($d: LicensesCreateInput!) { createOneLicenses(data: $d) { id } }', {
      d: { userId: createUser.id, codeId: createOneCodes.id, expDate: dates[state], licenseNumber: `RI-${state}-${run}` },
    });
    created.licenses.push(createOneLicenses.id);
  }
  const { createOneProject } = await apiAs<{ createOneProject: { id: number } }>(editor, 'mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id } }', {
    d: { project_num: `RY-${run}`, name: projectName, manager: 'Ann Manager', supervisor: 'Sam Super', address: '1 Financial Plaza', city: 'Providence', state: 'RI', zip: '02903' },
  });
  projectId = createOneProject.id;
  await apiAs(editor, 'mutation($p: Int, $n: String!) { assignProject(projectId: $p, employeeNumber: $n) { id } }', { p: projectId, n: employeeNumber });
});

afterAll(async () => {
  // Other journeys count expiring licenses and staff projects: leave the demo data as it was.
  if (projectId) await apiAs(editor, 'mutation($p: Int!) { makeProjectInactive(projectId: $p) { unassignedEmployees } }', { p: projectId }).catch(() => undefined);
  for (const id of created.licenses) await apiAs(editor, 'mutation($id: Int!) { deleteOneLicenses(where: { id: $id }) { id } }', { id }).catch(() => undefined);
  for (const id of created.codes) await apiAs(editor, 'mutation($id: Int!) { deleteOneCodes(where: { id: $id }) { id } }', { id }).catch(() => undefined);
  await browser?.close();
});

/** A mark's look as the reader sees it: its colour and weight. */
const looksOf = (mark: Locator) => mark.evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).fontWeight}`);

/**
 * Both licenses inside `scope`, each with its title and its mark: the card's words, the state
 * named for tests (data-expiry), the card's colour and weight.
 */
async function expectMarked(scope: Locator, states: readonly State[] = STATES): Promise<void> {
  for (const state of states) {
    const mark = scope.locator(`[data-expiry="${state}"]`).filter({ hasText: MARKS[state].text });
    await mark.first().waitFor();
    expect(await scope.textContent()).toContain(MARKS[state].title);
    expect(await looksOf(mark.first()), `${state} drawn as the card draws it`).toBe(cardLooks[state]);
  }
}

async function fitsTheWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
}

const SIZES = [
  { size: 'desktop 1366x768', viewport: { width: 1366, height: 768 }, tag: '1366' },
  { size: 'phone 390x844', viewport: PHONE, tag: '390' },
] as const;

describe.each(SIZES)('expiry marks at $size', ({ size, viewport, tag }) => {
  it('the baseball card marks the lapsed license "(expired)" and the other "(expires soon)"', async () => {
    const page = await signedInPage(browser, 'webEditor', viewport);
    await page.goto(`/baseball-card/${employeeNumber}`);
    await settled(page);
    const main = page.locator('main');
    // A phone shows one group at a time, under the spec's tab names.
    if (tag === '390') await main.getByRole('tab', { name: 'Licences' }).click();
    for (const state of STATES) {
      const mark = main.locator(`[data-expiry="${state}"]`).filter({ hasText: MARKS[state].text });
      await mark.first().waitFor();
      const looks = await looksOf(mark.first());
      // Both sizes draw it alike: the first sets the look every list must match.
      if (cardLooks[state]) expect(looks).toBe(cardLooks[state]);
      cardLooks[state] = looks;
    }
    expect(cardLooks.expired).not.toBe(cardLooks.soon);
    await fitsTheWidth(page);
    await page.close();
  });

  it("the directory's row expander marks them as the card does", async () => {
    const page = await signedInPage(browser, 'admin', viewport);
    await page.goto(`/partner-services?name=${encodeURIComponent(lastName)}`);
    await settled(page);
    await page.getByRole('button', { name: `Show qualifications of ${name}` }).first().click();
    const licenses = page.getByRole('heading', { name: 'Licenses', level: 3 }).locator('xpath=..');
    await expectMarked(licenses);
    for (const state of STATES) expect(await licenses.getByText(`Expires ${MARKS[state].text}`, { exact: true }).count()).toBe(1);
    await fitsTheWidth(page);
    await expectAccessible(page, `directory expander with expiry marks (${size})`);
    await screenshotIfAsked(page, `expiry-directory-${tag}`);
    await page.close();
  });

  it("the project's crew and Find staff mark them under the employee's name", async () => {
    const page = await signedInPage(browser, 'superAdmin', viewport);
    await page.goto(`/project/${projectId}`);
    await settled(page);
    const crew = page.getByRole('region', { name: 'Employees (1)' }).getByRole('listitem').filter({ hasText: name });
    await expectMarked(crew);
    await fitsTheWidth(page);
    await crew.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, `expiry-crew-${tag}`);

    await page.getByRole('button', { name: 'Find staff' }).click();
    const finder = page.getByRole('dialog', { name: `Find staff for ${projectName}` });
    // Only a license valid on the start day finds staff: the renewing one finds her, and she still shows the lapsed one.
    await finder.getByRole('combobox', { name: 'Licenses (all of, valid today)' }).fill(soonTitle);
    await page.getByRole('option', { name: new RegExp(`^${soonTitle}`) }).click();
    await listsClosed(page);
    const candidate = finder.getByRole('list', { name: 'Qualified employees' }).getByRole('listitem').filter({ hasText: `${name} (${employeeNumber})` });
    await expectMarked(candidate);
    expect(await finder.getByRole('list', { name: 'Qualified employees' }).getByRole('listitem').count()).toBe(1);
    await fitsTheWidth(page);
    await expectAccessible(page, `find staff with expiry marks (${size})`);
    await candidate.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, `expiry-find-staff-${tag}`);
    await page.close();
  });

  it('the Expiring Licenses report marks the lapsed one under Expired and the other under Next 60 days', async () => {
    const page = await signedInPage(browser, 'superAdmin', viewport);
    await page.goto('/dashboard?report=expiringLicenses');
    await settled(page);
    const reports = page.getByRole('region', { name: 'Reports' });
    for (const state of STATES) {
      await reports.getByRole('button', { name: /^Filter/ }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await chooseOption(page, filters.getByRole('combobox', { name: 'Range' }), EXPIRING_RANGE_LABELS[state === 'expired' ? 'expired' : 'next60'], { exact: true });
      await filters.getByLabel('Employee name contains').fill(lastName);
      await filters.getByRole('button', { name: 'OK' }).click();
      await filters.waitFor({ state: 'detached' });
      await settled(page);
      await expectMarked(reports, [state]);
      const other = STATES.find((s) => s !== state)!;
      expect(await reports.locator(`[data-expiry="${other}"]`).count(), `the ${other} one is not in this range`).toBe(0);
    }
    await fitsTheWidth(page);
    await screenshotIfAsked(page, `expiry-report-${tag}`);
    await page.close();
  });
});
