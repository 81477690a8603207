/**
 * Evaluation reminders against a real SMTP server (decision 0038): the marker that a reminder
 * went out and its e-mail in the outbox are one transaction, so a failure loses no reminder and
 * blocks no manual one; a new current author is reminded afresh; signers of overdue sign-offs
 * and managers of forms waiting for writers are reminded too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, type ReviewTemplateInput, clock } from '@portal/common';
import { queryRows } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendDueEvaluationReminders } from '../dueReminders';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let smtp: TestSmtp;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, boss: Actor;
let selfOnly: number, ppaOnly: number;
const soon = addDays(clock.today(), 3);
const overdue = addDays(clock.today(), -1);

const form = (title: string, needsAssignment = false) => ({
  title, authorHidden: needsAssignment, needsAssignment,
  sections: [{ title: 'Notes', instructions: null, questions: [{ text: 'Comments', answerType: 'text' as const, options: [] }] }],
});
async function template(title: string, forms: ReviewTemplateInput['evaluations']) {
  const res = await t.gql<{ saveReviewTemplate: number }>('mutation($t: ReviewTemplateEditInput!) { saveReviewTemplate(template: $t) }', { t: { title, year: null, evaluations: forms } }, hr.token);
  return steps.ok(res).saveReviewTemplate;
}

/**
 * A subject (with this e-mail) and their one-form review, due on `due`. A review cannot be created
 * with a past due date (decision 0081), so an overdue one is created due today and its dates then
 * moved back, as time passing would.
 */
async function reviewFor(email: string, due: string, templateId = selfOnly) {
  const subject = await makeUser(t, { email, supervisorId: boss.user.id });
  const today = clock.today();
  const reviewId = await steps.assignReview(hr, subject.user.employeeNumber, templateId, due < today ? today : due);
  if (due < today) {
    await t.db.execute(sql`update reviews set date_to_complete_by = ${due} where id = ${reviewId}`);
    await t.db.execute(sql`update evaluations set date_to_complete_by = ${due} where review_id = ${reviewId}`);
  }
  const [evaluation] = await steps.evaluationsOf(reviewId);
  return { subject, evaluation };
}

/** The mails received since `from`, as recipient and text (quoted-printable undone). */
async function mailsSince(from: number, count: number) {
  const received = await smtp.waitFor(from + count);
  return received.slice(from).map((m) => ({ to: m.to[0], text: m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }));
}
const markerOf = async (id: number) => (await queryRows<{ at: Date | null }>(t.db, sql`select reminder_sent_at as at from evaluations where id = ${id}`))[0].at;
const refuseMailTo = (address: string) => t.db.execute(sql.raw(`alter table email_outbox add constraint test_refuses_mail check ("to" <> '${address}')`));
const acceptAllMail = () => t.db.execute(sql`alter table email_outbox drop constraint test_refuses_mail`);
const SEND = 'mutation($id: Int!) { sendNotification(evaluationId: $id) }';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss', email: 'boss@test.example' });
  selfOnly = await template('Self only', [form('Self Assessment')]);
  ppaOnly = await template('PPA only', [form('Periodic Performance Assessment (PPA)', true)]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the daily reminder job', () => {
  it('a reminder whose e-mail cannot be queued stays due: the others go out, and it goes out on the next run', async () => {
    // The failing one comes first, so a run that stopped at it would lose the others.
    const failing = await reviewFor('unqueueable@test.example', soon);
    const fine1 = await reviewFor('fine1@test.example', soon);
    const fine2 = await reviewFor('fine2@test.example', soon);
    const before = smtp.received.length;
    await refuseMailTo('unqueueable@test.example');
    try {
      await expect(sendDueEvaluationReminders(t.db, t.services)).rejects.toThrow(/1 reminder/);
    } finally {
      await acceptAllMail();
    }
    expect((await mailsSince(before, 2)).map((m) => m.to).sort()).toEqual(['fine1@test.example', 'fine2@test.example']);
    expect(await markerOf(failing.evaluation.id)).toBeNull();
    expect(await markerOf(fine1.evaluation.id)).not.toBeNull();
    expect(await markerOf(fine2.evaluation.id)).not.toBeNull();

    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(1);
    const [mail] = await mailsSince(before + 2, 1);
    expect(mail.to).toBe('unqueueable@test.example');
    expect(mail.text).toContain(`http://portal.test/reviews?evaluation=${failing.evaluation.id}`);
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(0);
  });

  it('a new current author is reminded at once, not a week after the previous one', async () => {
    const { evaluation } = await reviewFor('first@test.example', soon);
    const before = smtp.received.length;
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(1);
    const next = await makeUser(t, { email: 'next@test.example' });
    const moved = await t.gql('mutation($id: Int!, $a: String) { updateEvaluationAdmin(id: $id, authorEmployeeNumber: $a) { id } }', { id: evaluation.id, a: next.user.employeeNumber }, hr.token);
    expect(moved.errors).toBeUndefined();
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(1);
    expect((await mailsSince(before, 2)).map((m) => m.to)).toEqual(['first@test.example', 'next@test.example']);
  });

  it('reminds the signer of an overdue sign-off (not of one still in time) and the manager of a form waiting for writers', async () => {
    const late = await reviewFor('late@test.example', overdue);
    const inTime = await reviewFor('intime@test.example', soon);
    let before = smtp.received.length;
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(2);
    await mailsSince(before, 2);
    await steps.fillAndSubmit(late.subject, late.evaluation.id);
    await steps.fillAndSubmit(inTime.subject, inTime.evaluation.id);

    before = smtp.received.length;
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(1);
    const [sign] = await mailsSince(before, 1);
    expect(sign.to).toBe('boss@test.example');
    expect(sign.text).toContain('is waiting for your signature');
    expect(sign.text).toContain(`http://portal.test/reviews?evaluation=${late.evaluation.id}`);

    const unassigned = await reviewFor('ppa.subject@test.example', soon, ppaOnly);
    before = smtp.received.length;
    expect(await sendDueEvaluationReminders(t.db, t.services)).toBe(1);
    const [assign] = await mailsSince(before, 1);
    expect(assign.to).toBe('boss@test.example');
    expect(assign.text).toContain('is waiting for you to choose its writers');
    expect(assign.text).toContain(`Open it: http://portal.test/reviews?assign=${unassigned.evaluation.id}`);
    expect(await markerOf(unassigned.evaluation.id)).not.toBeNull();
  });
});

