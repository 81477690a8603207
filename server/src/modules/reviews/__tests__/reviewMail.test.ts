/**
 * Review e-mails against a real SMTP server (issue 26, decisions 0092 and 0093): whoever a form
 * comes to is e-mailed once (a review, a launched cycle, a manager's choice of writer, a submit
 * that waits for a signature), at once or in one daily digest saying the same, as each person
 * chose for themselves; at once, one e-mail per person and event lists its forms (decision 0136); a manager's "Remind everyone overdue" e-mails each overdue writer once,
 * within the one-hour limit per evaluation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { addDays, clock, ROLES, type ReviewTemplateInput } from '@portal/common';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendDailyDigests, sendImmediateNotices } from '../notices';
import { defaultDue, reviewSteps } from './reviewSteps';

let t: TestServer;
let smtp: TestSmtp;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, boss: Actor;
let selfOnly: number, ppaOnly: number, sample: number;
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
  sample = await steps.sampleTemplate(hr); // six forms: the subject writes one, their manager five
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
      text: expect.stringContaining(linesFor('The Periodic Performance Assessment (PPA) for Pat Peer is waiting for you to choose its writers.', ppa.id, defaultDue(), `${LINK}?assign=${ppa.id}`)),
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

describe('one e-mail per person per event', () => {
  /** The evaluation ids each e-mail's links name, in order: `evaluation` opens the form, `assign` its Assign dialog. */
  const linksIn = (text: string) => [...text.matchAll(/Open it: http:\/\/portal\.test\/reviews\?(evaluation|assign)=(\d+)/g)].map((m) => `${m[1]}=${m[2]}`);
  /** The link a notice of this evaluation gives: writers are chosen in its Assign dialog, anything else opens the form. */
  const linkOf = (e: { id: number; needsAssignment: boolean }) => (e.needsAssignment ? `assign=${e.id}` : `evaluation=${e.id}`);
  const reviewTitle = async (reviewId: number) => (await queryRows<{ title: string }>(t.db, sql`select title from reviews where id = ${reviewId}`))[0].title;

  it("a review for someone of a manager's team e-mails the subject their form and the manager one e-mail listing their five", async () => {
    const sam = await person('Sam', 'Subject');
    const reviewId = await steps.assignReview(hr, sam.user.employeeNumber, sample);
    const [self, ...managers] = await steps.evaluationsOf(reviewId);
    expect(self.title).toBe('Self Assessment');
    expect(managers).toHaveLength(5);
    const title = await reviewTitle(reviewId);

    const mails = await noticesOfTwoRuns();
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['boss@test.example', `5 forms for you: ${title} for Sam Subject`],
      ['sam@test.example', 'A form to write: Self Assessment for Sam Subject'],
    ]);
    const toBoss = mails.find((m) => m.to === 'boss@test.example')!;
    expect(toBoss.text).toContain(`Hello Bo,\n\nThe ${title} for Sam Subject has 5 forms waiting for you:\n\n`);
    expect(toBoss.text).toContain([
      `- The Annual Performance Review for Sam Subject is waiting for you. It is due on ${defaultDue()}.`,
      `  Open it: ${LINK}?evaluation=${managers[0].id}`,
    ].join('\n'));
    expect(toBoss.text).toContain(`- The Periodic Performance Assessment (PPA) for Sam Subject is waiting for you to choose its writers. It is due on ${defaultDue()}.`);
    expect(linksIn(toBoss.text)).toEqual(managers.map(linkOf));
    expect(managers.filter((e) => e.needsAssignment)).toHaveLength(3);
  });

  it('a cycle launched for 25 people e-mails each of them and each of their two managers once: 27 e-mails', async () => {
    const lead = (firstName: string) => makeUser(t, { userType: 'fieldSupervisor', firstName, lastName: 'Lead', email: `${firstName.toLowerCase()}@test.example`, group: 'D4' });
    const leads = [await lead('Lia'), await lead('Leo')];
    const team: Actor[] = [];
    for (let i = 0; i < 25; i++) {
      team.push(await makeUser(t, { firstName: `Ap${i}`, lastName: 'Prentice', email: `ap${i}@test.example`, group: 'D5', supervisorId: leads[i % 2].user.id }));
    }
    const created = await t.gql<{ createOneReviewCycle: { id: number } }>('mutation($d: ReviewCycleCreateInput!) { createOneReviewCycle(data: $d) { id } }',
      { d: { name: 'Apprentices', startDate: addDays(clock.today(), 10), templateId: sample, groupCycle: 'D5 (D4 Apprentices)', dueInDays: 30 } }, hr.token);
    const cycleId = steps.ok(created).createOneReviewCycle.id;
    expect(steps.ok(await t.gql<{ launchReviewCycle: number }>('mutation($id: Int!) { launchReviewCycle(id: $id) }', { id: cycleId }, hr.token)).launchReviewCycle).toBe(25);

    const mails = await noticesOfTwoRuns();
    expect(mails).toHaveLength(27);
    expect(new Set(mails.map((m) => m.to)).size).toBe(27);
    for (const [i, member] of team.entries()) {
      const mine = mails.filter((m) => m.to === `ap${i}@test.example`);
      expect(mine.map((m) => m.subject), member.user.firstName!).toEqual([`A form to write: Self Assessment for Ap${i} Prentice`]);
    }
    for (const [i, { user }] of leads.entries()) {
      const forms = await queryRows<{ id: number; needsAssignment: boolean }>(t.db, sql`
        select e.id, e.needs_assignment as "needsAssignment" from evaluations e join reviews r on r.id = e.review_id
        where r.review_cycle_id = ${cycleId} and e.author_employee_number = ${user.employeeNumber} order by e.id`);
      const count = (i === 0 ? 13 : 12) * 5;
      expect(forms).toHaveLength(count);
      const [mail] = mails.filter((m) => m.to === user.email);
      expect(mail.subject).toBe(`${count} forms for you: review cycle Apprentices`);
      expect(mail.text).toContain(`Hello ${user.firstName},\n\nThe review cycle Apprentices has ${count} forms waiting for you:\n\n`);
      expect(linksIn(mail.text)).toEqual(forms.map(linkOf));
    }
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
    await t.db.execute(sql`update evaluations set reminder_sent_at = ${new Date(clock.nowMs() - 61 * 60_000).toISOString()}::timestamptz where id in (${olive1.id}, ${olive2.id}, ${remy1.id})`);
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
