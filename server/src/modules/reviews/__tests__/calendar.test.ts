/**
 * The reviews' date rules on each company day of issue 42 (decision 0128): the year My reviews
 * lists a review under, the due date's "not in the past", the Navigator's overdue filter, the
 * cycles' start date and the reminders' week. One server for the file; each day pins the clock
 * and makes its own people, so the days do not see each other's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  clock,
  navigatorFormsWhere,
  navigatorReviewsWhere,
  REVIEW_DUE_IN_PAST,
  type NavigatorFormFilters,
  type NavigatorReviewFilters,
  type ReviewListWhere,
} from '@portal/common';
import { COMPANY_DAYS, companyMoment, pinCompanyDay } from '@portal/common/testing';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { launchDueCycles } from '../cycles';
import { sendDueEvaluationReminders } from '../dueReminders';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
});
afterAll(() => t?.close());

const MY = `query($y: Int!) { myEvaluations(year: $y, completed: false) { evaluation { title } } }`;
const YEARS = '{ myEvaluationYears }';
const ASSIGN = 'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }';
const CREATE_CYCLE = 'mutation($d: ReviewCycleCreateInput!) { createOneReviewCycle(data: $d) { id } }';
const REVIEWS = 'query($w: ReviewWhereInput) { reviews(where: $w, orderBy: [{ id: asc }]) { id } }';
const FORMS = 'query($w: EvaluationWhereInput) { evaluations(where: $w, orderBy: [{ id: asc }]) { id } }';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const noReviewFilters: NavigatorReviewFilters = { subject: '', title: '', year: '', status: '', overdue: '' };
const noFormFilters: NavigatorFormFilters = { subject: '', title: '', writer: '', year: '', status: '', overdue: '', needsAssignment: '' };

/** A review's and its forms' due date moved back, as time passing would (a new one cannot be due in the past). */
async function moveDue(reviewId: number, day: string) {
  await t.db.execute(sql`update reviews set date_to_complete_by = ${day} where id = ${reviewId}`);
  await t.db.execute(sql`update evaluations set date_to_complete_by = ${day} where review_id = ${reviewId}`);
}

