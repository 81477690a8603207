/**
 * Qualifications in the browser: the catalogue, the baseball card's qualification forms per role,
 * the plain user's own-card rule and the mass CSV update. Records get unique titles because all
 * journeys share one demo database.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_EMAILS, DESKTOP, launch, PHONE, seriousA11yViolations, signedInPage, type DemoRole } from '../browser';
import { chooseOption, unique } from '../journeyHelpers';
import { DEMO_PASSWORD } from '../portal';

let browser: Browser;
/** Toasts queue (one at a time, 4 s each), and saves reload the card: wait long enough. */
const suffix = unique();

interface Session {
  token: string;
  user: { id: number; employeeNumber: string };
}

async function gql<T>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(body.errors?.[0]?.message ?? 'no data');
  return body.data;
}

async function session(role: DemoRole): Promise<Session> {
  const data = await gql<{ login: Session }>(null, 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token user { id employeeNumber } } }', {
    e: DEMO_EMAILS[role],
    p: DEMO_PASSWORD,
  });
  return data.login;
}

async function createCode(token: string, data: Record<string, unknown>): Promise<number> {
  const res = await gql<{ createOneCodes: { id: number } }>(token, 'mutation($data: CodesCreateInput!) { createOneCodes(data: $data) { id } }', { data });
  return res.createOneCodes.id;
}

async function totalPoints(page: Page): Promise<number> {
  const label = await page.getByLabel(/^Total points /).getAttribute('aria-label');
  return Number((label ?? '').replace('Total points ', '').replace(/,/g, ''));
}

