/**
 * A review season in the browser: a webEditor builds a template in the editor and assigns a
 * review of it to an employee; the employee fills in, saves, resumes and submits their self
 * assessment; the manager gives the PPA to two writers, one fills theirs in on a phone, and the
 * manager signs the self assessment off; once every form is in, the review is completed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, signedInPage, type DemoRole } from '../browser';
import { apiAs, dismissToast, expectAccessible, settled, unique } from '../journeyHelpers';

let browser: Browser;
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });
// A due date no demo review has, so this run's forms are told apart from the demo data's.
const DUE = '2027-06-30';
const DUE_SHOWN = 'Due: 06/30/2027';
const TEMPLATE = `E2E Review ${unique()}`;
/** The template's year (the editor's default, the company's current year): My reviews lists by it. */
let year = '';

interface Person {
  employeeNumber: string;
  firstName: string;
  lastName: string;
}
const people: Partial<Record<DemoRole, Person>> = {};

beforeAll(async () => {
  browser = await launch();
  for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
    const page = await signedInPage(browser, role);
    await page.goto('/dashboard');
    people[role] = (await apiAs<{ checkAuth: Person }>(page, '{ checkAuth { employeeNumber firstName lastName } }')).checkAuth;
    await page.context().close();
  }
});
afterAll(() => browser?.close());

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** The card of this run's form on My reviews. */
function card(page: Page, section: string, title: string) {
  return page.getByRole('region', { name: section }).getByRole('article', { name: title }).filter({ hasText: DUE_SHOWN });
}

async function myReviews(role: DemoRole, viewport?: typeof PHONE): Promise<Page> {
  const page = await signedInPage(browser, role, viewport);
  await page.goto('/reviews');
  await settled(page);
  return page;
}

interface Listed {
  action: string;
  evaluation: { id: number; title: string; dateToCompleteBy: string };
}
async function myOpenForms(page: Page): Promise<Listed[]> {
  const data = await apiAs<{ myEvaluations: Listed[] }>(page, 'query($y: Int!) { myEvaluations(year: $y, completed: false) { action evaluation { id title dateToCompleteBy } } }', { y: Number(year) });
  return data.myEvaluations.filter((m) => m.evaluation.dateToCompleteBy === DUE);
}