describe.each(COMPANY_DAYS.map((day, index) => ({ ...day, index })))('on $name', (day) => {
  let today: string;
  let year: number;
  let hr: Actor, boss: Actor;
  let selfOnly: number;
  const employee = (extra: Parameters<typeof makeUser>[1] = {}) => makeUser(t, { supervisorId: boss.user.id, ...extra });

  beforeAll(async () => {
    pinCompanyDay(day);
    today = clock.today();
    year = clock.year();
    // Sessions and rows are made on the pinned day: a session of another day may have expired.
    hr = await makeUser(t, { userType: 'webEditor' });
    boss = await makeUser(t, { userType: 'fieldSupervisor' });
    const form = { title: 'Self Assessment', authorHidden: false, needsAssignment: false, sections: [{ title: 'Notes', instructions: null, questions: [{ text: 'Comments', answerType: 'text', options: [] }] }] };
    selfOnly = steps.ok(await t.gql<{ saveReviewTemplate: number }>('mutation($t: ReviewTemplateEditInput!) { saveReviewTemplate(template: $t) }',
      { t: { title: `Self only ${day.index}`, year: null, evaluations: [form] } }, hr.token)).saveReviewTemplate;
  });

  it("My reviews lists the sample review under the template's year, the company's, not under its due date's next year", async () => {
    const worker = await employee();
    const due = addDays(today, 30);
    const reviewId = await steps.assignReview(hr, worker.user.employeeNumber, await steps.sampleTemplate(hr), due);
    const [stored] = await queryRows<{ year: number; due: string }>(t.db, sql`select year, date_to_complete_by::text as due from reviews where id = ${reviewId}`);
    expect(stored).toEqual({ year, due });
    const listed = async (y: number) => steps.ok(await t.gql<{ myEvaluations: { evaluation: { title: string } }[] }>(MY, { y }, worker.token)).myEvaluations.map((m) => m.evaluation.title);
    expect(await listed(year)).toEqual(['Self Assessment']);
    expect(await listed(year + 1)).toEqual([]);
    expect(steps.ok(await t.gql<{ myEvaluationYears: number[] }>(YEARS, {}, worker.token)).myEvaluationYears).toEqual([year, year + 1]);
  });

  it("Create Review accepts today's date and refuses yesterday's", async () => {
    const worker = await employee();
    const ask = (d: string) => t.gql<{ assignReviewToUser: number }>(ASSIGN, { n: worker.user.employeeNumber, t: selfOnly, d }, hr.token);
    const refused = await ask(addDays(today, -1));
    expect(refused.errors?.[0]).toMatchObject({ message: REVIEW_DUE_IN_PAST, extensions: { code: 'BAD_USER_INPUT' } });
    const id = steps.ok(await ask(today)).assignReviewToUser;
    const rows = await queryRows<{ id: number; due: string; forms: string }>(t.db, sql`
      select r.id, r.date_to_complete_by::text as due, string_agg(e.date_to_complete_by::text, ',') as forms
      from reviews r join evaluations e on e.review_id = r.id where r.user_id = ${worker.user.id} group by r.id`);
    expect(rows).toEqual([{ id, due: today, forms: today }]);
  });

  it("the Navigator's overdue filter lists what was due yesterday, not what is due today", async () => {
    const onTime = await steps.assignReview(hr, (await employee()).user.employeeNumber, selfOnly, today);
    const late = await steps.assignReview(hr, (await employee()).user.employeeNumber, selfOnly, today);
    await moveDue(late, addDays(today, -1));
    const [onTimeForm] = await steps.evaluationsOf(onTime);
    const [lateForm] = await steps.evaluationsOf(late);
    const only = (where: ReviewListWhere, ids: number[]) => ({ AND: [where, { id: { in: ids } }] });
    const reviews = async (overdue: string) =>
      steps.ok(await t.gql<{ reviews: { id: number }[] }>(REVIEWS, { w: only(navigatorReviewsWhere({ ...noReviewFilters, overdue }, clock.today()), [onTime, late]) }, hr.token)).reviews.map((r) => r.id);
    const forms = async (overdue: string) =>
      steps.ok(await t.gql<{ evaluations: { id: number }[] }>(FORMS, { w: only(navigatorFormsWhere({ ...noFormFilters, overdue }, clock.today()), [onTimeForm.id, lateForm.id]) }, hr.token)).evaluations.map((e) => e.id);
    expect([await reviews('yes'), await reviews('no')]).toEqual([[late], [onTime]]);
    expect([await forms('yes'), await forms('no')]).toEqual([[lateForm.id], [onTimeForm.id]]);
  });

  it("a manager's Remind overdue writers reaches the writer of a form due yesterday, not of one due today", async () => {
    const manager = await makeUser(t, { userType: 'fieldSupervisor' });
    const late = await makeUser(t, { supervisorId: manager.user.id });
    const onTime = await makeUser(t, { supervisorId: manager.user.id });
    await moveDue(await steps.assignReview(hr, late.user.employeeNumber, selfOnly, today), addDays(today, -1));
    await steps.assignReview(hr, onTime.user.employeeNumber, selfOnly, today);
    const sent = steps.ok(await t.gql<{ remindOverdueWriters: { sent: number } }>('mutation { remindOverdueWriters { sent } }', {}, manager.token));
    expect(sent.remindOverdueWriters.sent).toBe(1);
    const mailed = await queryRows<{ to: string; text: string }>(t.db, sql`select "to", text from email_outbox where "to" in (${late.user.email}, ${onTime.user.email})`);
    expect(mailed.map((m) => [m.to, m.text.split('\n').find((l) => l.startsWith('It '))])).toEqual([[late.user.email, `It was due on ${addDays(today, -1)}.`]]);
  });

  it('the launch job starts a cycle whose start date is today, not one starting tomorrow', async () => {
    // Each day's cycles cover a hire month of their own, so no day's launch reaches another's people.
    const month = MONTHS[day.index];
    const hired = `2020-${String(day.index + 1).padStart(2, '0')}-15`;
    await employee({ firstName: `Now${day.index}`, group: 'D2', dateHired: hired });
    await employee({ firstName: `Later${day.index}`, group: 'D1', dateHired: hired });
    const create = async (name: string, startDate: string, groupCycle: string) =>
      steps.ok(await t.gql<{ createOneReviewCycle: { id: number } }>(CREATE_CYCLE, { d: { name, startDate, templateId: selfOnly, groupCycle, dueInDays: 30 } }, hr.token)).createOneReviewCycle.id;
    const startsToday = await create(`Today ${day.index}`, today, `D2 ${month}`);
    const startsTomorrow = await create(`Tomorrow ${day.index}`, addDays(today, 1), `D1 ${month}`);
    await launchDueCycles(t.db);
    const launched = await queryRows<{ id: number; launched: boolean; reviews: string[] }>(t.db, sql`
      select c.id, c.launched_at is not null as launched,
        coalesce(array_agg(u.first_name || ' due ' || r.date_to_complete_by::text) filter (where r.id is not null), '{}') as reviews
      from review_cycles c left join reviews r on r.review_cycle_id = c.id left join users u on u.id = r.user_id
      where c.id in (${startsToday}, ${startsTomorrow}) group by c.id order by c.id`);
    expect(launched).toEqual([
      { id: startsToday, launched: true, reviews: [`Now${day.index} due ${addDays(today, 30)}`] },
      { id: startsTomorrow, launched: false, reviews: [] },
    ]);
  });

  it('the daily reminders reach the writer of a form due in 7 days, not of one due in 8', async () => {
    const inSeven = await employee({ email: `seven.${day.index}@test.example` });
    const inEight = await employee({ email: `eight.${day.index}@test.example` });
    await steps.assignReview(hr, inSeven.user.employeeNumber, selfOnly, addDays(today, 7));
    await steps.assignReview(hr, inEight.user.employeeNumber, selfOnly, addDays(today, 8));
    await sendDueEvaluationReminders(t.db, t.services);
    const mailed = await queryRows<{ to: string; text: string }>(t.db, sql`
      select "to", text from email_outbox where "to" in (${inSeven.user.email}, ${inEight.user.email}) order by id`);
    expect(mailed.map((m) => [m.to, m.text.split('\n').find((l) => l.startsWith('It '))])).toEqual([[inSeven.user.email, `It is due on ${addDays(today, 7)}.`]]);
    const marked = await queryRows<{ owner: string; reminded: boolean }>(t.db, sql`
      select owner_employee_number as owner, reminder_sent_at is not null as reminded from evaluations
      where owner_employee_number in (${inSeven.user.employeeNumber}, ${inEight.user.employeeNumber}) order by date_to_complete_by`);
    expect(marked).toEqual([
      { owner: inSeven.user.employeeNumber, reminded: true },
      { owner: inEight.user.employeeNumber, reminded: false },
    ]);
  });

  it('a writer reminded on the day a week ago is reminded again today, whatever the hour; one reminded six days ago is not', async () => {
    // The daily job runs from the company's midnight (decision 0128): a week is seven company days, not 168 hours.
    const weekAgo = await employee({ email: `week.${day.index}@test.example` });
    const sixDaysAgo = await employee({ email: `six.${day.index}@test.example` });
    for (const [writer, sentAt] of [[weekAgo, companyMoment(addDays(today, -7), '23:30')], [sixDaysAgo, companyMoment(addDays(today, -6), '00:30')]] as const) {
      await steps.assignReview(hr, writer.user.employeeNumber, selfOnly, addDays(today, 3));
      await t.db.execute(sql`update evaluations set reminder_sent_at = ${sentAt.toISOString()}::timestamptz where owner_employee_number = ${writer.user.employeeNumber}`);
    }
    await sendDueEvaluationReminders(t.db, t.services);
    const mailed = await queryRows<{ to: string }>(t.db, sql`select "to" from email_outbox where "to" in (${weekAgo.user.email}, ${sixDaysAgo.user.email})`);
    expect(mailed.map((m) => m.to)).toEqual([weekAgo.user.email]);
  });
});
