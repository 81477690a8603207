/**
 * Settings journeys on the real portal: calendar events (create, edit, delete with its YES/NO
 * confirmation), a document upload and its download through a signed URL, the employee relation
 * duplicate rule (on the client and from the server), the portal settings, superAdmin's single
 * section, the phone layout, and an accessibility check of every screen and modal on the way.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, PHONE, signedInPage } from '../browser';
import { apiAs, chooseOption, dismissToast, expectAccessible, listsClosed, openOptions, settled, unique } from '../journeyHelpers';

const DUPLICATE = 'This combination of group, title, and supervisor already exists.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function openSettings(page: Page, section?: string) {
  await page.goto(section ? `/settings?section=${section}` : '/settings');
  await settled(page);
}

function dialogNamed(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** A small, valid PDF made for this run. */
function pdfBytes(tag: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

describe('calendar events', () => {
  it('creates, edits and deletes an event; NO returns to the form', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await openSettings(page);
    await expectAccessible(page, 'settings: calendar events');
    const title = `E2E event ${unique()}`;

    await page.getByRole('button', { name: 'Add Event' }).click();
    const add = dialogNamed(page, 'Add Calendar Event');
    await add.waitFor();
    const save = add.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await add.getByRole('textbox', { name: 'Event' }).fill(title);
    // Before every demo event, so it is the first row (past events stay listed).
    await add.getByLabel('Date').fill('2020-01-02');
    expect(await save.isDisabled()).toBe(true);
    await chooseOption(page, add.getByRole('combobox', { name: 'Time' }), '9:15 AM', { exact: true });
    await expectAccessible(page, 'add calendar event modal');
    await save.click();
    await dismissToast(page, 'Calendar Event created successfully.');
    await add.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'Calendar events' });
    const row = table.getByRole('row', { name: title, exact: true });
    await row.waitFor();
    expect(await row.textContent()).toContain('01/02/2020 09:15 AM');
    expect(await table.getByRole('row').nth(1).textContent()).toContain(title);

    await row.click();
    const edit = dialogNamed(page, 'Edit Calendar Event');
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Event' }).inputValue()).toBe(title);
    await edit.getByRole('textbox', { name: 'Event' }).fill(`${title} (moved)`);
    await chooseOption(page, edit.getByRole('combobox', { name: 'Time' }), '2:45 PM', { exact: true });
    await edit.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Calendar Event edited successfully.');
    const moved = table.getByRole('row', { name: `${title} (moved)`, exact: true });
    await moved.waitFor();
    expect(await moved.textContent()).toContain('01/02/2020 02:45 PM');

    await moved.click();
    await edit.waitFor();
    await edit.getByRole('textbox', { name: 'Event' }).fill(`${title} (kept)`);
    await edit.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expectAccessible(page, 'delete calendar event confirmation');
    await confirm.getByRole('button', { name: 'NO' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await edit.getByRole('textbox', { name: 'Event' }).inputValue()).toBe(`${title} (kept)`);

    await edit.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Calendar Event deleted successfully.');
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByText(title).count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });

  it('stays on page 2 after an event there is edited', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await openSettings(page);
    const table = page.getByRole('table', { name: 'Calendar events' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(/^11-\d+ of \d+$/).waitFor();
    // The pager moves at once; the first page's rows stay, under a progress bar, until the second's arrive.
    await settled(page);
    const first = table.getByRole('row').nth(1);
    await expect.poll(async () => first.getAttribute('aria-label'), { timeout: 10_000 }).not.toBeNull();
    const before = (await first.getAttribute('aria-label'))!;
    await first.click();
    const edit = dialogNamed(page, 'Edit Calendar Event');
    const renamed = `${before.slice(0, 150)} ${unique()}`;
    await edit.getByRole('textbox', { name: 'Event' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Calendar Event edited successfully.');
    await table.getByRole('row', { name: renamed, exact: true }).waitFor();
    expect(await page.getByText(/^11-\d+ of \d+$/).count(), 'still on page 2').toBe(1);
    await page.context().close();
  });
});

describe('resources', () => {
  it('uploads a PDF, downloads it through a signed URL, and deletes it', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await openSettings(page, 'resources');
    await expectAccessible(page, 'settings: resources');
    const tag = unique();
    const name = `e2e-${tag}.pdf`;
    const bytes = pdfBytes(tag);

    await page.getByRole('button', { name: 'Add Document' }).click();
    const dialog = dialogNamed(page, 'Add Document');
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });

    // The cell phone list must be a PDF: the server's reason is shown.
    await dialog.getByRole('checkbox', { name: /cell phone list/i }).check();
    expect(await dialog.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Cell Phone List');
    await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
    await dialog.getByText('Error uploading file. This type of file is not accepted. Allowed: PDF files.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /cell phone list/i }).uncheck();

    await dialog.getByLabel('File', { exact: true }).setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    await dialog.getByText(name).waitFor();
    await dialog.getByRole('textbox', { name: 'Description' }).fill(`Browser test ${tag}`);
    // Save waits for the upload to finish.
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, 'add document modal');
    await save.click();
    await dismissToast(page, 'Document Saved Successfully');
    await dialog.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'Resources' });
    await table.getByRole('cell', { name, exact: true }).waitFor();
    expect(await table.getByRole('row').nth(1).textContent()).toContain(name);

    const download = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname.startsWith('/files/'));
    await table.getByRole('button', { name: `Download ${name}` }).click();
    const response = await download;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const signed = new URL(response.url());
    expect(signed.searchParams.get('sig')).toBeTruthy();
    const fetched = await fetch(response.url());
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    for (const other of page.context().pages()) if (other !== page) await other.close();

    await table.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Document deleted successfully.');
    await expect.poll(() => table.getByText(name).count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});

