/**
 * Follow-ups: reach (own, chain, assignee, special numbers), the assignee's one action, the
 * assignment e-mail and the date reminder against a real SMTP server, and the bell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock } from '@portal/common';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { portalSettings } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendDueFollowupMail } from '../followupMail';

let t: TestServer;
let smtp: TestSmtp;
// boss (fieldSupervisor) > worker; helper (user) is assigned follow-ups; special (user) is in the
// special-numbers setting; outsider is nobody's.
let boss: Actor, worker: Actor, helper: Actor, special: Actor, outsider: Actor, editor: Actor;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Boss', email: 'boss@test.example' });
  worker = await makeUser(t, { firstName: 'Worker', supervisorId: boss.user.id });
  helper = await makeUser(t, { firstName: 'Helper', email: 'helper@test.example' });
  special = await makeUser(t, { firstName: 'Special' });
  outsider = await makeUser(t, { firstName: 'Outsider' });
  editor = await makeUser(t, { userType: 'webEditor', firstName: 'Editor' });
  await t.db.insert(portalSettings).values({ key: 'allFollowupsViewers', value: [special.user.employeeNumber] });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const CREATE = `mutation($d: UserFollowupCreateInput!) { createOneUserFollowup(data: $d) { id createdByID status assignedToUser { employeeNumber } } }`;
const followup = (who: Actor, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Check the harness before Monday',
  user: { connect: { id: who.user.id } },
  ...extra,
});

async function createFollowup(by: Actor, d: Record<string, unknown>): Promise<number> {
  const res = await t.gql<{ createOneUserFollowup: { id: number } }>(CREATE, { d }, by.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createOneUserFollowup.id;
}

const mailsAbout = (title: string) => smtp.received.filter((m) => m.raw.includes(title));
const ids = async (viewer: Actor, where = '{}') =>
  ((await t.gql<{ userFollowups: { id: number }[] }>(`{ userFollowups(where: ${where}) { id } }`, {}, viewer.token)).data?.userFollowups ?? []).map((f) => f.id);

describe('reach and rules', () => {
  it('the assignee reads and completes the follow-up, and nothing more; the assignee never changes', async () => {
    const id = await createFollowup(boss, followup(worker, 'Harness check', { followupDate: addDays(clock.today(), 3), assignedToUser: { connect: { id: helper.user.id } } }));
    expect(await ids(helper)).toContain(id);
    expect(await ids(outsider)).not.toContain(id);
    const set = (data: string) => t.gql(`mutation($id: Int) { updateOneUserFollowup(where: { id: $id }, data: ${data}) { status updatedBy } }`, { id }, helper.token);
    expect(errorCode(await set(`{ title: { set: "Renamed" } }`))).toBe('FORBIDDEN');
    expect(errorCode(await set(`{ status: { set: "TO_BE_DELETED" } }`))).toBe('FORBIDDEN');
    const reassign = await t.gql(`mutation($id: Int, $u: Int) { updateOneUserFollowup(where: { id: $id }, data: { assignedToUser: { connect: { id: $u } } }) { id } }`, { id, u: outsider.user.id }, boss.token);
    expect(errorCode(reassign)).toBe('FORBIDDEN');
    expect((await set(`{ status: { set: "COMPLETED" } }`)).data).toEqual({ updateOneUserFollowup: { status: 'COMPLETED', updatedBy: helper.user.employeeNumber } });
    expect(errorCode(await t.gql(`mutation($id: Int) { deleteOneUserFollowup(where: { id: $id }) { id } }`, { id }, helper.token))).toBe('FORBIDDEN');
  });

  it('the special numbers read every follow-up but change none; others outside the reach read none', async () => {
    const id = await createFollowup(editor, followup(outsider, 'Outsider follow-up'));
    expect(await ids(special)).toContain(id);
    expect(await ids(boss)).not.toContain(id);
    expect(await ids(worker)).not.toContain(id);
    const edit = await t.gql(`mutation($id: Int) { updateOneUserFollowup(where: { id: $id }, data: { title: { set: "Mine now" } }) { id } }`, { id }, special.token);
    expect(errorCode(edit)).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { d: followup(outsider, 'Special adds') }, special.token))).toBe('FORBIDDEN');
  });

  it('refuses a past follow-up date, a blank description, a long title and a follow-up for oneself', async () => {
    const message = async (d: Record<string, unknown>) => (await t.gql(CREATE, { d }, boss.token)).errors?.[0].message;
    expect(await message(followup(worker, 'Late', { followupDate: addDays(clock.today(), -1) }))).toBe('Follow-up date cannot be in the past.');
    expect(await message(followup(worker, 'Empty', { description: ' ' }))).toBe('Description is required.');
    expect(await message(followup(worker, 'y'.repeat(51)))).toBe('Title must be at most 50 characters.');
    expect(errorCode(await t.gql(CREATE, { d: followup(boss, 'Self') }, boss.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { d: followup(outsider, 'Not mine') }, boss.token))).toBe('FORBIDDEN');
  });
});

describe('e-mail', () => {
  const NOTIFY = `mutation($id: Int!) { sendFollowupAssignmentNotification(followupId: $id) }`;

  it('e-mails the assignee once when asked after creation; repeats and strangers send nothing', async () => {
    const id = await createFollowup(boss, followup(worker, 'Ladder inspection', { assignedToUser: { connect: { id: helper.user.id } } }));
    expect(errorCode(await t.gql(NOTIFY, { id }, outsider.token))).toBe('NOT_FOUND');
    expect((await t.gql(NOTIFY, { id }, boss.token)).data).toEqual({ sendFollowupAssignmentNotification: true });
    await smtp.waitFor(1);
    expect((await t.gql(NOTIFY, { id }, boss.token)).data).toEqual({ sendFollowupAssignmentNotification: false });
    const mails = mailsAbout('Ladder inspection');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['helper@test.example']);
    expect(mails[0].raw).toContain(`/followups/${worker.user.employeeNumber}`);
  });

  it('the job announces an assignment the browser never did, once', async () => {
    const id = await createFollowup(boss, followup(worker, 'Forgotten notice', { assignedToUser: { connect: { id: helper.user.id } } }));
    expect((await sendDueFollowupMail(t.db, t.services)).notices).toBe(0); // too fresh: the browser may still ask
    await t.db.execute(sql`update user_followups set create_date = ${new Date(clock.nowMs() - 5 * 60_000).toISOString()}::timestamptz where id = ${id}`);
    expect((await sendDueFollowupMail(t.db, t.services)).notices).toBe(1);
    expect((await sendDueFollowupMail(t.db, t.services)).notices).toBe(0);
    expect(mailsAbout('Forgotten notice').map((m) => m.to)).toEqual([['helper@test.example']]);
  });

  it('reminds the creator and the assignee on the date, once; a completed follow-up is not reminded', async () => {
    const today = clock.today();
    const due = await createFollowup(boss, followup(worker, 'Due today', { followupDate: today, assignedToUser: { connect: { id: helper.user.id } } }));
    const done = await createFollowup(boss, followup(worker, 'Done early', { followupDate: today }));
    await createFollowup(boss, followup(worker, 'Due later', { followupDate: addDays(today, 1) }));
    await t.gql(`mutation($id: Int) { updateOneUserFollowup(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { id } }`, { id: done }, boss.token);

    await sendDueFollowupMail(t.db, t.services, today);
    await sendDueFollowupMail(t.db, t.services, today);
    const reminders = mailsAbout('Follow-up reminder');
    expect(reminders.filter((m) => m.raw.includes('Due today')).flatMap((m) => m.to).sort()).toEqual(['boss@test.example', 'helper@test.example']);
    expect(reminders.filter((m) => m.raw.includes('Done early') || m.raw.includes('Due later'))).toEqual([]);
    const [row] = await queryRows<{ reminder_sent_for: string }>(t.db, sql`select reminder_sent_for::text from user_followups where id = ${due}`);
    expect(row.reminder_sent_for).toBe(today);
  });
});

describe('the bell', () => {
  type Item = { key: string; kind: string; text: string; link: string; read: boolean };
  const BELL = `{ myNotifications { key kind text link read } }`;
  const bell = async (who: Actor) => (await t.gql<{ myNotifications: Item[] }>(BELL, {}, who.token)).data!.myNotifications;

  it('shows an assigned follow-up and one due today to the assignee, unread until marked read', async () => {
    const id = await createFollowup(boss, followup(worker, 'Bell item', { followupDate: clock.today(), assignedToUser: { connect: { id: helper.user.id } } }));
    const items = (await bell(helper)).filter((i) => i.text.endsWith('Bell item'));
    expect(items.map((i) => i.key).sort()).toEqual([`followup-assigned:${id}`, `followup-due:${id}:${clock.today()}`].sort());
    expect(items.every((i) => !i.read && i.link === `/followups/${worker.user.employeeNumber}`)).toBe(true);
    expect((await bell(outsider)).some((i) => i.text.endsWith('Bell item'))).toBe(false);

    const mark = await t.gql(`mutation($k: [String!]!) { markNotificationsRead(keys: $k) }`, { k: [`followup-assigned:${id}`] }, helper.token);
    expect(mark.data).toEqual({ markNotificationsRead: true });
    const after = (await bell(helper)).filter((i) => i.text.endsWith('Bell item'));
    expect(after.find((i) => i.kind === 'followupAssigned')?.read).toBe(true);
    expect(after.find((i) => i.kind === 'followupDue')?.read).toBe(false);
    // Another user's read marks are their own.
    expect((await bell(boss)).find((i) => i.key === `followup-due:${id}:${clock.today()}`)?.read).toBe(false);
  });

  it('refuses more than 100 keys, an empty key or one over 100 characters, with the same message; none is a no-op', async () => {
    const MARK = `mutation($k: [String!]!) { markNotificationsRead(keys: $k) }`;
    const message = 'Give 1 to 100 notification keys of at most 100 characters.';
    for (const k of [Array.from({ length: 101 }, (_, i) => `k${i}`), [''], ['x'.repeat(101)]]) {
      const res = await t.gql(MARK, { k }, helper.token);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await t.gql(MARK, { k: [] }, helper.token)).data).toEqual({ markNotificationsRead: true });
  });

  it('completing the follow-up takes it out of the bell', async () => {
    const id = await createFollowup(boss, followup(worker, 'Gone when done', { assignedToUser: { connect: { id: helper.user.id } } }));
    expect((await bell(helper)).some((i) => i.key === `followup-assigned:${id}`)).toBe(true);
    await t.gql(`mutation($id: Int) { updateOneUserFollowup(where: { id: $id }, data: { status: { set: "COMPLETED" } }) { id } }`, { id }, helper.token);
    expect((await bell(helper)).some((i) => i.key === `followup-assigned:${id}`)).toBe(false);
  });
});