describe('a review season', () => {
  it('a webEditor builds a template in the editor and assigns it to an employee', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await page.goto('/workshop');
    await settled(page);
    await page.getByRole('button', { name: 'New Template' }).click();
    const editor = page.getByRole('dialog', { name: 'New Review Template' });
    await editor.getByRole('textbox', { name: 'Template title' }).fill(TEMPLATE);
    year = await editor.getByRole('textbox', { name: 'Year' }).inputValue();
    // Saving an unfinished form shows what is missing, and saves nothing.
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Please fix the marked fields: Enter the form title.').waitFor();

    const self = editor.getByRole('region', { name: /^Form 1:/ });
    await self.getByRole('textbox', { name: 'Form title' }).fill('Self Assessment');
    await self.getByRole('textbox', { name: 'Section title' }).fill('Core Values');
    await self.getByRole('textbox', { name: 'Question 1' }).fill('Works safely and stops unsafe work.');
    await self.getByRole('button', { name: 'Add question' }).click();
    await self.getByRole('textbox', { name: 'Question 2' }).fill('Examples that support the ratings above.');
    await self.getByRole('combobox', { name: 'Answer' }).nth(1).click();
    await page.getByRole('option', { name: 'Text' }).click();

    await editor.getByRole('button', { name: 'Add form' }).click();
    const ppa = editor.getByRole('region', { name: /^Form 2:/ });
    await ppa.getByRole('textbox', { name: 'Form title' }).fill('Periodic Performance Assessment (PPA)');
    await ppa.getByRole('switch', { name: 'The manager assigns the writer' }).check();
    await ppa.getByRole('switch', { name: 'Hide the writer from the subject' }).check();
    await ppa.getByRole('textbox', { name: 'Section title' }).fill('On the Job');
    await ppa.getByRole('textbox', { name: 'Question 1' }).fill('Quality of installation work.');
    await ppa.getByRole('button', { name: 'Add question' }).click();
    await ppa.getByRole('textbox', { name: 'Question 2' }).fill('Strengths observed.');
    await ppa.getByRole('combobox', { name: 'Answer' }).nth(1).click();
    await page.getByRole('option', { name: 'Text' }).click();
    await expectAccessible(page, 'template editor');
    await editor.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Review Template Created');

    await page.getByRole('row', { name: new RegExp(TEMPLATE) }).click();
    const forms = page.getByRole('dialog', { name: 'Evaluation Templates' });
    await forms.getByRole('listitem').filter({ hasText: 'Periodic Performance Assessment (PPA)' }).waitFor();
    expect(await forms.getByRole('link', { name: 'View Self Assessment' }).getAttribute('href')).toMatch(/^\/workshop\?evaluation-template=\d+$/);
    await forms.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Assign Review Template' }).click();
    const create = page.getByRole('dialog', { name: 'Create Review' });
    const save = create.getByRole('button', { name: 'Save' });
    await create.getByRole('combobox', { name: 'Employee' }).fill(people.user!.lastName);
    await page.getByRole('option', { name: new RegExp(fullName(people.user!)) }).first().click();
    await create.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: `${TEMPLATE} (${year})` }).click();
    expect(await save.isDisabled()).toBe(true);
    await create.getByLabel('Due Date').fill(DUE);
    await expectAccessible(page, 'create review dialog');
    await save.click();
    await dismissToast(page, 'Successfully assigned Review.');
    await page.context().close();
  });

  it('the employee fills in, saves, resumes and submits their self assessment', async () => {
    const page = await myReviews('user');
    await card(page, 'My Reviews', 'Self Assessment').getByRole('button', { name: 'Start' }).click();
    let form = page.getByRole('dialog', { name: `Self Assessment Of ${fullName(people.user!)}` });
    await form.getByRole('radio', { name: '1 - Exceeds' }).first().check();
    await form.getByRole('textbox', { name: /Examples that support the ratings/ }).fill('Ran the crew on the hospital job.');
    await expectAccessible(page, 'evaluation form');
    await form.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'Successfully saved evaluation');
    await form.getByRole('button', { name: 'Close' }).click();
    await poll(() => card(page, 'My Reviews', 'Self Assessment').getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);

    await card(page, 'My Reviews', 'Self Assessment').getByRole('button', { name: 'Resume' }).click();
    form = page.getByRole('dialog', { name: `Self Assessment Of ${fullName(people.user!)}` });
    await poll(() => form.getByRole('textbox', { name: /Examples that support the ratings/ }).inputValue()).toBe('Ran the crew on the hospital job.');
    expect(await form.getByRole('radio', { name: '1 - Exceeds' }).first().isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    await dismissToast(page, 'Successfully submitted evaluation');
    await poll(() => card(page, 'My Reviews', 'Self Assessment').count()).toBe(0);
    await page.context().close();
  });

  it('the manager gives the PPA to two writers; one fills theirs in on a phone; the manager signs the self assessment', async () => {
    const manager = await myReviews('fieldSupervisor');
    await card(manager, 'Manager Reviews', 'Periodic Performance Assessment (PPA)').getByRole('button', { name: 'Assign' }).click();
    const assign = manager.getByRole('dialog', { name: 'Assign Evaluation' });
    for (const writer of [people.admin!, people.superAdmin!]) {
      await assign.getByRole('combobox', { name: 'Assignees' }).fill(writer.lastName);
      await manager.getByRole('option', { name: new RegExp(fullName(writer)) }).first().click();
    }
    await assign.getByRole('button', { name: 'Save' }).click();
    await dismissToast(manager, 'Successfully assigned evaluations');

    // The admin writes on a phone.
    const writer = await myReviews('admin', PHONE);
    await card(writer, 'Peer Reviews', 'Periodic Performance Assessment (PPA)').getByRole('button', { name: 'Start' }).click();
    const form = writer.getByRole('dialog', { name: `Periodic Performance Assessment (PPA) Of ${fullName(people.user!)}` });
    for (const group of await form.getByRole('radiogroup').all()) await group.getByRole('radio', { name: '2 - Meets' }).check();
    await form.getByRole('textbox', { name: /Strengths observed/ }).fill('Keeps the gang box in order.');
    await expectAccessible(writer, 'evaluation form on a phone');
    await form.getByRole('button', { name: 'Submit' }).click();
    await writer.getByRole('button', { name: 'YES' }).click();
    await dismissToast(writer, 'Successfully submitted evaluation');
    await writer.context().close();

    // The self assessment waits for the manager's signature.
    await manager.reload();
    await settled(manager);
    await card(manager, 'Manager Reviews', 'Self Assessment').getByRole('button', { name: 'Sign Off' }).click();
    const signing = manager.getByRole('dialog', { name: `Self Assessment Of ${fullName(people.user!)}` });
    const signOff = signing.getByRole('button', { name: 'Sign Off' });
    await signing.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Someone Else');
    expect(await signOff.isDisabled()).toBe(true);
    await signing.getByRole('textbox', { name: 'Type your full name to sign' }).fill(fullName(people.fieldSupervisor!).toUpperCase());
    await signOff.click();
    await dismissToast(manager, 'Successfully signed evaluation');
    await poll(() => card(manager, 'Manager Reviews', 'Self Assessment').count()).toBe(0);
    await manager.context().close();
  });

  it('once every form is in, the review is completed and the employee finds their forms under Completed', async () => {
    // The remaining forms are submitted through the API by their writers, as the screens would.
    const submitAll = async (role: DemoRole) => {
      const page = await signedInPage(browser, role);
      await page.goto('/dashboard');
      for (const item of await myOpenForms(page)) {
        if (item.action === 'Assign') {
          await apiAs(page, 'mutation($id: Int!, $n: [String!]!) { assignEvaluation(evaluationId: $id, employeeNumbers: $n) }', { id: item.evaluation.id, n: [people.admin!.employeeNumber] });
        } else if (item.action === 'Start' || item.action === 'Resume') {
          await apiAs(page, 'mutation($id: Int!) { submitEvaluation(id: $id, answers: []) { id } }', { id: item.evaluation.id });
        }
      }
      await page.context().close();
    };
    await submitAll('fieldSupervisor');
    await submitAll('superAdmin');
    await submitAll('admin');

    const hr = await signedInPage(browser, 'webEditor');
    await hr.goto('/dashboard');
    const reviews = await apiAs<{ reviews: { status: string; dateCompleted: string | null }[] }>(
      hr,
      'query($n: String!, $d: Date!) { reviews(where: { user: { is: { employeeNumber: { equals: $n } } }, dateToCompleteBy: { equals: $d } }) { status dateCompleted } }',
      { n: people.user!.employeeNumber, d: DUE },
    );
    expect(reviews.reviews).toHaveLength(1);
    expect(reviews.reviews[0].status).toBe('COMPLETED');
    expect(reviews.reviews[0].dateCompleted).not.toBeNull();
    await hr.context().close();

    const page = await myReviews('user');
    await page.getByRole('button', { name: 'Completed' }).click();
    const done = card(page, 'My Reviews', 'Self Assessment');
    await poll(() => done.getByRole('button', { name: 'View' }).isVisible()).toBe(true);
    expect(await done.textContent()).toContain('Completed');
    await page.context().close();
  });
});
