/**
 * The arguments of the reviews' operations (spec 3) and the rules a dialog shares with them:
 * the answer length, the signer's typed name (decision 0146).
 */
import { z } from 'zod';
import { MAX_ASSIGNEES, TOO_MANY_ASSIGNEES } from '../reviews';
import { answerOptionInputSchema, evaluationTemplateInputSchema, questionInputSchema, reviewTemplateInputSchema, sectionInputSchema } from '../reviewTemplates';
import { dateArg, graphqlType } from './wire';

export const ANSWER_MAX = 10_000;
/** The most answers one save or submit carries. */
export const ANSWERS_MAX = 1000;

/** A typed name as sign-off compares it: trimmed, single spaces, any case. */
export const normalName = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a typed signature is the evaluation's author's full name (sign-off's rule). */
export function signatureMatches(typed: string, author: string | null | undefined): boolean {
  return typed.trim() !== '' && normalName(typed) === normalName(author);
}

export const SIGNATURE_MISMATCH = 'Type your full name exactly as shown to sign.';

const idArgs = { id: z.number().int() };
export const evaluationIdArgs = { evaluationId: z.number().int() };
export const reviewIdArgs = { reviewId: z.number().int() };
export const reviewCycleIdArgs = idArgs;
export const reviewMailPreferenceArgs = { mode: z.string() };
export const myEvaluationsArgs = { year: z.number().int(), completed: z.boolean() };
export const myEvaluationCountsArgs = { year: z.number().int() };
export const evaluationGoalArgs = { evaluationId: z.number().int(), goalId: z.number().int() };

const answerInput = graphqlType(
  'AnswerInput',
  z.object({
    questionId: z.number().int(),
    answer: z
      .string()
      .max(ANSWER_MAX, `An answer may hold at most ${ANSWER_MAX} characters.`)
      .nullable()
      .describe("Text, a YYYY-MM-DD date, or the value of one of the question's options; null clears it."),
  }),
);

/** The arguments of save and submit: the evaluation and the answers to store. */
export const answersArgs = { id: z.number().int(), answers: z.array(answerInput).max(ANSWERS_MAX) };

/** The arguments of sign off: the evaluation and the signer's typed full name. */
export const signArgs = { id: z.number().int(), fullName: z.string() };

/** What a review manager may change on an evaluation; an argument left out (or null) stays as it is. */
export const adminEditArgs = {
  id: z.number().int(),
  authorEmployeeNumber: z.string().trim().min(1).nullish(),
  authorHidden: z.boolean().nullish(),
  dateToCompleteBy: dateArg.nullish(),
};

export const assignReviewArgs = {
  employeeNumber: z.string().trim().min(1, 'Choose an employee.'),
  templateVersionId: z.number().int(),
  dateToCompleteBy: dateArg,
};

export const assignEvaluationArgs = {
  evaluationId: z.number().int(),
  employeeNumbers: z.array(z.string().trim().min(1)).min(1, 'Choose at least one assignee.').max(MAX_ASSIGNEES, TOO_MANY_ASSIGNEES),
};

// The template editor's input travels as these input types, generated from the schemas the
// editor itself validates with (common/src/reviewTemplates.ts).
graphqlType('AnswerOptionTemplateInput', answerOptionInputSchema);
graphqlType('QuestionTemplateInput', questionInputSchema);
graphqlType('SectionTemplateInput', sectionInputSchema);
graphqlType('EvaluationTemplateEditInput', evaluationTemplateInputSchema);
export const reviewTemplateEditInput = graphqlType('ReviewTemplateEditInput', reviewTemplateInputSchema);

/** saveReviewTemplate: creates (no id) or edits a review template. */
export const saveTemplateArgs = { id: z.number().int().nullish(), template: reviewTemplateEditInput };
