/**
 * The review workflow over HTTP (spec 3 section 4): assigning a review from a template, My
 * reviews' sections and action labels from each viewer's side, save / submit / sign with the
 * author moving by type, writer assignment with copies and the 10 limit, review completion,
 * deletion rules and the reminder e-mail against a real SMTP server; and every refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, clock, REVIEW_DUE_IN_PAST } from '@portal/common';
import { queryRows } from '../../../db/client';
import { goals, portalSettings } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendDueEvaluationReminders } from '../dueReminders';

let t: TestServer;
let smtp: TestSmtp;
// hr (webEditor) runs the reviews; boss (fieldSupervisor) manages worker; signer (superAdmin) is
// the leadership signer; peers write feedback; outsider has no part in anything.
let hr: Actor, boss: Actor, worker: Actor, signer: Actor, peer1: Actor, peer2: Actor, outsider: Actor, loner: Actor;
let templateId: number;
let reviewId: number;
const due = addDays(clock.today(), 30);
// My reviews lists a review under its own year, the sample template's (this year), even when it
// is due next year (decision 0128).
const year = clock.year();

interface Evaluation {
  id: number;
  title: string;
  status: string;
  author: string | null;
  authorEmployeeNumber: string | null;
  formAuthorEmployeeNumber: string | null;
  needsAssignment: boolean;
  needsSignature: boolean;
  authorHidden: boolean;
  signedUserId: string | null;
  signerName: string | null;
}
const FIELDS = 'id title status author authorEmployeeNumber formAuthorEmployeeNumber needsAssignment needsSignature authorHidden signedUserId signerName';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
  hr = await makeUser(t, { userType: 'webEditor', firstName: 'Hannah', lastName: 'Reed' });
  signer = await makeUser(t, { userType: 'superAdmin', firstName: 'Sam', lastName: 'Signer', email: 'signer@test.example' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss', email: 'boss@test.example' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: boss.user.id, email: 'worker@test.example' });
  peer1 = await makeUser(t, { firstName: 'Pat', lastName: 'One', supervisorId: boss.user.id });
  peer2 = await makeUser(t, { firstName: 'Pia', lastName: 'Two', supervisorId: boss.user.id });
  outsider = await makeUser(t, { firstName: 'Otto', lastName: 'Side' });
  loner = await makeUser(t, { firstName: 'Lone', lastName: 'Ly' });
  await t.db.insert(portalSettings).values({ key: 'leadershipSigner', value: signer.user.employeeNumber });
  const sample = await t.gql<{ createSampleReviewTemplate: number }>('mutation { createSampleReviewTemplate }', {}, hr.token);
  expect(sample.errors).toBeUndefined();
  templateId = sample.data!.createSampleReviewTemplate;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ASSIGN_REVIEW = 'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }';
const assignReview = (by: Actor, employeeNumber: string, d = due) => t.gql<{ assignReviewToUser: number }>(ASSIGN_REVIEW, { n: employeeNumber, t: templateId, d }, by.token);

const MY = `query($y: Int!, $c: Boolean!) { myEvaluations(year: $y, completed: $c) { section action evaluation { ${FIELDS} } } }`;
async function my(viewer: Actor, completed = false) {
  const res = await t.gql<{ myEvaluations: { section: string; action: string; evaluation: Evaluation }[] }>(MY, { y: year, c: completed }, viewer.token);
  expect(res.errors).toBeUndefined();
  return res.data!.myEvaluations.filter((m) => evaluationIds.has(m.evaluation.id));
}
const listed = async (viewer: Actor, completed = false) => (await my(viewer, completed)).map((m) => `${m.section}: ${m.evaluation.title}: ${m.action}`).sort();

let evaluationIds = new Set<number>();
async function evaluationsOfReview(): Promise<Evaluation[]> {
  const res = await t.gql<{ evaluations: Evaluation[] }>(`query($r: Int!) { evaluations(where: { reviewId: { equals: $r } }, orderBy: [{ id: asc }]) { ${FIELDS} } }`, { r: reviewId }, hr.token);
  expect(res.errors).toBeUndefined();
  evaluationIds = new Set(res.data!.evaluations.map((e) => e.id));
  return res.data!.evaluations;
}
const byTitle = async (title: string) => (await evaluationsOfReview()).filter((e) => e.title === title);

async function questionsOf(evaluationId: number, viewer = hr) {
  const res = await t.gql<{ evaluation: { sections: { questions: { id: number; answerType: string; answer: string | null; answerOptions: { value: string }[] }[] }[] } | null }>(
    `query($id: Int!) { evaluation(where: { id: $id }) { sections(orderBy: [{ order: asc }]) { questions(orderBy: [{ order: asc }]) { id answerType answer answerOptions { value } } } } }`,
    { id: evaluationId }, viewer.token);
  expect(res.errors).toBeUndefined();
  return res.data!.evaluation!.sections.flatMap((s) => s.questions);
}
/** An answer for each question, valid for its type. */
async function fullAnswers(evaluationId: number, viewer: Actor) {
  return (await questionsOf(evaluationId, viewer)).map((q) => ({
    questionId: q.id,
    answer: q.answerType === 'multi' ? q.answerOptions[0].value : q.answerType === 'date' ? due : `Answer ${q.id}`,
  }));
}