interface Relation {
  id: number;
  title: string;
}

describe('employee relations', () => {
  it('refuses a duplicate with the spec message, on the client and from the server; edits and deletes', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await openSettings(page, 'employee-relations');
    await expectAccessible(page, 'settings: employee relations');

    await page.getByRole('button', { name: 'Add Relation' }).click();
    const dialog = dialogNamed(page, 'Add Employee Relation');
    await dialog.waitFor();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Group' }), 'D3', { exact: true });
    const titleBox = dialog.getByRole('combobox', { name: 'Title' });
    await expect.poll(() => titleBox.getAttribute('aria-disabled')).toBeNull();
    await openOptions(page, titleBox);
    const title = (await page.getByRole('option').first().textContent())!.trim();
    await page.getByRole('option').first().click();
    await listsClosed(page);
    const supervisor = dialog.getByRole('combobox', { name: 'Supervisor' });
    await openOptions(page, supervisor);
    await page.getByRole('option').first().click();
    const supervisorNumber = /\((\d+)\)$/.exec(await supervisor.inputValue())![1];
    await expectAccessible(page, 'add employee relation modal');

    // Meanwhile someone else saves the very same relation.
    const { users } = await apiAs<{ users: { id: number }[] }>(page, 'query($n: String!) { users(where: { employeeNumber: { equals: $n } }) { id } }', { n: supervisorNumber });
    const { createOneEmployeeRelations: created } = await apiAs<{ createOneEmployeeRelations: Relation }>(
      page,
      'mutation($data: EmployeeRelationsCreateInput!) { createOneEmployeeRelations(data: $data) { id title } }',
      { data: { group: 'D3', title, supervisor: { connect: { id: users[0].id } } } },
    );

    // The client checks the list as it is now and refuses without asking the server.
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.click();
    await dialog.getByRole('alert').filter({ hasText: DUPLICATE }).waitFor();

    // With a stale list the server refuses, and its message is shown.
    await page.route('**/api', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'EmployeeRelations') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { data: { findManyEmployeeRelations: Relation[] } };
      json.data.findManyEmployeeRelations = json.data.findManyEmployeeRelations.filter((r) => r.id !== created.id);
      await route.fulfill({ response, json });
    });
    const refusal = page.waitForResponse((r) => r.url().endsWith('/api') && r.request().postDataJSON()?.operationName === 'CreateEmployeeRelation');
    await save.click();
    const answer = (await (await refusal).json()) as { errors?: { message: string; extensions: { code: string } }[] };
    expect(answer.errors?.[0]).toMatchObject({ message: DUPLICATE, extensions: { code: 'CONFLICT' } });
    await dialog.getByRole('alert').filter({ hasText: DUPLICATE }).waitFor();
    await page.unroute('**/api');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The relation saved meanwhile: edit it, then delete it (NO first).
    await page.reload();
    await settled(page);
    const row = page.getByRole('table', { name: 'Employee relations' }).getByRole('row', { name: title, exact: true });
    await row.click();
    const edit = dialogNamed(page, 'Edit Employee Relation');
    await edit.waitFor();
    await chooseOption(page, edit.getByRole('combobox', { name: 'Group' }), 'D4', { exact: true });
    await edit.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Employee Relation edited successfully.');
    await expect.poll(() => row.textContent()).toContain('D4');

    await row.click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'NO' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Employee relation removed successfully.');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});

describe('portal settings', () => {
  it('edits the quick links and the learning site address, which the dashboard and top bar then use', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await openSettings(page, 'portal-settings');
    await expectAccessible(page, 'settings: portal settings');
    const form = page.getByRole('form', { name: 'Portal settings' });
    const tag = unique();
    const label = `E2E link ${tag}`;
    const url = `https://e2e.example.com/${tag}`;
    const learningBox = form.getByRole('textbox', { name: 'Learning site address' });
    const learningBefore = await learningBox.inputValue();

    await form.getByRole('button', { name: 'Add link' }).click();
    const count = await form.getByRole('list', { name: 'Quick links' }).getByRole('listitem').count();
    await form.getByRole('textbox', { name: `Link ${count} text` }).fill(label);
    await form.getByRole('textbox', { name: `Link ${count} address` }).fill('not-an-address');
    await form.getByText('Use an address starting with http:// or https://.').waitFor();
    const save = form.getByRole('button', { name: 'Save settings' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: `Link ${count} address` }).fill(url);
    await form.getByRole('button', { name: `Move link ${count} up` }).click();
    await learningBox.fill(`https://learn.example.com/${tag}`);
    await save.click();
    await dismissToast(page, 'Portal settings saved successfully.');

    // The top bar follows at once (the cached settings were updated). The entry sits in the bar,
    // or under More when the bar is full (a webEditor's bar at 1,366 px, beside the search field).
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    let learningLink = nav.getByRole('link', { name: /Learning Site/ });
    if ((await learningLink.count()) === 0) {
      await nav.getByRole('button', { name: 'More', exact: true }).click();
      learningLink = page.getByRole('menu').getByRole('menuitem', { name: /Learning Site/ });
    }
    expect(await learningLink.getAttribute('href')).toBe(`https://learn.example.com/${tag}`);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await settled(page);
    await page.getByRole('link', { name: new RegExp(label) }).waitFor();

    // Put things back for the other journeys.
    await openSettings(page, 'portal-settings');
    await form.getByRole('button', { name: `Remove link ${count - 1}` }).click();
    await learningBox.fill(learningBefore);
    await save.click();
    await dismissToast(page, 'Portal settings saved successfully.');
    const { portalSettings } = await apiAs<{ portalSettings: { quickLinks: { label: string }[]; learningSiteUrl: string } }>(
      page,
      '{ portalSettings { quickLinks { label } learningSiteUrl } }',
    );
    expect(portalSettings.quickLinks.map((l) => l.label)).not.toContain(label);
    expect(portalSettings.learningSiteUrl).toBe(learningBefore);
    await page.context().close();
  });
});

