/**
 * Review e-mails against a real SMTP server (issue 26, decisions 0092 and 0093): whoever a form
 * comes to is e-mailed once (a review, a launched cycle, a manager's choice of writer, a submit
 * that waits for a signature), at once or in one daily digest saying the same, as each person
 * chose for themselves; a manager's "Remind everyone overdue" e-mails each overdue writer once,
 * within the one-hour limit per evaluation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, ROLES, type ReviewTemplateInput, clock } from '@portal/common';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendDailyDigests, sendImmediateNotices } from '../notices';
import { defaultDue, reviewSteps } from './reviewSteps';

let t: TestServer;
let smtp: TestSmtp;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, boss: Actor;
let selfOnly: number, ppaOnly: number;
const LINK = 'http://portal.test/reviews';

const form = (title: string, needsAssignment = false) => ({
  title, authorHidden: needsAssignment, needsAssignment,
  sections: [{ title: 'Notes', instructions: null, questions: [{ text: 'Comments', answerType: 'text' as const, options: [] }] }],
});
async function template(title: string, forms: ReviewTemplateInput['evaluations']) {
  const res = await t.gql<{ saveReviewTemplate: number }>('mutation($t: ReviewTemplateEditInput!) { saveReviewTemplate(template: $t) }', { t: { title, year: null, evaluations: forms } }, hr.token);
  return steps.ok(res).saveReviewTemplate;
}
const person = (firstName: string, lastName: string, extra: Parameters<typeof makeUser>[1] = {}) =>
  makeUser(t, { firstName, lastName, email: `${firstName.toLowerCase()}@test.example`, group: 'D4', supervisorId: boss.user.id, ...extra });

interface Mail { to: string; subject: string; text: string }
/** The mails received since `from`: recipient, unfolded subject and text (quoted-printable undone). */
function mailsSince(from: number): Mail[] {
  return smtp.received.slice(from).map((m) => {
    const [head, ...body] = m.raw.replace(/\r\n/g, '\n').split('\n\n');
    const subject = /^Subject: (.*)$/m.exec(head.replace(/\n[ \t]+/g, ' '))?.[1] ?? '';
    return { to: m.to[0], subject, text: body.join('\n\n').replace(/=\n/g, '').replace(/=3D/g, '=') };
  });
}
/** Runs the immediate job twice (the second run, as a second server would, must send nothing) and returns the new mails. */
async function noticesOfTwoRuns(): Promise<Mail[]> {
  const from = smtp.received.length;
  const first = await sendImmediateNotices(t.db, t.services);
  expect(await sendImmediateNotices(t.db, t.services)).toBe(0);
  const mails = mailsSince(from);
  expect(mails).toHaveLength(first);
  return mails;
}
/** The lines every e-mail about a waiting form holds, immediate or in the digest. */
const linesFor = (sentence: string, evaluationId: number, due = defaultDue(), link = `${LINK}?evaluation=${evaluationId}`) =>
  `${sentence}\nIt is due on ${due}.\n\nOpen it: ${link}`;

