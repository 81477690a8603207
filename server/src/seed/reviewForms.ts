/**
 * Turns form definitions into rows: the template copy (sections owned by an evaluation
 * template) and the per-review copy (sections owned by an evaluation), with questions and the
 * 1-to-3 answer options. Ids are handed out here so children can point at parents without
 * reading anything back from the database.
 */
import { dateOnlyToNoonUtc } from '@portal/common';
import type { answerOptions, questions, sections } from '../db/schema';
import { randomDay } from './calendar';
import type { Rng } from './random';
import { SCALE, type SectionDef } from '../modules/reviews/standardForms';
import { TEXT_ANSWERS } from './reviewContent';

type SectionRow = typeof sections.$inferInsert;
type QuestionRow = typeof questions.$inferInsert;
type OptionRow = typeof answerOptions.$inferInsert;

/** The next free id per table, shared by template and evaluation copies. */
export class IdCounter {
  private next = 0;
  take(): number {
    return ++this.next;
  }
  get last(): number {
    return this.next;
  }
}

export interface FormRows {
  sections: SectionRow[];
  questions: QuestionRow[];
  options: OptionRow[];
}

export function emptyFormRows(): FormRows {
  return { sections: [], questions: [], options: [] };
}

export interface FormIds {
  sections: IdCounter;
  questions: IdCounter;
  options: IdCounter;
}

/**
 * How much of a form is filled in: nothing (INCOMPLETE), part (SAVE_FOR_LATER) or all
 * (COMPLETED). Answers are stored as given: the option value for multi, ISO text for dates.
 */
export type Fill = 'none' | 'partial' | 'all';

function answerFor(rng: Rng, type: string, fill: Fill, today: string): string | null {
  if (fill === 'none' || (fill === 'partial' && rng.chance(0.5))) return null;
  if (type === 'multi') return rng.weighted([['1', 30], ['2', 55], ['3', 15]] as const);
  if (type === 'date') return dateOnlyToNoonUtc(randomDay(rng, today.slice(0, 4) + '-01-01', today));
  return rng.pick(TEXT_ANSWERS);
}

export function addFormCopy(
  rng: Rng,
  defs: readonly SectionDef[],
  owner: { evaluationTemplateId: number } | { evaluationId: number },
  fill: Fill,
  today: string,
  ids: FormIds,
  out: FormRows,
): void {
  defs.forEach((def, sectionIndex) => {
    const sectionId = ids.sections.take();
    out.sections.push({
      id: sectionId,
      title: def.title,
      instructions: def.instructions,
      order: sectionIndex,
      evaluationTemplateId: 'evaluationTemplateId' in owner ? owner.evaluationTemplateId : null,
      evaluationId: 'evaluationId' in owner ? owner.evaluationId : null,
    });
    def.questions.forEach((question, questionIndex) => {
      const questionId = ids.questions.take();
      out.questions.push({
        id: questionId,
        sectionId,
        text: question.text,
        order: questionIndex,
        answerType: question.answerType,
        answer: answerFor(rng, question.answerType, fill, today),
      });
      if (question.answerType !== 'multi') return;
      for (const option of SCALE) out.options.push({ id: ids.options.take(), questionId, name: option.name, value: option.value });
    });
  });
}