describe('other roles and screens', () => {
  it('a superAdmin sees only Calendar Events', async () => {
    const page = await signedInPage(browser, 'superAdmin');
    await openSettings(page);
    await page.getByRole('heading', { level: 2, name: 'Calendar Events' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Event' }).count()).toBe(1);
    // Asking for another section by address changes nothing.
    await openSettings(page, 'resources');
    await page.getByRole('heading', { level: 2, name: 'Calendar Events' }).waitFor();
    await expectAccessible(page, 'superAdmin settings');
    await page.context().close();
  });

  it('works on a phone: tabs, cards with Details, full-screen modals', async () => {
    const page = await signedInPage(browser, 'webEditor', PHONE);
    await openSettings(page);
    const cards = page.getByRole('list', { name: 'Calendar events' });
    await cards.waitFor();
    await expectAccessible(page, 'phone settings: calendar events');
    await cards.getByRole('button', { name: /^Details for/ }).first().click();
    const edit = dialogNamed(page, 'Edit Calendar Event');
    await edit.waitFor();
    const box = await edit.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await expectAccessible(page, 'phone edit calendar event modal');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    for (const [tab, section] of [['Resources', 'resources'], ['Employee Relations', 'employee-relations'], ['Portal Settings', 'portal-settings']]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(`${baseUrl()}/settings?section=${section}`);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page, `phone settings: ${tab}`);
    }
    await page.context().close();
  });
});