const SAVE = `mutation($id: Int!, $a: [AnswerInput!]!) { saveEvaluation(id: $id, answers: $a) { ${FIELDS} } }`;
const SUBMIT = `mutation($id: Int!, $a: [AnswerInput!]!) { submitEvaluation(id: $id, answers: $a) { ${FIELDS} } }`;
const SIGN = `mutation($id: Int!, $n: String!) { signOffEvaluation(id: $id, fullName: $n) { ${FIELDS} } }`;
const ASSIGN = 'mutation($id: Int!, $n: [String!]!) { assignEvaluation(evaluationId: $id, employeeNumbers: $n) }';
const save = (by: Actor, id: number, a: unknown[]) => t.gql<{ saveEvaluation: Evaluation }>(SAVE, { id, a }, by.token);
const submit = (by: Actor, id: number, a: unknown[]) => t.gql<{ submitEvaluation: Evaluation }>(SUBMIT, { id, a }, by.token);
const sign = (by: Actor, id: number, n: string) => t.gql<{ signOffEvaluation: Evaluation }>(SIGN, { id, n }, by.token);

describe('assigning a review', () => {
  it('only review managers assign; bad input is refused and creates nothing', async () => {
    for (const who of [worker, boss]) expect(errorCode(await assignReview(who, worker.user.employeeNumber))).toBe('FORBIDDEN');
    expect((await assignReview(hr, 'nobody-0')).errors?.[0].message).toBe('Choose an active employee.');
    expect((await assignReview(hr, loner.user.employeeNumber)).errors?.[0].message).toMatch(/has no supervisor/);
    expect(errorCode(await assignReview(hr, worker.user.employeeNumber, '2026-02-30'))).toBe('BAD_USER_INPUT');
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from reviews`);
    expect(n).toBe(0);
  });

  it('creates the review and one evaluation per form, copying each form, with writers by type', async () => {
    const res = await assignReview(hr, worker.user.employeeNumber);
    expect(res.errors).toBeUndefined();
    reviewId = res.data!.assignReviewToUser;
    const evaluations = await evaluationsOfReview();
    const summary = evaluations.map((e) => [e.title, e.authorEmployeeNumber, e.needsAssignment]);
    expect(summary).toEqual([
      ['Self Assessment', worker.user.employeeNumber, false],
      ['Annual Performance Review', boss.user.employeeNumber, false],
      ['Leadership Evaluation', boss.user.employeeNumber, false],
      ['Internal Client Evaluation', boss.user.employeeNumber, true],
      ['Periodic Performance Assessment (PPA)', boss.user.employeeNumber, true],
      ['Client D1 Evaluation', boss.user.employeeNumber, true],
    ]);
    // Each evaluation's form has the template's questions, and no answers.
    const [{ template, copies, answered }] = await queryRows<{ template: number; copies: number; answered: number }>(t.db, sql`
      select (select count(*)::int from questions q join sections s on s.id = q.section_id join evaluation_templates et on et.id = s.evaluation_template_id where et.review_template_id = ${templateId}) as template,
        (select count(*)::int from questions q join sections s on s.id = q.section_id join evaluations e on e.id = s.evaluation_id where e.review_id = ${reviewId}) as copies,
        (select count(*)::int from questions q join sections s on s.id = q.section_id join evaluations e on e.id = s.evaluation_id where e.review_id = ${reviewId} and q.answer is not null) as answered`);
    expect(copies).toBe(template);
    expect(answered).toBe(0);
  });

  it('lists each evaluation in the right section with the right action for each viewer', async () => {
    expect(await listed(worker)).toEqual(['personal: Self Assessment: Start']);
    expect(await listed(boss)).toEqual([
      'manager: Annual Performance Review: Start',
      'manager: Client D1 Evaluation: Assign',
      'manager: Internal Client Evaluation: Assign',
      'manager: Leadership Evaluation: Start',
      'manager: Periodic Performance Assessment (PPA): Assign',
      'manager: Self Assessment: View',
    ]);
    expect(await listed(outsider)).toEqual([]);
    expect(errorCode(await t.gql(MY, { y: 99999, c: false }, worker.token))).toBe('BAD_USER_INPUT');
  });
});

describe('filling, submitting and signing', () => {
  it('the author saves for later; nobody else may, and a bad answer changes nothing', async () => {
    const [self] = await byTitle('Self Assessment');
    const answers = await fullAnswers(self.id, worker);
    const multi = (await questionsOf(self.id, worker)).find((q) => q.answerType === 'multi')!;
    for (const who of [boss, outsider, hr]) expect(errorCode(await save(who, self.id, answers))).toBe('FORBIDDEN');
    expect((await save(worker, self.id, [...answers.slice(0, 1), { questionId: multi.id, answer: '7' }])).errors?.[0].message).toBe('Choose one of the offered answers.');
    const [annual] = await byTitle('Annual Performance Review');
    const foreign = (await questionsOf(annual.id))[0];
    expect(errorCode(await save(worker, self.id, [{ questionId: foreign.id, answer: 'sneaky' }]))).toBe('BAD_USER_INPUT');
    expect((await questionsOf(self.id)).every((q) => q.answer === null)).toBe(true);
    expect((await questionsOf(annual.id)).every((q) => q.answer === null)).toBe(true);

    const saved = await save(worker, self.id, answers.slice(0, 2));
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEvaluation.status).toBe('SAVE_FOR_LATER');
    expect((await questionsOf(self.id)).filter((q) => q.answer !== null)).toHaveLength(2);
    expect(await listed(worker)).toEqual(['personal: Self Assessment: Resume']);
  });

  it('submitting a self assessment moves it to the manager to sign; its answers then never change', async () => {
    const [self] = await byTitle('Self Assessment');
    const res = await submit(worker, self.id, await fullAnswers(self.id, worker));
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitEvaluation).toMatchObject({
      status: 'COMPLETED', needsSignature: true, authorEmployeeNumber: boss.user.employeeNumber, formAuthorEmployeeNumber: worker.user.employeeNumber,
    });
    expect(errorCode(await save(worker, self.id, []))).toBe('FORBIDDEN');
    expect(errorCode(await save(boss, self.id, []))).toBe('BAD_USER_INPUT');
    // The audit log says who submitted, with the form before and after.
    const [entry] = await queryRows<{ actor: string; before_status: string; after_status: string }>(t.db, sql`
      select actor_employee_number as actor, before->>'status' as before_status, after->>'status' as after_status
      from audit_log where entity = 'Evaluation' and entity_id = ${String(self.id)} and action = 'submit'`);
    expect(entry).toEqual({ actor: worker.user.employeeNumber, before_status: 'SAVE_FOR_LATER', after_status: 'COMPLETED' });
    expect(await listed(worker)).toEqual([]);
    expect(await listed(worker, true)).toEqual(['personal: Self Assessment: View']);
    expect(await listed(boss)).toContain('manager: Self Assessment: Sign Off');
    // The bell tells the manager, and its link opens the form.
    const bell = await t.gql<{ myNotifications: { text: string; link: string }[] }>('{ myNotifications { text link } }', {}, boss.token);
    expect(bell.data!.myNotifications).toContainEqual({ text: 'Evaluation to sign: Self Assessment (Wendy Worker)', link: `/reviews?evaluation=${self.id}` });
  });

  it('only the designated signer signs, typing their own name (any case)', async () => {
    const [self] = await byTitle('Self Assessment');
    expect(errorCode(await sign(worker, self.id, 'Wendy Worker'))).toBe('FORBIDDEN');
    expect((await sign(boss, self.id, 'Bob Boss')).errors?.[0].message).toBe('Type your full name exactly as shown to sign.');
    const res = await sign(boss, self.id, '  bo   BOSS ');
    expect(res.errors).toBeUndefined();
    expect(res.data!.signOffEvaluation).toMatchObject({ needsSignature: false, signedUserId: boss.user.employeeNumber, signerName: 'Bo Boss' });
    expect(errorCode(await sign(boss, self.id, 'Bo Boss'))).toBe('BAD_USER_INPUT');
    expect(await listed(boss, true)).toContain('manager: Self Assessment: View');
  });

  it('an annual review goes to its subject to sign; a leadership evaluation to the leadership signer', async () => {
    const [annual] = await byTitle('Annual Performance Review');
    expect((await submit(boss, annual.id, await fullAnswers(annual.id, boss))).data!.submitEvaluation.authorEmployeeNumber).toBe(worker.user.employeeNumber);
    expect(await listed(worker)).toEqual(['personal: Annual Performance Review: Sign Off']);
    expect((await sign(worker, annual.id, 'Wendy Worker')).errors).toBeUndefined();

    const [leadership] = await byTitle('Leadership Evaluation');
    await t.db.update(portalSettings).set({ value: '' }).where(sql`key = 'leadershipSigner'`);
    expect((await submit(boss, leadership.id, [])).errors?.[0].message).toMatch(/No leadership signer is set/);
    expect((await byTitle('Leadership Evaluation'))[0].status).toBe('INCOMPLETE');
    await t.db.update(portalSettings).set({ value: signer.user.employeeNumber }).where(sql`key = 'leadershipSigner'`);
    const res = await submit(boss, leadership.id, await fullAnswers(leadership.id, boss));
    expect(res.data!.submitEvaluation).toMatchObject({ authorEmployeeNumber: signer.user.employeeNumber, formAuthorEmployeeNumber: boss.user.employeeNumber });
    expect(await listed(signer)).toEqual(['manager: Leadership Evaluation: Sign Off']);
    expect((await sign(signer, leadership.id, 'Sam Signer')).errors).toBeUndefined();
  });
});

describe('assigning writers', () => {
  it('the manager gives a PPA to two writers: one copy each, author hidden from the subject', async () => {
    const [ppa] = await byTitle('Periodic Performance Assessment (PPA)');
    const eleven = Array.from({ length: 11 }, (_, i) => `x${i}`);
    expect((await t.gql(ASSIGN, { id: ppa.id, n: eleven }, boss.token)).errors?.[0].message).toBe('Please select no more than 10 assignees');
    expect(errorCode(await t.gql(ASSIGN, { id: ppa.id, n: [peer1.user.employeeNumber] }, outsider.token))).toBe('FORBIDDEN');
    expect((await t.gql(ASSIGN, { id: ppa.id, n: [worker.user.employeeNumber] }, boss.token)).errors?.[0].message).toBe('The subject cannot write their own feedback.');

    const res = await t.gql<{ assignEvaluation: number[] }>(ASSIGN, { id: ppa.id, n: [peer1.user.employeeNumber, peer2.user.employeeNumber] }, boss.token);
    expect(res.errors).toBeUndefined();
    const ppas = await byTitle('Periodic Performance Assessment (PPA)');
    expect(ppas.map((e) => [e.authorEmployeeNumber, e.needsAssignment, e.authorHidden]).sort()).toEqual(
      [[peer1.user.employeeNumber, false, true], [peer2.user.employeeNumber, false, true]].sort());
    expect((await questionsOf(ppas[1].id)).length).toBe((await questionsOf(ppas[0].id)).length);
    expect(await listed(peer1)).toEqual(['peer: Periodic Performance Assessment (PPA): Start']);
    // Nothing is left to assign, and the subject does not learn who writes.
    expect(errorCode(await t.gql(ASSIGN, { id: ppa.id, n: [outsider.user.employeeNumber] }, boss.token))).toBe('BAD_USER_INPUT');
    const seen = await t.gql<{ evaluations: Evaluation[] }>(`{ evaluations(where: { title: { contains: "PPA" } }) { ${FIELDS} } }`, {}, worker.token);
    expect(seen.data!.evaluations.filter((e) => evaluationIds.has(e.id)).map((e) => e.authorEmployeeNumber)).toEqual([null, null]);
  });

  it('an Internal Client evaluation takes one writer; those already writing its title are excluded', async () => {
    const [internal] = await byTitle('Internal Client Evaluation');
    expect((await t.gql(ASSIGN, { id: internal.id, n: [peer1.user.employeeNumber, peer2.user.employeeNumber] }, boss.token)).errors?.[0].message).toBe('Choose one assignee for this evaluation.');
    const exclusions = await t.gql<{ evaluationAssigneeExclusions: string[] }>('query($id: Int!) { evaluationAssigneeExclusions(evaluationId: $id) }', { id: internal.id }, boss.token);
    expect(exclusions.data!.evaluationAssigneeExclusions).toEqual([worker.user.employeeNumber]);
    expect(errorCode(await t.gql('query($id: Int!) { evaluationAssigneeExclusions(evaluationId: $id) }', { id: internal.id }, outsider.token))).toBe('NOT_FOUND');
    expect((await t.gql(ASSIGN, { id: internal.id, n: [peer1.user.employeeNumber] }, boss.token)).errors).toBeUndefined();
    const [d1] = await byTitle('Client D1 Evaluation');
    expect((await t.gql(ASSIGN, { id: d1.id, n: [peer1.user.employeeNumber] }, boss.token)).errors).toBeUndefined();
    expect(await listed(peer1)).toEqual([
      'peer: Client D1 Evaluation: Start', 'peer: Internal Client Evaluation: Start', 'peer: Periodic Performance Assessment (PPA): Start',
    ]);
  });

  it('the review completes by itself when its last evaluation is submitted', async () => {
    const open = (await evaluationsOfReview()).filter((e) => e.status !== 'COMPLETED');
    const reviewStatus = async () => (await queryRows<{ status: string; done: boolean }>(t.db, sql`select status, date_completed is not null as done from reviews where id = ${reviewId}`))[0];
    for (const [i, e] of open.entries()) {
      const writer = [peer1, peer2].find((p) => p.user.employeeNumber === e.authorEmployeeNumber)!;
      expect(await reviewStatus()).toEqual({ status: 'INCOMPLETE', done: false });
      const res = await submit(writer, e.id, await fullAnswers(e.id, writer));
      expect(res.errors, `${i}`).toBeUndefined();
    }
    expect(await reviewStatus()).toEqual({ status: 'COMPLETED', done: true });
    // Submitted feedback waits for the manager's signature: the subject reads its answers only
    // once it is signed off (decision 0052), still without the writer.
    const [ppa] = await byTitle('Periodic Performance Assessment (PPA)');
    expect(ppa.needsSignature).toBe(true);
    expect((await questionsOf(ppa.id, worker)).every((q) => q.answer === null)).toBe(true);
    expect((await sign(boss, ppa.id, 'Bo Boss')).errors).toBeUndefined();
    expect((await questionsOf(ppa.id, worker)).some((q) => q.answer !== null)).toBe(true);
  });
});

describe('admin edits from Navigator forms', () => {
  it('a review manager moves the author, hides the writer and moves the due date, with an audit entry; others are refused', async () => {
    const rid = (await t.gql<{ assignReviewToUser: number }>(ASSIGN_REVIEW, { n: peer2.user.employeeNumber, t: templateId, d: due }, hr.token)).data!.assignReviewToUser;
    const [annual] = await queryRows<{ id: number }>(t.db, sql`select id from evaluations where review_id = ${rid} and title = 'Annual Performance Review'`);
    const EDIT = `mutation($id: Int!, $a: String, $h: Boolean, $d: Date) { updateEvaluationAdmin(id: $id, authorEmployeeNumber: $a, authorHidden: $h, dateToCompleteBy: $d) { ${FIELDS} } }`;
    expect(errorCode(await t.gql(EDIT, { id: annual.id, a: outsider.user.employeeNumber }, boss.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(EDIT, { id: annual.id, a: 'nobody' }, hr.token))).toBe('BAD_USER_INPUT');
    const res = await t.gql<{ updateEvaluationAdmin: Evaluation }>(EDIT, { id: annual.id, a: signer.user.employeeNumber, h: true, d: addDays(due, 7) }, hr.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateEvaluationAdmin).toMatchObject({ authorEmployeeNumber: signer.user.employeeNumber, formAuthorEmployeeNumber: signer.user.employeeNumber, authorHidden: true });
    const [row] = await queryRows<{ due: string; audited: number }>(t.db, sql`
      select date_to_complete_by::text as due, (select count(*)::int from audit_log where entity = 'Evaluation' and entity_id = ${String(annual.id)} and action = 'admin edit') as audited
      from evaluations where id = ${annual.id}`);
    expect(row).toEqual({ due: addDays(due, 7), audited: 1 });
    await t.gql('mutation($id: Int!) { deleteReviewAndConnectedEvaluations(reviewId: $id) }', { id: rid }, hr.token);
  });

  it('refuses moving a due date into the past, as Create Review does; an overdue form keeps its date while its writer changes', async () => {
    const rid = (await t.gql<{ assignReviewToUser: number }>(ASSIGN_REVIEW, { n: peer1.user.employeeNumber, t: templateId, d: due }, hr.token)).data!.assignReviewToUser;
    const [annual] = await queryRows<{ id: number }>(t.db, sql`select id from evaluations where review_id = ${rid} and title = 'Annual Performance Review'`);
    const EDIT = `mutation($id: Int!, $a: String, $d: Date) { updateEvaluationAdmin(id: $id, authorEmployeeNumber: $a, dateToCompleteBy: $d) { id authorEmployeeNumber } }`;
    const dueOf = async () => (await queryRows<{ due: string }>(t.db, sql`select date_to_complete_by::text as due from evaluations where id = ${annual.id}`))[0].due;
    const today = clock.today();

    const yesterday = await t.gql(EDIT, { id: annual.id, d: addDays(today, -1) }, hr.token);
    expect(errorCode(yesterday)).toBe('BAD_USER_INPUT');
    expect(yesterday.errors?.[0].message).toBe(REVIEW_DUE_IN_PAST);
    expect(await dueOf()).toBe(due);
    // Today is not past: the form is due today.
    expect((await t.gql(EDIT, { id: annual.id, d: today }, hr.token)).errors).toBeUndefined();
    expect(await dueOf()).toBe(today);

    // An overdue form (its date passed while it waited): giving it a new writer resends its date
    // unchanged, which is no move into the past; another past date is one.
    const overdue = addDays(today, -10);
    await t.db.execute(sql`update evaluations set date_to_complete_by = ${overdue} where id = ${annual.id}`);
    const rewritten = await t.gql<{ updateEvaluationAdmin: { authorEmployeeNumber: string } }>(EDIT, { id: annual.id, a: peer2.user.employeeNumber, d: overdue }, hr.token);
    expect(rewritten.errors).toBeUndefined();
    expect(rewritten.data!.updateEvaluationAdmin.authorEmployeeNumber).toBe(peer2.user.employeeNumber);
    expect(await dueOf()).toBe(overdue);
    const earlier = await t.gql(EDIT, { id: annual.id, a: signer.user.employeeNumber, d: addDays(overdue, -1) }, hr.token);
    expect(earlier.errors?.[0].message).toBe(REVIEW_DUE_IN_PAST);
    // Refused as a whole: the writer did not change either.
    expect((await queryRows<{ a: string }>(t.db, sql`select author_employee_number as a from evaluations where id = ${annual.id}`))[0].a).toBe(peer2.user.employeeNumber);
    expect(await dueOf()).toBe(overdue);
    await t.gql('mutation($id: Int!) { deleteReviewAndConnectedEvaluations(reviewId: $id) }', { id: rid }, hr.token);
  });
});

describe('goals inside an evaluation', () => {
  it('lists the subject\'s due goals to the subject and the manager, not to peer writers; the author completes one into the form', async () => {
    const rid = (await t.gql<{ assignReviewToUser: number }>(ASSIGN_REVIEW, { n: peer2.user.employeeNumber, t: templateId, d: due }, hr.token)).data!.assignReviewToUser;
    const forms = (await t.gql<{ evaluations: Evaluation[] }>(`query($r: Int!) { evaluations(where: { reviewId: { equals: $r } }) { ${FIELDS} } }`, { r: rid }, hr.token)).data!.evaluations;
    const form = (title: string) => forms.find((e) => e.title === title)!;
    const goal = async (title: string, dueDate: string, status: 'Active' | 'COMPLETED' = 'Active') =>
      (await t.db.insert(goals).values({ title, startDate: addDays(clock.today(), -60), dueDate, userId: peer2.user.id, status }).returning())[0].id;
    const dueGoal = await goal('Finish OSHA 30', addDays(clock.today(), -1));
    await goal('Lead a crew', addDays(clock.today(), 30));
    await goal('Old goal', addDays(clock.today(), -90), 'COMPLETED');

    const GOALS = 'query($id: Int!) { evaluationGoals(evaluationId: $id) { id title status evaluationSectionId } }';
    const listedGoals = async (who: Actor, id: number) => (await t.gql<{ evaluationGoals: { id: number; title: string; status: string; evaluationSectionId: number | null }[] | null }>(GOALS, { id }, who.token));
    expect((await listedGoals(peer2, form('Self Assessment').id)).data!.evaluationGoals!.map((g) => g.title)).toEqual(['Finish OSHA 30']);
    expect((await listedGoals(boss, form('Annual Performance Review').id)).data!.evaluationGoals!.map((g) => g.title)).toEqual(['Finish OSHA 30']);
    expect(errorCode(await listedGoals(outsider, form('Annual Performance Review').id))).toBe('NOT_FOUND');
    await t.gql(ASSIGN, { id: form('Periodic Performance Assessment (PPA)').id, n: [peer1.user.employeeNumber] }, boss.token);
    expect((await listedGoals(peer1, form('Periodic Performance Assessment (PPA)').id)).data!.evaluationGoals).toBeNull();

    const COMPLETE = 'mutation($e: Int!, $g: Int!) { completeEvaluationGoal(evaluationId: $e, goalId: $g) { id status } }';
    const annual = form('Annual Performance Review').id;
    expect(errorCode(await t.gql(COMPLETE, { e: annual, g: dueGoal }, peer2.token))).toBe('FORBIDDEN');
    const done = await t.gql<{ completeEvaluationGoal: { status: string } }>(COMPLETE, { e: annual, g: dueGoal }, boss.token);
    expect(done.data!.completeEvaluationGoal.status).toBe('COMPLETED');
    const [{ section }] = await queryRows<{ section: string }>(t.db, sql`select s.title as section from goals g join sections s on s.id = g.evaluation_section_id where g.id = ${dueGoal}`);
    expect(section).toBe('Goals');
    expect((await listedGoals(boss, annual)).data!.evaluationGoals!.map((g) => [g.title, g.status])).toEqual([['Finish OSHA 30', 'COMPLETED']]);
    // The Self Assessment no longer lists it (completed elsewhere), and a goal not yet due cannot be completed.
    expect((await listedGoals(peer2, form('Self Assessment').id)).data!.evaluationGoals).toEqual([]);
    const [later] = await queryRows<{ id: number }>(t.db, sql`select id from goals where title = 'Lead a crew'`);
    expect(errorCode(await t.gql(COMPLETE, { e: form('Self Assessment').id, g: later.id }, peer2.token))).toBe('BAD_USER_INPUT');
    await t.gql('mutation($id: Int!) { deleteReviewAndConnectedEvaluations(reviewId: $id) }', { id: rid }, hr.token);
  });
});

describe('reminders and deletion', () => {
  it('sends the current author a reminder with a link, once an hour; only review managers may', async () => {
    const res = await assignReview(hr, worker.user.employeeNumber);
    reviewId = res.data!.assignReviewToUser;
    const [self] = await byTitle('Self Assessment');
    const SEND = 'mutation($id: Int!) { sendNotification(evaluationId: $id) }';
    expect(errorCode(await t.gql(SEND, { id: self.id }, boss.token))).toBe('FORBIDDEN');
    expect((await t.gql(SEND, { id: self.id }, hr.token)).errors).toBeUndefined();
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['worker@test.example']);
    expect(mail.raw).toContain(`http://portal.test/reviews?evaluation=${self.id}`);
    expect(errorCode(await t.gql(SEND, { id: self.id }, hr.token))).toBe('CONFLICT');
  });

  it('the daily job reminds each author of a form due within a week, once a week', async () => {
    const soon = (await t.gql<{ assignReviewToUser: number }>(ASSIGN_REVIEW, { n: peer1.user.employeeNumber, t: templateId, d: addDays(clock.today(), 3) }, hr.token)).data!.assignReviewToUser;
    const before = smtp.received.length;
    // Self (peer1); the annual and leadership forms (boss writes them) and the three waiting for
    // writers (boss chooses them; decision 0038).
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(6);
    const mails = await smtp.waitFor(before + 6);
    expect(mails.slice(before).map((m) => m.to[0]).sort()).toEqual([...Array(5).fill('boss@test.example'), peer1.user.email].sort());
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(0);
    await t.gql('mutation($id: Int!) { deleteReviewAndConnectedEvaluations(reviewId: $id) }', { id: soon }, hr.token);
  });

  it('deletes only evaluations nobody started, and whole reviews, for review managers only', async () => {
    const DELETE = 'mutation($id: Int!) { deleteEvaluationFromReview(evaluationId: $id) }';
    const [self] = await byTitle('Self Assessment');
    const [annual] = await byTitle('Annual Performance Review');
    await save(worker, self.id, []);
    expect(errorCode(await t.gql(DELETE, { id: annual.id }, boss.token))).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: self.id }, hr.token)).errors?.[0].message).toBe('Only an evaluation nobody has started can be deleted.');
    expect((await t.gql(DELETE, { id: annual.id }, hr.token)).errors).toBeUndefined();
    expect((await evaluationsOfReview()).map((e) => e.title)).not.toContain('Annual Performance Review');

    const DELETE_REVIEW = 'mutation($id: Int!) { deleteReviewAndConnectedEvaluations(reviewId: $id) }';
    expect(errorCode(await t.gql(DELETE_REVIEW, { id: reviewId }, boss.token))).toBe('FORBIDDEN');
    expect((await t.gql(DELETE_REVIEW, { id: reviewId }, hr.token)).errors).toBeUndefined();
    expect(await evaluationsOfReview()).toEqual([]);
    expect(errorCode(await t.gql(DELETE_REVIEW, { id: reviewId }, hr.token))).toBe('NOT_FOUND');
  });
});
