/**
 * The template editor's save over HTTP: only review managers save; the whole tree is checked
 * (nothing is written on a bad one); an unused template changes in place; a template a review
 * was assigned from becomes a new version while the review keeps the old one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, type ReviewTemplateInput, clock } from '@portal/common';
import { queryRows } from '../../../db/client';
import { reviewCycles } from '../../../db/schema';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import type { Role } from '@portal/common';

let t: TestServer;
let actors: Record<Role, Actor>;
let subject: Actor;

beforeAll(async () => {
  t = await startTestServer();
  actors = await makeRoleActors(t);
  subject = await makeUser(t, { supervisorId: actors.fieldSupervisor.user.id });
});
afterAll(() => t?.close());

const SAVE = 'mutation($id: Int, $t: ReviewTemplateEditInput!) { saveReviewTemplate(id: $id, template: $t) }';
const save = (who: Actor, template: unknown, id: number | null = null) => t.gql<{ saveReviewTemplate: number }>(SAVE, { id, t: template }, who.token);

const scale = [{ name: 'Good', value: '1' }, { name: 'Poor', value: '2' }];
function template(title: string, extraQuestion = 'Comments'): ReviewTemplateInput {
  return {
    title,
    year: 2027,
    evaluations: [
      {
        title: 'Self Assessment',
        authorHidden: false,
        needsAssignment: false,
        sections: [
          { title: 'Safety', instructions: 'Rate each.', questions: [{ text: 'Works safely.', answerType: 'multi', options: scale }, { text: 'Next check-in', answerType: 'date', options: [] }] },
          { title: 'Notes', instructions: null, questions: [{ text: extraQuestion, answerType: 'text', options: [] }] },
        ],
      },
      { title: 'Periodic Performance Assessment (PPA)', authorHidden: true, needsAssignment: true, sections: [{ title: 'On site', instructions: null, questions: [{ text: 'Quality', answerType: 'multi', options: scale }] }] },
    ],
  };
}

/** The saved tree, in order, as the workshop reads it. */
async function tree(id: number) {
  const res = await t.gql<{ reviewTemplate: { title: string; supersededById: number | null; evaluationTemplates: { title: string; needsAssignment: boolean; sections: { title: string; questions: { text: string; answerType: string; answerOptions: { name: string }[] }[] }[] }[] } }>(
    `query($id: Int!) { reviewTemplate(where: { id: $id }) { title supersededById evaluationTemplates(orderBy: [{ order: asc }]) { title needsAssignment
      sections(orderBy: [{ order: asc }]) { title questions(orderBy: [{ order: asc }]) { text answerType answerOptions(orderBy: [{ id: asc }]) { name } } } } } }`,
    { id }, actors.webEditor.token);
  expect(res.errors).toBeUndefined();
  return res.data!.reviewTemplate;
}
const templateCount = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from review_templates`))[0].n;

describe('saving review templates', () => {
  it('only superAdmin and webEditor save; a bad tree is refused whole, with the first problem', async () => {
    for (const role of ['user', 'fieldSupervisor', 'admin'] as const) expect(errorCode(await save(actors[role], template('Nope')))).toBe('FORBIDDEN');
    const oneOption = template('Bad');
    oneOption.evaluations[0].sections[0].questions[0].options = [{ name: 'Only', value: '1' }];
    expect((await save(actors.webEditor, oneOption)).errors?.[0].message).toBe('A choice question needs at least 2 options.');
    expect((await save(actors.webEditor, { ...template('Bad'), evaluations: [] })).errors?.[0].message).toBe('Add at least one form.');
    expect((await save(actors.webEditor, { ...template('Bad'), title: '  ' })).errors?.[0].message).toBe('Enter the template title.');
    const textWithOptions = template('Bad');
    textWithOptions.evaluations[0].sections[1].questions[0].options = scale;
    expect(errorCode(await save(actors.superAdmin, textWithOptions))).toBe('BAD_USER_INPUT');
    expect(await templateCount()).toBe(0);
  });

  it('creates the whole tree in order, and edits an unused template in place', async () => {
    const id = (await save(actors.superAdmin, template('2027 Field Review'))).data!.saveReviewTemplate;
    const saved = await tree(id);
    expect(saved.evaluationTemplates.map((e) => [e.title, e.needsAssignment])).toEqual([['Self Assessment', false], ['Periodic Performance Assessment (PPA)', true]]);
    expect(saved.evaluationTemplates[0].sections.map((s) => s.questions.map((q) => `${q.answerType}:${q.text}:${q.answerOptions.length}`))).toEqual([
      ['multi:Works safely.:2', 'date:Next check-in:0'],
      ['text:Comments:0'],
    ]);
    const again = await save(actors.webEditor, template('2027 Field Review (edited)', 'What went well?'), id);
    expect(again.data!.saveReviewTemplate).toBe(id);
    expect((await tree(id)).evaluationTemplates[0].sections[1].questions[0].text).toBe('What went well?');
    expect(await templateCount()).toBe(1);
  });

  it('a template a review was assigned from becomes a new version; the review keeps its own', async () => {
    const id = (await save(actors.webEditor, template('2027 Office Review'))).data!.saveReviewTemplate;
    await t.db.insert(reviewCycles).values({ name: '2027 Office', startDate: '2027-01-15', templateId: id });
    const assign = await t.gql<{ assignReviewToUser: number }>(
      'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
      { n: subject.user.employeeNumber, t: id, d: addDays(clock.today(), 20) }, actors.webEditor.token);
    expect(assign.errors).toBeUndefined();

    const next = (await save(actors.webEditor, template('2027 Office Review', 'Anything else?'), id)).data!.saveReviewTemplate;
    expect(next).not.toBe(id);
    expect((await tree(id)).supersededById).toBe(next);
    expect((await tree(id)).evaluationTemplates[0].sections[1].questions[0].text).toBe('Comments');
    expect((await tree(next)).evaluationTemplates[0].sections[1].questions[0].text).toBe('Anything else?');
    const [review] = await queryRows<{ template_version_id: number; notes: string }>(t.db, sql`
      select r.template_version_id, (select q.text from questions q join sections s on s.id = q.section_id join evaluations e on e.id = s.evaluation_id
        where e.review_id = r.id and s.title = 'Notes' limit 1) as notes
      from reviews r where r.id = ${assign.data!.assignReviewToUser}`);
    expect(review).toEqual({ template_version_id: id, notes: 'Comments' });
    const [cycle] = await queryRows<{ template_id: number }>(t.db, sql`select template_id from review_cycles where name = '2027 Office'`);
    expect(cycle.template_id).toBe(next);

    // The old version is read-only and no longer offered for new reviews.
    expect((await save(actors.webEditor, template('x'), id)).errors?.[0].message).toBe('This is an older version of the template; edit its current version.');
    const old = await t.gql('mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
      { n: subject.user.employeeNumber, t: id, d: addDays(clock.today(), 20) }, actors.webEditor.token);
    expect(old.errors?.[0].message).toBe('That template has a newer version; choose the current one.');
  });
});

describe("spec 3's createOneReviewTemplate (title, year)", () => {
  const CREATE_ONE = `mutation($data: ReviewTemplateCreateInput!) {
    createOneReviewTemplate(data: $data) { id title year supersededById evaluationTemplates(orderBy: [{ order: asc }]) { title } }
  }`;
  type Created = { createOneReviewTemplate: { id: number; title: string; year: number | null; supersededById: number | null; evaluationTemplates: { title: string }[] } };

  it('superAdmin and webEditor create a template holding the standard forms, which the editor then changes and reviews use', async () => {
    for (const role of ['superAdmin', 'webEditor'] as const) {
      const res = await t.gql<Created>(CREATE_ONE, { data: { title: ` 2028 ${role} Review `, year: 2028 } }, actors[role].token);
      expect(res.errors).toBeUndefined();
      const created = res.data!.createOneReviewTemplate;
      expect(created).toMatchObject({ title: `2028 ${role} Review`, year: 2028, supersededById: null });
      expect(created.evaluationTemplates.map((e) => e.title).slice(0, 2)).toEqual(['Self Assessment', 'Annual Performance Review']);
      expect(created.evaluationTemplates.map((e) => e.title)).toContain('Periodic Performance Assessment (PPA)');
      // The same template the editor saves: edited in place while no review uses it.
      expect((await save(actors[role], template(`2028 ${role} Review`), created.id)).data!.saveReviewTemplate).toBe(created.id);
    }
    const withoutYear = await t.gql<Created>(CREATE_ONE, { data: { title: 'Any Year Review' } }, actors.webEditor.token);
    expect(withoutYear.data!.createOneReviewTemplate).toMatchObject({ title: 'Any Year Review', year: null });
    const assign = await t.gql('mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
      { n: subject.user.employeeNumber, t: withoutYear.data!.createOneReviewTemplate.id, d: addDays(clock.today(), 20) }, actors.webEditor.token);
    expect(assign.errors).toBeUndefined();
  });

  it('refuses other roles and anonymous callers, and writes nothing', async () => {
    const before = await templateCount();
    for (const role of ['user', 'fieldSupervisor', 'admin'] as const) {
      expect(errorCode(await t.gql(CREATE_ONE, { data: { title: 'Nope', year: 2028 } }, actors[role].token)), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(CREATE_ONE, { data: { title: 'Nope', year: 2028 } }))).toBe('UNAUTHENTICATED');
    expect(await templateCount()).toBe(before);
  });

  it('refuses a missing title, a year out of range and anything but a title and a year, with the editor’s messages', async () => {
    const before = await templateCount();
    const blank = await t.gql(CREATE_ONE, { data: { title: '  ', year: 2028 } }, actors.webEditor.token);
    expect([errorCode(blank), blank.errors?.[0].message]).toEqual(['BAD_USER_INPUT', 'Enter the template title.']);
    const untitled = await t.gql(CREATE_ONE, { data: { year: 2028 } }, actors.webEditor.token);
    expect(untitled.errors?.[0].message).toBe('Enter the template title.');
    const year = await t.gql(CREATE_ONE, { data: { title: 'Old', year: 1999 } }, actors.webEditor.token);
    expect([errorCode(year), year.errors?.[0].message]).toEqual(['BAD_USER_INPUT', 'A year from 2000 to 2100.']);
    const nested = await t.gql(CREATE_ONE, { data: { title: 'Forms', year: 2028, evaluationTemplates: { create: [{ title: 'Self Assessment' }] } } }, actors.webEditor.token);
    expect([errorCode(nested), nested.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      'A new review template takes a title and a year only (not evaluationTemplates); its forms are edited in the template editor.',
    ]);
    expect(errorCode(await t.gql(CREATE_ONE, { data: { title: 'Old', supersededById: 1 } }, actors.webEditor.token))).toBe('BAD_USER_INPUT');
    expect(await templateCount()).toBe(before);
  });
});
