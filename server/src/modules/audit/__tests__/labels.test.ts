/**
 * The History panel reads as people speak (issue 44 item 9): every field is named as its form
 * names it ("T-Shirt Size", not "Tshirt size"), and a review's "Created" entry says what was
 * created: its title, employee, template and due date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_FIELD_LABELS, EMPLOYEE_FIELD_LABELS, PROJECT_FIELD_LABELS, REVIEW_FIELD_LABELS, type Role } from '@portal/common';
import { queryRows } from '../../../db/client';
import { sql } from '../../../db/sql';
import { scalarFields } from '../../../graphql/crud/model';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { reviewSteps } from '../../reviews/__tests__/reviewSteps';
import { visibleChanges } from '../changes';
import { HISTORY_MODELS } from '../history';

let t: TestServer;
let as: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

interface Change { field: string; label: string; before: string | null; after: string | null }
type Page = { recordHistory: { entries: { action: string; changes: Change[] }[] } };
const HISTORY = `query($record: HistoryRecord!, $id: ID!) { recordHistory(record: $record, id: $id) { entries { action changes { field label before after } } } }`;

async function entries(record: string, id: number, token: string) {
  const res = await t.gql<Page>(HISTORY, { record, id: String(id) }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.recordHistory.entries;
}

const FORM_LABELS: Record<string, Record<string, string>> = { EMPLOYEE: EMPLOYEE_FIELD_LABELS, PROJECT: PROJECT_FIELD_LABELS, REVIEW: REVIEW_FIELD_LABELS, CODE: CODE_FIELD_LABELS };
/** Bookkeeping columns the panel never lists, and the password hash it never shows. */
const UNLISTED = new Set(['id', 'createdAt', 'updatedAt', 'passwordHash']);

describe("the panel's labels", () => {
  it('name every field a record shows by its form label, for each record with a panel', () => {
    for (const [record, model] of Object.entries(HISTORY_MODELS)) {
      const fields = [...scalarFields(model).keys()].filter((f) => !UNLISTED.has(f));
      const readable = new Set(fields);
      const after = Object.fromEntries(fields.map((f) => [f, `new ${f}`]));
      const labels = Object.fromEntries(visibleChanges(model, readable, {}, after).map((c) => [c.field, c.label]));
      for (const field of fields) expect(labels[field], `${record}.${field}`).toBe(FORM_LABELS[record][field]);
    }
  });

  it('says "T-Shirt Size" when the card\'s info form changed it, as the form does', async () => {
    const employee = await makeUser(t, { tshirtSize: 'MD' });
    const UPDATE = `mutation($id: Int, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { id } }`;
    expect((await t.gql(UPDATE, { id: employee.user.id, data: { tshirtSize: { set: 'XL' } } }, as.webEditor.token)).errors).toBeUndefined();
    const [entry] = await entries('EMPLOYEE', employee.user.id, as.admin.token);
    expect(entry.changes).toEqual([{ field: 'tshirtSize', label: 'T-Shirt Size', before: 'MD', after: 'XL' }]);
  });

  it("names a code's fields as the code form does", async () => {
    const code = await makeCode(t, {});
    const UPDATE = `mutation($id: Int, $data: CodesUpdateInput!) { updateOneCodes(where: { id: $id }, data: $data) { id } }`;
    expect((await t.gql(UPDATE, { id: code.id, data: { lookupCode: { set: 'EL-1' }, description: { set: 'Electrical work' } } }, as.webEditor.token)).errors).toBeUndefined();
    const [entry] = await entries('CODE', code.id, as.webEditor.token);
    expect(entry.changes.map((c) => c.label)).toEqual(['Description', 'Lookup Code']);
  });

  it("lists what a review's creation created: title, employee, template and due date", async () => {
    const steps = reviewSteps(t);
    const boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Bo', lastName: 'Boss' });
    const worker = await makeUser(t, { firstName: 'Dana', lastName: 'Rivera', supervisorId: boss.user.id });
    const templateId = await steps.sampleTemplate(as.superAdmin);
    const reviewId = await steps.assignReview(as.superAdmin, worker.user.employeeNumber, templateId);
    const [review] = await queryRows<{ title: string; due: string }>(t.db, sql`select title, date_to_complete_by::text as due from reviews where id = ${reviewId}`);
    const [entry] = await entries('REVIEW', reviewId, as.superAdmin.token);
    expect(entry.action).toBe('create');
    expect(entry.changes.map((c) => [c.label, c.after])).toEqual([
      ['Title', review.title],
      ['Template', review.title],
      ['Employee', `Dana Rivera (${worker.user.employeeNumber})`],
      ['Due Date', review.due],
    ]);
  });
});
