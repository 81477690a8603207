/**
 * Goals' and follow-ups' date rules on each company day of issue 42 (decision 0128): overdue,
 * a check-in's company time, the follow-up date's "not in the past", the bell's week of due
 * follow-ups, the evaluation's due goals and the follow-up reminder. One server for the file;
 * each day pins the clock and makes its own people, so the days do not see each other's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, formatDateOnly, todayInZone } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay } from '@portal/common/testing';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type GqlResponse, type TestServer } from '../../../test/server';
import { sendDueFollowupMail } from '../followupMail';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const ok = <T>(res: GqlResponse<T>): T => {
  expect(res.errors).toBeUndefined();
  return res.data!;
};
const CREATE_GOAL = 'mutation($d: GoalCreateInput!) { createOneGoal(data: $d) { id } }';
const CREATE_FOLLOWUP = 'mutation($d: UserFollowupCreateInput!) { createOneUserFollowup(data: $d) { id followupDate } }';

describe.each(COMPANY_DAYS.map((day, index) => ({ ...day, index })))('on $name', (day) => {
  let today: string;
  // boss (webEditor: manages everyone's goals and reviews) > worker; helper is given follow-ups.
  let boss: Actor, worker: Actor, helper: Actor;

  beforeAll(async () => {
    pinCompanyDay(day);
    today = clock.today();
    // Sessions and rows are made on the pinned day: a session of another day may have expired.
    boss = await makeUser(t, { userType: 'webEditor', firstName: 'Boss' });
    worker = await makeUser(t, { firstName: 'Worker', supervisorId: boss.user.id });
    helper = await makeUser(t, { firstName: 'Helper' });
  });

  const goal = async (title: string, dueDate: string) =>
    ok(await t.gql<{ createOneGoal: { id: number } }>(CREATE_GOAL,
      { d: { title, description: 'Details', startDate: addDays(today, -30), dueDate, user: { connect: { id: worker.user.id } } } }, boss.token)).createOneGoal.id;
  const followup = (title: string, followupDate: string) =>
    t.gql<{ createOneUserFollowup: { id: number; followupDate: string } }>(CREATE_FOLLOWUP,
      { d: { title, description: 'Call back', followupDate, user: { connect: { id: worker.user.id } }, assignedToUser: { connect: { id: helper.user.id } } } }, boss.token);
  /** A follow-up due on `date`: made due today, then its date moved back as time passing would (a new one cannot be in the past). */
  const followupOn = async (title: string, date: string) => {
    const id = ok(await followup(title, date < today ? today : date)).createOneUserFollowup.id;
    if (date < today) await t.db.execute(sql`update user_followups set followup_date = ${date} where id = ${id}`);
    return id;
  };

  it('a goal due yesterday is overdue, one due today is not; a check-in shows the company\'s date and time', async () => {
    const late = await goal('Late', addDays(today, -1));
    const onTime = await goal('On time', today);
    const res = ok(await t.gql<{ goals: { id: number; overdue: boolean }[] }>(
      'query($ids: [Int!]) { goals(where: { id: { in: $ids } }, orderBy: [{ id: asc }]) { id overdue } }', { ids: [late, onTime] }, boss.token));
    expect(res.goals).toEqual([{ id: late, overdue: true }, { id: onTime, overdue: false }]);
    const overdueOnly = ok(await t.gql<{ goals: { id: number }[] }>(
      'query($ids: [Int!]) { goals(where: { id: { in: $ids }, overdue: { equals: true } }) { id } }', { ids: [late, onTime] }, boss.token));
    expect(overdueOnly.goals).toEqual([{ id: late }]);

    ok(await t.gql('mutation($id: Int!) { checkInGoal(goalId: $id, progress: 40) { id } }', { id: onTime }, boss.token));
    const shown = ok(await t.gql<{ goal: { checkIns: { companyTime: string }[] } }>('query($id: Int) { goal(where: { id: $id }) { checkIns { companyTime } } }', { id: onTime }, boss.token));
    expect(shown.goal.checkIns.map((c) => c.companyTime.slice(0, 10))).toEqual([formatDateOnly(today)]);
  });

  it("a follow-up's date may be today, not yesterday", async () => {
    const refused = await followup('Yesterday', addDays(today, -1));
    expect(refused.errors?.[0]).toMatchObject({ message: 'Follow-up date cannot be in the past.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(ok(await followup('Today', today)).createOneUserFollowup.followupDate).toBe(today);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from user_followups where user_id = ${worker.user.id} and title = 'Yesterday'`);
    expect(n).toBe(0);
  });

  it('the bell shows follow-ups due today ("today") and in the past week, on their own day; not older ones nor later ones', async () => {
    const dueToday = await followupOn('Due today', today);
    const weekAgo = await followupOn('Week ago', addDays(today, -7));
    const tooOld = await followupOn('Too old', addDays(today, -8));
    const tomorrow = await followupOn('Tomorrow', addDays(today, 1));
    type Item = { key: string; text: string; at: string };
    const items = ok(await t.gql<{ myNotifications: Item[] }>('{ myNotifications { key kind text at } }', {}, helper.token)).myNotifications;
    const mine = [dueToday, weekAgo, tooOld, tomorrow].map((id) => `followup-due:${id}:`);
    const due = items.filter((i) => mine.some((prefix) => i.key.startsWith(prefix)));
    // `at` is the day the screen shows under the text, in the company's zone.
    expect(due.map((i) => ({ key: i.key, text: i.text, day: todayInZone(clock.timeZone(), new Date(i.at)) }))).toEqual([
      { key: `followup-due:${dueToday}:${today}`, text: 'Follow-up due today: Due today', day: today },
      { key: `followup-due:${weekAgo}:${addDays(today, -7)}`, text: `Follow-up due ${formatDateOnly(addDays(today, -7))}: Week ago`, day: addDays(today, -7) },
    ]);
  });

  it("the follow-up reminder goes out on the follow-up's date, not the day before", async () => {
    const dueToday = await followupOn(`Remind ${day.index} today`, today);
    await followupOn(`Remind ${day.index} tomorrow`, addDays(today, 1));
    await sendDueFollowupMail(t.db, t.services);
    const mailed = await queryRows<{ to: string; subject: string }>(t.db, sql`
      select "to", subject from email_outbox where subject like ${`Follow-up reminder: Remind ${day.index} %`} order by "to"`);
    // Its creator and its assignee.
    expect(mailed).toEqual([boss, helper].map((a) => ({ to: a.user.email, subject: `Follow-up reminder: Remind ${day.index} today` })).sort((a, b) => a.to!.localeCompare(b.to!)));
    const [row] = await queryRows<{ sentFor: string }>(t.db, sql`select reminder_sent_for::text as "sentFor" from user_followups where id = ${dueToday}`);
    expect(row.sentFor).toBe(today);
  });

  it("an evaluation lists the subject's goals due today, not tomorrow's, and completes only those", async () => {
    const form = { title: 'Self Assessment', authorHidden: false, needsAssignment: false, sections: [{ title: 'Goals', instructions: null, questions: [{ text: 'Comments', answerType: 'text', options: [] }] }] };
    const templateId = ok(await t.gql<{ saveReviewTemplate: number }>('mutation($t: ReviewTemplateEditInput!) { saveReviewTemplate(template: $t) }',
      { t: { title: `Goals ${day.index}`, year: null, evaluations: [form] } }, boss.token)).saveReviewTemplate;
    const reviewId = ok(await t.gql<{ assignReviewToUser: number }>('mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
      { n: worker.user.employeeNumber, t: templateId, d: addDays(today, 30) }, boss.token)).assignReviewToUser;
    const [evaluation] = await queryRows<{ id: number }>(t.db, sql`select id from evaluations where review_id = ${reviewId}`);
    const dueNow = await goal('Due now', today);
    const dueTomorrow = await goal('Due tomorrow', addDays(today, 1));
    const listed = ok(await t.gql<{ evaluationGoals: { id: number }[] }>('query($id: Int!) { evaluationGoals(evaluationId: $id) { id } }', { id: evaluation.id }, worker.token));
    // Earlier tests of the day gave the worker goals due yesterday and today too.
    const ids = listed.evaluationGoals.map((g) => g.id);
    expect([ids.includes(dueNow), ids.includes(dueTomorrow)]).toEqual([true, false]);
    const COMPLETE = 'mutation($e: Int!, $g: Int!) { completeEvaluationGoal(evaluationId: $e, goalId: $g) { id status } }';
    expect((await t.gql(COMPLETE, { e: evaluation.id, g: dueTomorrow }, worker.token)).errors?.[0]).toMatchObject({
      message: 'Only an active goal whose due date has come can be completed here.', extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(ok(await t.gql<{ completeEvaluationGoal: { status: string } }>(COMPLETE, { e: evaluation.id, g: dueNow }, worker.token)).completeEvaluationGoal.status).toBe('COMPLETED');
  });
});