const PREFERENCE = 'query { myReviewMailPreference }';
const SET_PREFERENCE = 'mutation($m: String!) { setMyReviewMailPreference(mode: $m) }';
const REMIND = 'mutation { remindOverdueWriters { sent recentlyReminded } }';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor', group: 'D4' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss', email: 'boss@test.example', group: 'D4' });
  selfOnly = await template('Self only', [form('Self Assessment')]);
  ppaOnly = await template('PPA only', [form('Periodic Performance Assessment (PPA)', true)]);
  // Whatever the setup itself handed out is announced now, so each test sees only its own mails.
  await sendImmediateNotices(t.db, t.services);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('immediate notices', () => {
  it('a review, a submit waiting for a signature, a form waiting for writers, the chosen writer and a launched cycle each e-mail their person once', async () => {
    const ann = await person('Ann', 'Able');
    const [self] = await steps.evaluationsOf(await steps.assignReview(hr, ann.user.employeeNumber, selfOnly));
    expect(await noticesOfTwoRuns()).toEqual([{
      to: 'ann@test.example', subject: 'A form to write: Self Assessment for Ann Able',
      text: expect.stringContaining(`Hello Ann,\n\n${linesFor('The Self Assessment for Ann Able is waiting for you.', self.id)}`),
    }]);

    steps.ok(await steps.submit(ann, self.id, await steps.fullAnswers(self.id, ann)));
    expect(await noticesOfTwoRuns()).toEqual([{
      to: 'boss@test.example', subject: 'Waiting for your signature: Self Assessment for Ann Able',
      text: expect.stringContaining(linesFor('The Self Assessment for Ann Able is waiting for your signature.', self.id)),
    }]);

    const pat = await person('Pat', 'Peer');
    const [ppa] = await steps.evaluationsOf(await steps.assignReview(hr, pat.user.employeeNumber, ppaOnly));
    expect(await noticesOfTwoRuns()).toEqual([{
      to: 'boss@test.example', subject: 'Choose the writers: Periodic Performance Assessment (PPA) for Pat Peer',
      text: expect.stringContaining(linesFor('The Periodic Performance Assessment (PPA) for Pat Peer is waiting for you to choose its writers.', ppa.id, defaultDue(), LINK)),
    }]);

    const wes = await person('Wes', 'Writer');
    const [written] = steps.ok(await steps.assign(boss, ppa.id, [wes.user.employeeNumber])).assignEvaluation;
    expect(await noticesOfTwoRuns()).toEqual([{
      to: 'wes@test.example', subject: 'A form to write: Periodic Performance Assessment (PPA) for Pat Peer',
      text: expect.stringContaining(linesFor('The Periodic Performance Assessment (PPA) for Pat Peer is waiting for you.', written)),
    }]);

    await person('Jan', 'Uary', { group: 'D1', dateHired: '2019-01-20' });
    const created = await t.gql<{ createOneReviewCycle: { id: number } }>('mutation($d: ReviewCycleCreateInput!) { createOneReviewCycle(data: $d) { id } }',
      { d: { name: 'D1 January', startDate: addDays(clock.today(), 10), templateId: selfOnly, groupCycle: 'D1 January', dueInDays: 30 } }, hr.token);
    expect(steps.ok(await t.gql<{ launchReviewCycle: number }>('mutation($id: Int!) { launchReviewCycle(id: $id) }', { id: steps.ok(created).createOneReviewCycle.id }, hr.token)).launchReviewCycle).toBe(1);
    expect((await noticesOfTwoRuns()).map((m) => [m.to, m.subject])).toEqual([['jan@test.example', 'A form to write: Self Assessment for Jan Uary']]);
  });
});

describe('the daily digest', () => {
  it('someone who chose it gets no immediate e-mail, then one digest a day holding what the immediate e-mails would have said', async () => {
    const dana = await person('Dana', 'Daily');
    expect(steps.ok(await t.gql(SET_PREFERENCE, { m: 'daily' }, dana.token))).toEqual({ setMyReviewMailPreference: 'daily' });
    const [first] = await steps.evaluationsOf(await steps.assignReview(hr, dana.user.employeeNumber, selfOnly));
    const [second] = await steps.evaluationsOf(await steps.assignReview(hr, dana.user.employeeNumber, selfOnly, addDays(defaultDue(), 5)));
    expect(await noticesOfTwoRuns()).toEqual([]);

    const from = smtp.received.length;
    expect(await sendDailyDigests(t.db, t.services)).toBe(1);
    expect(await sendDailyDigests(t.db, t.services)).toBe(0);
    const digests = mailsSince(from);
    expect(digests.map((m) => [m.to, m.subject])).toEqual([['dana@test.example', 'Your review work: 2 new forms']]);
    expect(digests[0].text).toContain([
      'Hello Dana,', '', 'Since your last summary, 2 forms came to you:', '',
      linesFor('The Self Assessment for Dana Daily is waiting for you.', first.id), '',
      linesFor('The Self Assessment for Dana Daily is waiting for you.', second.id, addDays(defaultDue(), 5)),
    ].join('\n'));

    // Back to immediate: the next form is e-mailed at once, and the digest has nothing more.
    steps.ok(await t.gql(SET_PREFERENCE, { m: 'immediate' }, dana.token));
    await steps.assignReview(hr, dana.user.employeeNumber, selfOnly);
    expect((await noticesOfTwoRuns()).map((m) => m.subject)).toEqual(['A form to write: Self Assessment for Dana Daily']);
    expect(await sendDailyDigests(t.db, t.services)).toBe(0);
  });
});

