/**
 * The review workflow's steps as the screens call them over HTTP, for tests that need a review
 * in a given state: reached through the real operations, never by writing a status directly.
 */
import { expect } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, clock } from '@portal/common';
import { queryRows } from '../../../db/client';
import type { Actor } from '../../../test/factories';
import type { GqlResponse, TestServer } from '../../../test/server';

export interface StepEvaluation {
  id: number;
  title: string;
  status: string;
  authorEmployeeNumber: string | null;
  formAuthorEmployeeNumber: string | null;
  needsAssignment: boolean;
  needsSignature: boolean;
}
const FIELDS = 'id title status authorEmployeeNumber formAuthorEmployeeNumber needsAssignment needsSignature';

/** The due date the steps give a review: 30 days after the company's today (asked when used, so a pinned day counts). */
export const defaultDue = () => addDays(clock.today(), 30);

interface Question {
  id: number;
  answerType: string;
  answer: string | null;
  answerOptions: { value: string }[];
}

export function reviewSteps(t: TestServer) {
  const ok = <T>(res: GqlResponse<T>): T => {
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  /** The sample template of the empty workshop (one form of each type). */
  const sampleTemplate = async (by: Actor) => ok(await t.gql<{ createSampleReviewTemplate: number }>('mutation { createSampleReviewTemplate }', {}, by.token)).createSampleReviewTemplate;

  const assignReview = async (by: Actor, employeeNumber: string, templateId: number, due = defaultDue()) =>
    ok(await t.gql<{ assignReviewToUser: number }>(
      'mutation($n: String!, $t: Int!, $d: Date!) { assignReviewToUser(employeeNumber: $n, templateVersionId: $t, dateToCompleteBy: $d) }',
      { n: employeeNumber, t: templateId, d: due }, by.token)).assignReviewToUser;

  /** The evaluations of a review, straight from the table (no policy in the way). */
  const evaluationsOf = (reviewId: number) =>
    queryRows<StepEvaluation>(t.db, sql`
      select id, title, status, author_employee_number as "authorEmployeeNumber", form_author_employee_number as "formAuthorEmployeeNumber",
        needs_assignment as "needsAssignment", needs_signature as "needsSignature"
      from evaluations where review_id = ${reviewId} order by id`);
  const form = async (reviewId: number, title: string) => {
    const found = (await evaluationsOf(reviewId)).filter((e) => e.title === title);
    expect(found.length, title).toBeGreaterThan(0);
    return found[0];
  };

  const questionsOf = async (evaluationId: number, viewer: Actor): Promise<Question[]> => {
    const res = ok(await t.gql<{ evaluation: { sections: { questions: Question[] }[] } | null }>(
      `query($id: Int!) { evaluation(where: { id: $id }) { sections(orderBy: [{ order: asc }]) { questions(orderBy: [{ order: asc }]) { id answerType answer answerOptions { value } } } } }`,
      { id: evaluationId }, viewer.token));
    return res.evaluation?.sections.flatMap((s) => s.questions) ?? [];
  };
  /** An answer for each question, valid for its type. */
  const fullAnswers = async (evaluationId: number, writer: Actor) =>
    (await questionsOf(evaluationId, writer)).map((q) => ({
      questionId: q.id,
      answer: q.answerType === 'multi' ? q.answerOptions[0].value : q.answerType === 'date' ? defaultDue() : `Answer ${q.id}`,
    }));

  const save = (by: Actor, id: number, answers: unknown[]) =>
    t.gql<{ saveEvaluation: StepEvaluation }>(`mutation($id: Int!, $a: [AnswerInput!]!) { saveEvaluation(id: $id, answers: $a) { ${FIELDS} } }`, { id, a: answers }, by.token);
  const submit = (by: Actor, id: number, answers: unknown[]) =>
    t.gql<{ submitEvaluation: StepEvaluation }>(`mutation($id: Int!, $a: [AnswerInput!]!) { submitEvaluation(id: $id, answers: $a) { ${FIELDS} } }`, { id, a: answers }, by.token);
  const sign = (by: Actor, id: number) =>
    t.gql<{ signOffEvaluation: StepEvaluation }>(`mutation($id: Int!, $n: String!) { signOffEvaluation(id: $id, fullName: $n) { ${FIELDS} } }`,
      { id, n: `${by.user.firstName} ${by.user.lastName}` }, by.token);
  const assign = (by: Actor, id: number, employeeNumbers: string[]) =>
    t.gql<{ assignEvaluation: number[] }>('mutation($id: Int!, $n: [String!]!) { assignEvaluation(evaluationId: $id, employeeNumbers: $n) }', { id, n: employeeNumbers }, by.token);

  /** The writer fills in and submits the whole form. */
  const fillAndSubmit = async (writer: Actor, id: number) => ok(await submit(writer, id, await fullAnswers(id, writer))).submitEvaluation;

  return { ok, sampleTemplate, assignReview, evaluationsOf, form, questionsOf, fullAnswers, save, submit, sign, assign, fillAndSubmit };
}
