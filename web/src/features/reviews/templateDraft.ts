/**
 * The template editor's working copy: the review template tree with a stable key per item (so
 * moving an item keeps its inputs), turned into the API's input on save and checked with the
 * schema the server uses.
 */
import { ANSWER_TYPES, EVALUATION_SCALE, reviewTemplateInputSchema, type ReviewTemplateInput } from '@portal/common';
import type { TemplateTree } from './operations';

export interface DraftOption { key: number; name: string; value: string }
type AnswerType = (typeof ANSWER_TYPES)[number];
export interface DraftQuestion { key: number; text: string; answerType: AnswerType; required: boolean; options: DraftOption[] }

/** The API sends a question's type as a String; one it does not know is edited as text. */
const answerTypeOf = (value: string): AnswerType => (ANSWER_TYPES as readonly string[]).includes(value) ? (value as AnswerType) : 'text';
export interface DraftSection { key: number; title: string; instructions: string; questions: DraftQuestion[] }
export interface DraftForm { key: number; title: string; authorHidden: boolean; needsAssignment: boolean; sections: DraftSection[] }
export interface Draft { title: string; year: string; evaluations: DraftForm[] }

let lastKey = 0;
const key = () => ++lastKey;

export const newOption = (name = '', value = ''): DraftOption => ({ key: key(), name, value });
export const newQuestion = (): DraftQuestion => ({ key: key(), text: '', answerType: 'multi', required: false, options: EVALUATION_SCALE.map((o) => newOption(o.name, o.value)) });
export const newSection = (): DraftSection => ({ key: key(), title: '', instructions: '', questions: [newQuestion()] });
export const newForm = (): DraftForm => ({ key: key(), title: '', authorHidden: false, needsAssignment: false, sections: [newSection()] });

export function draftOf(tree: TemplateTree | null, defaultYear: number): Draft {
  if (!tree) return { title: '', year: String(defaultYear), evaluations: [newForm()] };
  return {
    title: tree.title,
    year: tree.year == null ? '' : String(tree.year),
    evaluations: tree.evaluationTemplates.map((e) => ({
      key: key(),
      title: e.title,
      authorHidden: e.authorHidden,
      needsAssignment: e.needsAssignment,
      sections: e.sections.map((s) => ({
        key: key(),
        title: s.title,
        instructions: s.instructions ?? '',
        questions: s.questions.map((q) => ({
          key: key(),
          text: q.text,
          answerType: answerTypeOf(q.answerType),
          required: q.required,
          options: q.answerOptions.map((o) => newOption(o.name, o.value ?? o.name)),
        })),
      })),
    })),
  };
}

export function inputOf(draft: Draft): ReviewTemplateInput {
  const year = draft.year.trim() === '' ? null : Number(draft.year);
  return {
    title: draft.title,
    year,
    evaluations: draft.evaluations.map((f) => ({
      title: f.title,
      authorHidden: f.authorHidden,
      needsAssignment: f.needsAssignment,
      sections: f.sections.map((s) => ({
        title: s.title,
        instructions: s.instructions.trim() === '' ? null : s.instructions,
        questions: s.questions.map((q) => ({ text: q.text, answerType: q.answerType, required: q.required, options: q.answerType === 'multi' ? q.options.map((o) => ({ name: o.name, value: o.value })) : [] })),
      })),
    })),
  };
}

/** Every problem of the draft by path ("evaluations.0.sections.1.title"), as the server would say it. */
export function problemsOf(draft: Draft): Map<string, string> {
  const problems = new Map<string, string>();
  if (draft.year.trim() !== '' && !/^\d{4}$/.test(draft.year.trim())) problems.set('year', 'Enter a year such as 2027.');
  const result = reviewTemplateInputSchema.safeParse(inputOf(draft));
  if (!result.success) for (const issue of result.error.issues) if (!problems.has(issue.path.join('.'))) problems.set(issue.path.join('.'), issue.message);
  return problems;
}

/** The list with the item at `index` moved by `delta` places (unchanged at either end). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