describe('the e-mail preference', () => {
  it('every role reads and sets its own, and only its own; a bad choice and an anonymous caller are refused', async () => {
    const actors = await makeRoleActors(t);
    for (const role of ROLES) {
      const me = actors[role];
      expect(steps.ok(await t.gql(PREFERENCE, {}, me.token)), role).toEqual({ myReviewMailPreference: 'immediate' });
      expect(steps.ok(await t.gql(SET_PREFERENCE, { m: 'daily' }, me.token)), role).toEqual({ setMyReviewMailPreference: 'daily' });
      expect(steps.ok(await t.gql(PREFERENCE, {}, me.token)), role).toEqual({ myReviewMailPreference: 'daily' });
      // Everyone else's is untouched.
      for (const other of ROLES.filter((r) => ROLES.indexOf(r) > ROLES.indexOf(role))) {
        expect(steps.ok(await t.gql(PREFERENCE, {}, actors[other].token)), `${role} changed ${other}'s`).toEqual({ myReviewMailPreference: 'immediate' });
      }
      expect(errorCode(await t.gql(SET_PREFERENCE, { m: 'weekly' }, me.token)), role).toBe('BAD_USER_INPUT');
      // There is no way to name another person.
      expect((await t.gql(`mutation { setMyReviewMailPreference(mode: "immediate", userId: ${actors.user.user.id}) }`, {}, me.token)).errors?.[0].message).toMatch(/Unknown argument "userId"/);
    }
    expect(errorCode(await t.gql(SET_PREFERENCE, { m: 'daily' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(PREFERENCE, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('Remind everyone overdue', () => {
  /** A review of `template` for `subject`, overdue by a day (created due today, then its dates moved back). */
  async function overdueReview(subject: Actor, templateId = selfOnly) {
    const reviewId = await steps.assignReview(hr, subject.user.employeeNumber, templateId, clock.today());
    const yesterday = addDays(clock.today(), -1);
    await t.db.execute(sql`update reviews set date_to_complete_by = ${yesterday} where id = ${reviewId}`);
    await t.db.execute(sql`update evaluations set date_to_complete_by = ${yesterday} where review_id = ${reviewId}`);
    return (await steps.evaluationsOf(reviewId))[0];
  }

  it("e-mails each overdue writer of the manager's team once, leaves out forms reminded within the hour, and says how many went out", async () => {
    const lead = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Lea', lastName: 'Lead', email: 'lea@test.example', group: 'D4' });
    const team = (first: string) => person(first, 'Team', { supervisorId: lead.user.id });
    const [olive, remy, nora] = [await team('Olive'), await team('Remy'), await team('Nora')];
    const olive1 = await overdueReview(olive);
    const olive2 = await overdueReview(olive);
    const remy1 = await overdueReview(remy);
    await steps.assignReview(hr, nora.user.employeeNumber, selfOnly); // not overdue
    // Remy's form was reminded from the details view a moment ago.
    steps.ok(await t.gql('mutation($id: Int!) { sendNotification(evaluationId: $id) }', { id: remy1.id }, hr.token));

    const from = smtp.received.length;
    expect(steps.ok(await t.gql(REMIND, {}, lead.token))).toEqual({ remindOverdueWriters: { sent: 1, recentlyReminded: 1 } });
    const mails = mailsSince(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['olive@test.example', 'Reminder: 2 overdue forms']]);
    const yesterday = addDays(clock.today(), -1);
    for (const e of [olive1, olive2]) {
      expect(mails[0].text).toContain(`The Self Assessment for Olive Team is waiting for you.\nIt was due on ${yesterday}.\n\nOpen it: ${LINK}?evaluation=${e.id}`);
    }

    // A second click within the hour sends nothing.
    expect(steps.ok(await t.gql(REMIND, {}, lead.token))).toEqual({ remindOverdueWriters: { sent: 0, recentlyReminded: 2 } });
    expect(smtp.received.length).toBe(from + 1);
    // An hour later, each overdue writer is reminded again.
    await t.db.execute(sql`update evaluations set reminder_sent_at = now() - interval '61 minutes' where id in (${olive1.id}, ${olive2.id}, ${remy1.id})`);
    expect(steps.ok(await t.gql(REMIND, {}, lead.token))).toEqual({ remindOverdueWriters: { sent: 2, recentlyReminded: 0 } });
    expect(mailsSince(from + 1).map((m) => m.to).sort()).toEqual(['olive@test.example', 'remy@test.example']);
  });

  it('is for managers: other roles are refused, and a manager without overdue writers sends none', async () => {
    const actors = await makeRoleActors(t);
    for (const role of ROLES) {
      const res = await t.gql(REMIND, {}, actors[role].token);
      if (['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'].includes(role)) expect(steps.ok(res), role).toEqual({ remindOverdueWriters: { sent: 0, recentlyReminded: 0 } });
      else expect(errorCode(res), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(REMIND, {}))).toBe('UNAUTHENTICATED');
  });
});