describe('the manual reminder', () => {
  it('is not blocked for an hour when its e-mail could not be queued', async () => {
    const { evaluation } = await reviewFor('manual@test.example', addDays(clock.today(), 30));
    await refuseMailTo('manual@test.example');
    try {
      const failed = await t.gql(SEND, { id: evaluation.id }, hr.token);
      expect(failed.errors).toBeDefined();
      expect(errorCode(failed)).not.toBe('CONFLICT');
    } finally {
      await acceptAllMail();
    }
    expect(await markerOf(evaluation.id)).toBeNull();
    const before = smtp.received.length;
    expect((await t.gql(SEND, { id: evaluation.id }, hr.token)).errors).toBeUndefined();
    expect((await mailsSince(before, 1))[0].to).toBe('manual@test.example');
    expect(errorCode(await t.gql(SEND, { id: evaluation.id }, hr.token))).toBe('CONFLICT');
  });

  it('reaches the signer of a submitted evaluation; a signed one has nobody to remind', async () => {
    const { subject, evaluation } = await reviewFor('signed.subject@test.example', addDays(clock.today(), 30));
    await steps.fillAndSubmit(subject, evaluation.id);
    const before = smtp.received.length;
    expect((await t.gql(SEND, { id: evaluation.id }, hr.token)).errors).toBeUndefined();
    const [mail] = await mailsSince(before, 1);
    expect([mail.to, mail.text.includes('is waiting for your signature')]).toEqual(['boss@test.example', true]);
    steps.ok(await steps.sign(boss, evaluation.id));
    expect((await t.gql(SEND, { id: evaluation.id }, hr.token)).errors?.[0].message).toBe('This evaluation is signed off; there is nobody to remind.');
  });
});

describe('the outbox', () => {
  it('delivers an e-mail queued but never sent (its server stopped) with the retry job', async () => {
    await t.db.transaction((tx) => t.services.mail.enqueue(tx, { to: 'stranded@test.example', subject: 'Stranded', text: 'Queued, then the server stopped.' }));
    await t.db.execute(sql`update email_outbox set created_at = ${new Date(clock.nowMs() - 3_600_000).toISOString()}::timestamptz where "to" = 'stranded@test.example'`);
    const before = smtp.received.length;
    await t.services.mail.retryFailed();
    expect((await mailsSince(before, 1))[0].to).toBe('stranded@test.example');
    const [row] = await queryRows<{ status: string }>(t.db, sql`select status from email_outbox where "to" = 'stranded@test.example'`);
    expect(row.status).toBe('sent');
  });
});