async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog fading in has low contrast for a moment: check the page at rest.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  expect(await seriousA11yViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the baseball card', () => {
  it('a web editor adds a license with a manual expiration and sees the points change', async () => {
    const editor = await session('webEditor');
    const employee = await session('user');
    const title = `E2E Electrician ${suffix}`;
    await createCode(editor.token, { title, entity: 'licenses', points: 37, expirationType: 'manual', state: 'RI', level: 'master' });

    const page = await signedInPage(browser, 'webEditor', DESKTOP);
    await page.goto(`/baseball-card/${employee.user.employeeNumber}`);
    await page.getByRole('button', { name: 'Edit Qualifications' }).click();
    const before = await totalPoints(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Add License', 'Add Certification', 'Add Skill', 'Add DECCO U Course']);
    await page.getByRole('menuitem', { name: 'Add License' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create License' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'License' }).fill(title);
    await page.getByRole('option', { name: `${title} (Master, RI)` }).click();
    await dialog.getByLabel('Expiration Date').fill('2099-12-31');
    await dialog.getByRole('textbox', { name: 'License Number' }).fill(`RI-${suffix}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Successfully created license').count()).toBeGreaterThan(0);
    await expect.poll(() => totalPoints(page)).toBe(before + 37);
    const row = page.getByRole('table', { name: 'Licenses' }).getByRole('row', { name: `${title} (Master, RI)` });
    await expect.poll(() => row.textContent()).toContain('12/31/2099');
    await page.close();
  });

  it('a field supervisor adds and deletes a skill on a phone, and sees no license controls', async () => {
    const editor = await session('webEditor');
    const employee = await session('user');
    const title = `E2E Skill ${suffix}`;
    await createCode(editor.token, { title, entity: 'skills', points: 11 });

    const page = await signedInPage(browser, 'fieldSupervisor', PHONE);
    await page.goto(`/baseball-card/${employee.user.employeeNumber}`);
    const tabs = page.getByRole('tablist', { name: 'Qualification groups' });
    await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['Skills', 'Licences', 'Certs', 'DECCOU']);
    await page.getByRole('button', { name: 'Edit Qualifications' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Add Skill']);
    await page.getByRole('menuitem', { name: 'Add Skill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Skill' });
    await dialog.getByRole('combobox', { name: 'Skill' }).fill(title);
    await page.getByRole('option', { name: title }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Successfully created skill').count()).toBeGreaterThan(0);

    const skills = page.getByRole('list', { name: 'Skills' });
    await expect.poll(() => skills.getByRole('heading', { name: title }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await skills.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('Are you sure you want to delete this skill?');
    await confirm.getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => page.getByText('Qualification deleted succesfully.').count()).toBeGreaterThan(0);
    await expect.poll(() => skills.getByRole('heading', { name: title }).count()).toBe(0);

    // Licenses: no delete crosses and no editing for a field supervisor.
    await tabs.getByRole('tab', { name: 'Licences' }).click();
    const licenses = page.getByRole('tabpanel');
    await expect.poll(() => licenses.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await licenses.getByRole('button', { name: /^Details/ }).count()).toBe(0);
    await page.close();
  });

  it('a web editor uploads a profile image', async () => {
    const employee = await session('superAdmin');
    const page = await signedInPage(browser, 'webEditor', DESKTOP);
    await page.goto(`/baseball-card/${employee.user.employeeNumber}`);
    await page.getByRole('button', { name: 'Upload Profile Image' }).waitFor();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Profile image file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByText('Profile Image Saved Successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('main').getByRole('img', { name: /^Profile image of / }).count()).toBe(1);
    await page.close();
  });

  it('a plain user opening another card lands on their own', async () => {
    const own = await session('user');
    const other = await session('webEditor');
    const page = await signedInPage(browser, 'user', DESKTOP);
    await page.goto(`/baseball-card/${other.user.employeeNumber}`);
    await page.waitForURL(new RegExp(`/baseball-card/${own.user.employeeNumber}$`));
    expect(await page.getByRole('button', { name: 'Edit Qualifications' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Update User Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Information' });
    expect(await dialog.getByRole('combobox').allTextContents()).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });
});

describe('the qualification code catalogue', () => {
  it('refuses a duplicate title and saves a new one', async () => {
    const page = await signedInPage(browser, 'webEditor', DESKTOP);
    await page.goto('/qualification-codes');
    await page.getByRole('heading', { name: 'Qualification Codes', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Certification Code' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('osha 10');
    await dialog.getByRole('textbox', { name: 'Points' }).fill('5');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('This qualification already exists.').count()).toBe(1);

    const title = `E2E Certification ${suffix}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Certifications created successfully.').count()).toBeGreaterThan(0);
    // By title, 'E2E ...' falls on the first page among the seeded certifications.
    await expect.poll(() => page.getByRole('table', { name: 'Certifications codes' }).getByRole('row', { name: title }).count()).toBe(1);
    await page.close();
  });

  it('is read-only on the dashboard for a plain user, and refused at its own route', async () => {
    const page = await signedInPage(browser, 'user', PHONE);
    await page.goto('/qualification-codes');
    await page.waitForURL(/\/dashboard$/);
    // On a phone the catalogue opens with a tap (decision 0097).
    await page.getByRole('button', { name: 'Code catalogue' }).click();
    const block = page.getByRole('region', { name: 'Qualification Codes' });
    await expect.poll(() => block.getByRole('combobox', { name: 'Category' }).count()).toBe(1);
    expect(await block.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });
});

describe('the mass CSV update', () => {
  it('blocks Submit while a cell is invalid; after a corrected upload the cards show the new records', async () => {
    const editor = await session('webEditor');
    const first = await session('user');
    const second = await session('fieldSupervisor');
    const title = `E2E Mass Certification ${suffix}`;
    await createCode(editor.token, { title, entity: 'certifications', points: 9, expirationType: 'manual' });

    const page = await signedInPage(browser, 'webEditor', DESKTOP);
    await page.goto('/settings?section=mass-updates');
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mass Update Qualifications' });
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Type' }), 'Certifications');
    await dialog.getByRole('combobox', { name: 'Qualification' }).fill(title);
    await page.getByRole('option', { name: title }).click();

    const file = (text: string) => ({ name: 'certifications.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    const csvInput = dialog.getByLabel('CSV file');
    await csvInput.setInputFiles(file(`${first.user.employeeNumber},3/1/26,3/1/29,MC-${suffix}-1\n${second.user.employeeNumber},13/1/26,3/1/29,MC-${suffix}-2\n`));
    await expect.poll(() => dialog.getByText('2 rows; 1 invalid cell in 1 row.', { exact: false }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await dialog.getByText('13/1/26').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Issue Date must be in the format MM/DD/YY');
    await expectNoSeriousA11yViolations(page);

    await csvInput.setInputFiles(file(`${first.user.employeeNumber},3/1/26,3/1/29,MC-${suffix}-1\n ${second.user.employeeNumber} , 3/2/26 , 3/2/29 , MC-${suffix}-2 \n`));
    await expect.poll(() => dialog.getByText('2 rows, all valid.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Successfully updated qualifications').count()).toBeGreaterThan(0);

    for (const [employee, n, expires] of [[second, 2, '03/02/2029'], [first, 1, '03/01/2029']] as const) {
      await page.goto(`/baseball-card/${employee.user.employeeNumber}`);
      const row = page.getByRole('table', { name: 'Certifications' }).getByRole('row', { name: title });
      await expect.poll(() => row.textContent()).toContain(`MC-${suffix}-${n}`);
      expect(await row.textContent()).toContain(expires);
    }
    await page.close();
  });
});

describe('who changed what', () => {
  for (const viewport of [{ width: 1366, height: 768 }, PHONE]) {
    it(`a web editor changes a card field and sees it in the card's Change History with their name, before -> after (${viewport.width}px)`, async () => {
      const editor = await session('webEditor');
      const employee = await session('user');
      const { checkAuth: me } = await gql<{ checkAuth: { firstName: string; lastName: string } }>(editor.token, '{ checkAuth { firstName lastName } }');
      const { user } = await gql<{ user: { yearsOfServiceNote: string | null } }>(editor.token, 'query($id: Int) { user(where: { id: $id }) { yearsOfServiceNote } }', { id: employee.user.id });
      const before = user.yearsOfServiceNote || '(empty)';
      const note = `History ${suffix} ${viewport.width}`;

      const page = await signedInPage(browser, 'webEditor', viewport);
      await page.goto(`/baseball-card/${employee.user.employeeNumber}`);
      await page.getByRole('button', { name: 'Update User Info' }).click();
      const dialog = page.getByRole('dialog', { name: 'Employee Information' });
      await dialog.getByRole('textbox', { name: 'Years of Service Note' }).fill(note);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      const history = page.getByRole('region', { name: 'Change History' });
      // Newest first: a table row on a desktop, a card on a phone (the shared table's layouts).
      const newest = viewport.width < 600 ? history.getByRole('list', { name: /^Change history of / }).locator(':scope > li').first() : history.locator('tbody tr').first();
      await expect.poll(async () => (await newest.textContent()) ?? '').toContain(`Years of Service Note: ${before} → ${note}`);
      const text = (await newest.textContent()) ?? '';
      expect(text).toContain(`${me.firstName} ${me.lastName}`);
      expect(text).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M [A-Z]{2,5}/);
      // Readable at phone width: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      await page.close();
    });
  }
});
