/**
 * Projects in the browser: a superAdmin creates a project (a bad zip keeps Save disabled), staffs
 * it from the assignment list with distance on, sees the staff on the project card and in an
 * employee's Assignment History, adds a contractor, and makes the project inactive.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage } from '../browser';
import { chooseOption, dismissToast, expectAccessible, screenshotIfAsked, settled, unique } from '../journeyHelpers';

let browser: Browser;
const run = unique();
const projectName = `Harbor Tower ${run}`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('projects', () => {
  it('a superAdmin creates a project, assigns employees by distance and with Find staff, adds a contractor, and makes it inactive', async () => {
    const page = await signedInPage(browser, 'superAdmin');
    await page.goto('/projects');
    await settled(page);
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Create Project' });
    const fill = async (label: string, value: string) => form.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).fill(value);
    await fill('Project Number', `HT-${run}`);
    await fill('Name', projectName);
    await fill('Manager', 'Ann Manager');
    await fill('Supervisor', 'Sam Super');
    await fill('Address', '1 Financial Plaza');
    await fill('City', 'Providence');
    await chooseOption(page, form.getByRole('combobox', { name: /^State/ }), 'RI - Rhode Island');
    await fill('Zip', '0290');
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await fill('Zip', '02903');
    await expectAccessible(page, 'create project form');
    await form.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Project created successfully.');
    await page.getByRole('heading', { name: new RegExp(projectName) }).waitFor();
    const projectPath = new URL(page.url()).pathname;
    expect(await page.getByRole('button', { name: 'Make Inactive' }).isDisabled()).toBe(true);

    // Staff it from the assignment list, nearest first.
    await page.goto('/partner-assignments');
    await settled(page);
    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await chooseOption(page, filters.getByRole('combobox', { name: 'Project', exact: true }), projectName);
    await chooseOption(page, filters.getByRole('combobox', { name: 'Get Project Distance' }), 'Yes');
    await filters.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('columnheader', { name: /Project Distance/ }).waitFor();
    await settled(page);
    const rows = page.locator('tbody tr');
    const names: string[] = [];
    for (const i of [0, 1]) {
      const row = rows.nth(i);
      names.push(`${await row.locator('td').nth(2).textContent()} ${await row.locator('td').nth(1).textContent()}`);
      await chooseOption(page, row.getByRole('combobox'), projectName);
      await dismissToast(page, 'Project assigned successfully');
    }
    await expectAccessible(page, 'assignment list with distance');

    await page.goto(projectPath);
    await settled(page);
    for (const name of names) await page.getByRole('link', { name }).waitFor();

    // Find staff: the nearest qualified employee, assigned in one click.
    await page.getByRole('button', { name: 'Find staff' }).click();
    const finder = page.getByRole('dialog', { name: `Find staff for ${projectName}` });
    await finder.getByRole('list', { name: 'Qualified employees' }).waitFor();
    await expect.poll(() => finder.getByRole('button', { name: 'Assigned' }).count()).toBe(2);
    await finder.getByRole('button', { name: /^Assign / }).first().click();
    // The page behind the dialog (and its toast) is hidden from assistive technology: the dialog says it.
    await finder.getByRole('status').filter({ hasText: `assigned to ${projectName}` }).waitFor();
    await expect.poll(() => finder.getByRole('button', { name: 'Assigned' }).count()).toBe(3);
    await expectAccessible(page, 'find staff');
    await finder.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Employees (3)' }).waitFor();
    await page.getByRole('link', { name: names[0] }).click();
    await settled(page);
    await page.getByRole('button', { name: 'Assignment History' }).click();
    await page.getByRole('dialog').getByText(projectName).first().waitFor();
    await page.keyboard.press('Escape');

    // A contractor on the project.
    await page.goto('/contractor-assignments');
    await settled(page);
    await page.getByRole('button', { name: 'Add' }).click();
    const contractor = page.getByRole('dialog', { name: 'Create Contractor' });
    await contractor.getByLabel('First Name').fill('Cal');
    await contractor.getByLabel('Last Name').fill(`Crane ${run}`);
    await contractor.getByLabel('Task').fill('Rigging');
    await contractor.getByLabel('Staffing Agency').fill('Acme Staffing');
    await contractor.getByLabel('Notes').fill('Night shift');
    await chooseOption(page, contractor.getByRole('combobox', { name: 'Evaluation' }), '1');
    await chooseOption(page, contractor.getByRole('combobox', { name: 'Project', exact: true }), projectName);
    await contractor.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Contractor created successfully.');

    await page.goto(projectPath);
    await settled(page);
    await page.getByRole('heading', { name: 'Contractors (1)' }).waitFor();
    await page.getByRole('button', { name: 'Make Inactive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /yes/i }).click();
    await page.getByRole('heading', { name: 'Employees (0)' }).waitFor();
    await page.getByRole('heading', { name: 'Contractors (0)' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Inactive');
    await page.close();
  });

  it('the assignment list and the contractors fit a phone', async () => {
    const page = await signedInPage(browser, 'webEditor', PHONE);
    for (const path of ['/partner-assignments', '/contractor-assignments', '/projects']) {
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await expectAccessible(page, 'projects on a phone');
    await page.close();
  });

  it('the list leaves out the placeholders unless asked, a phone scrolls for more, a bad ZIP warns, and the assignments export is employeeInfo.csv', async () => {
    const page = await signedInPage(browser, 'webEditor', { width: 1366, height: 768 });
    await page.goto('/projects');
    await settled(page);
    const table = page.getByRole('table', { name: 'Projects' });
    await table.locator('tbody tr').first().waitFor();
    const filter = async (name: string, include: 'Yes' | 'No') => {
      await page.getByRole('button', { name: 'Filter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByLabel('Name contains').fill(name);
      await chooseOption(page, dialog.getByRole('combobox', { name: /^Include Not Assigned/ }), include, { exact: true });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await settled(page);
    };
    await filter('Vacation', 'No');
    await page.getByText('No Projects Found').waitFor();
    await filter('Vacation', 'Yes');
    await table.getByRole('cell', { name: 'Vacation', exact: true }).waitFor();
    await screenshotIfAsked(page, 'projects-1366');

    // A ZIP the distance table does not know: saved, with a warning that stays on the card.
    await page.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Create Project' });
    const fill = async (label: string, value: string) => form.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).fill(value);
    await fill('Project Number', `NZ-${run}`);
    await fill('Name', `Nowhere Yard ${run}`);
    await fill('Manager', 'Ann Manager');
    await fill('Supervisor', 'Sam Super');
    await fill('Address', '1 Main St');
    await fill('City', 'Nowhere');
    await chooseOption(page, form.getByRole('combobox', { name: /^State/ }), 'RI - Rhode Island');
    // Pasted text is cleaned before it is cut.
    await form.getByLabel(/^Zip/).focus();
    await page.keyboard.insertText('00-0a00x0');
    expect(await form.getByLabel(/^Zip/).inputValue()).toBe('00000');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('.MuiSnackbar-root').filter({ hasText: 'ZIP 00000 is not in the distance table' }).waitFor();
    // The card keeps the warning in view (the toast is outside main).
    await page.getByRole('main').getByRole('alert').filter({ hasText: 'ZIP 00000 is not in the distance table' }).waitFor();

    // The same number again, in another case, is refused with the reason.
    await page.goto('/projects');
    await settled(page);
    await page.getByRole('button', { name: 'Add' }).click();
    const again = page.getByRole('dialog', { name: 'Create Project' });
    for (const [label, value] of [['Project Number', `nz-${run}`], ['Name', `Second Yard ${run}`], ['Manager', 'Ann'], ['Supervisor', 'Sam'], ['Address', '2 Main St'], ['City', 'Providence'], ['Zip', '02903']]) {
      await again.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).fill(value);
    }
    await chooseOption(page, again.getByRole('combobox', { name: /^State/ }), 'RI - Rhode Island');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByText(`Project number nz-${run} is already used by Nowhere Yard ${run}. Project numbers must be unique.`).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/partner-assignments');
    await settled(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /export|download/i }).first().click();
    expect((await download).suggestedFilename()).toBe('employeeInfo.csv');
    await page.close();

    // On a phone the list loads 20 more projects at its end instead of paging.
    const phone = await signedInPage(browser, 'webEditor', PHONE);
    await phone.goto('/projects');
    await settled(phone);
    const cards = phone.getByRole('list', { name: 'Projects' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(20);
    expect(await phone.getByLabel('Projects pages').count()).toBe(0);
    const total = Number((await phone.getByText(/^20 of \d+ shown$/).innerText()).match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(20);
    await screenshotIfAsked(phone, 'projects-phone-top');
    await phone.mouse.wheel(0, 100_000);
    await expect.poll(() => cards.count()).toBe(Math.min(40, total));
    await screenshotIfAsked(phone, 'projects-phone-more');
    expect(await phone.getByText('Vacation', { exact: true }).count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.close();
  });

  it('other roles are sent away from the projects screens', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.goto('/projects');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.close();
  });
});
