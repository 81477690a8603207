/**
 * A review template as the template editor saves it (issue 9, beyond the spec): the whole tree
 * of evaluation forms, sections, questions and answer options, in order. The server and the
 * editor check it with the same schema, so the editor shows exactly the server's rules.
 */
import { z } from 'zod';
import { ANSWER_TYPES } from './enums';
import { singleLineText } from './singleLine';

export const TEMPLATE_LIMITS = {
  titleMax: 200,
  instructionsMax: 2000,
  questionMax: 1000,
  formsMax: 20,
  sectionsMax: 30,
  questionsMax: 50,
  optionsMin: 2,
  optionsMax: 10,
  yearMin: 2000,
  yearMax: 2100,
} as const;

const L = TEMPLATE_LIMITS;
const title = (what: string) => singleLineText(`The ${what} title`).min(1, `Enter the ${what} title.`).max(L.titleMax, `At most ${L.titleMax} characters.`);

export const answerOptionInputSchema = z.object({
  name: singleLineText('The option text').min(1, 'Enter the option text.').max(L.titleMax, `At most ${L.titleMax} characters.`),
  value: singleLineText('The option value').min(1, 'Enter the option value.').max(L.titleMax, `At most ${L.titleMax} characters.`),
});

export const questionInputSchema = z
  .object({
    text: z.string().trim().min(1, 'Enter the question.').max(L.questionMax, `At most ${L.questionMax} characters.`),
    answerType: z.enum(ANSWER_TYPES),
    /** Submit is refused while a required question is unanswered (absent: optional). */
    required: z.boolean().default(false).describe('Submit is refused while a required question is unanswered (default false).'),
    options: z.array(answerOptionInputSchema).max(L.optionsMax, `At most ${L.optionsMax} options.`),
  })
  .superRefine((q, ctx) => {
    if (q.answerType !== 'multi') {
      if (q.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice question has options.' });
      return;
    }
    if (q.options.length < L.optionsMin) ctx.addIssue({ code: 'custom', path: ['options'], message: `A choice question needs at least ${L.optionsMin} options.` });
    const values = q.options.map((o) => o.value.trim());
    if (new Set(values).size !== values.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option needs its own value.' });
  });

export const sectionInputSchema = z.object({
  title: title('section'),
  instructions: z.string().trim().max(L.instructionsMax, `At most ${L.instructionsMax} characters.`).nullable(),
  questions: z.array(questionInputSchema).min(1, 'Add at least one question.').max(L.questionsMax, `At most ${L.questionsMax} questions.`),
});

export const evaluationTemplateInputSchema = z.object({
  title: title('form'),
  authorHidden: z.boolean(),
  needsAssignment: z.boolean(),
  sections: z.array(sectionInputSchema).min(1, 'Add at least one section.').max(L.sectionsMax, `At most ${L.sectionsMax} sections.`),
});

export const reviewTemplateInputSchema = z.object({
  title: title('template'),
  year: z.number().int().min(L.yearMin, `A year from ${L.yearMin} to ${L.yearMax}.`).max(L.yearMax, `A year from ${L.yearMin} to ${L.yearMax}.`).nullable(),
  evaluations: z.array(evaluationTemplateInputSchema).min(1, 'Add at least one form.').max(L.formsMax, `At most ${L.formsMax} forms.`),
}).describe('A whole review template as the template editor saves it, in order.');

export type AnswerOptionInput = z.infer<typeof answerOptionInputSchema>;
export type QuestionInput = z.input<typeof questionInputSchema>;
export type SectionInput = z.input<typeof sectionInputSchema>;
export type EvaluationTemplateInput = z.input<typeof evaluationTemplateInputSchema>;
export type ReviewTemplateInput = z.input<typeof reviewTemplateInputSchema>;

/** The 1-to-3 evaluation scale (spec 3 section 9), the default options of a new choice question. */
export const EVALUATION_SCALE: readonly AnswerOptionInput[] = [
  { name: '1 - Exceeds', value: '1' },
  { name: '2 - Meets', value: '2' },
  { name: '3 - Needs Improvement', value: '3' },
];
