/**
 * The standard review forms: the ones a new review template starts with (templateEditor.ts) and
 * the sample company's reviews ask (seed/). Evaluation template titles carry the spec's
 * evaluation types ("Annual Performance Review", "Leadership Evaluation", "Internal Client Evaluation",
 * "Periodic Performance Assessment (PPA)", "Client D1 Evaluation") because the product tells the
 * types apart by title: who gets the form after submit and who may assign it depend on it.
 */
import { EVALUATION_SCALE } from '@portal/common';

type AnswerType = 'text' | 'date' | 'multi';

interface QuestionDef {
  text: string;
  answerType: AnswerType;
}

export interface SectionDef {
  title: string;
  instructions: string | null;
  questions: QuestionDef[];
}

export type EvaluationKind = 'self' | 'annual' | 'leadership' | 'internalClient' | 'ppa' | 'clientD1';

export interface EvaluationDef {
  kind: EvaluationKind;
  title: string;
  /** The manager picks the author(s) before anyone can start (spec: Internal Client and PPA). */
  needsAssignment: boolean;
  /** The subject does not see who wrote it (peer and client feedback). */
  authorHidden: boolean;
  sections: SectionDef[];
}

/** The 1-to-3 scale of every multiple-choice question (1 is best, as on the contractor scale). */
export const SCALE = EVALUATION_SCALE;

const multi = (text: string): QuestionDef => ({ text, answerType: 'multi' });
const text = (t: string): QuestionDef => ({ text: t, answerType: 'text' });
const date = (t: string): QuestionDef => ({ text: t, answerType: 'date' });

const CORE_VALUES: SectionDef = {
  title: 'Core Values',
  instructions: 'Rate each statement on the 1 to 3 scale and add examples where you can.',
  questions: [multi('Works safely and stops unsafe work.'), multi('Delivers quality work on schedule.'), multi('Treats coworkers and clients with respect.'), text('Examples that support the ratings above.')],
};

const GOALS: SectionDef = {
  title: 'Goals',
  instructions: 'Review the goals set last period and agree on the next ones.',
  questions: [text('Progress on last period\'s goals.'), text('Goals for the coming period.'), date('Date of the next check-in.')],
};

export const EVALUATIONS: readonly EvaluationDef[] = [
  {
    kind: 'self',
    title: 'Self Assessment',
    needsAssignment: false,
    authorHidden: false,
    sections: [
      CORE_VALUES,
      { title: 'Reflection', instructions: null, questions: [text('What went well this year?'), text('What would you like to learn next?'), multi('How satisfied are you with your current assignment?')] },
      GOALS,
    ],
  },
  {
    kind: 'annual',
    title: 'Annual Performance Review',
    needsAssignment: false,
    authorHidden: false,
    sections: [
      CORE_VALUES,
      { title: 'Job Performance', instructions: 'Rate performance in the current role.', questions: [multi('Technical skill for the role.'), multi('Productivity and reliability.'), multi('Communication with the crew and the office.'), text('Overall comments.')] },
      GOALS,
    ],
  },
  {
    kind: 'leadership',
    title: 'Leadership Evaluation',
    needsAssignment: false,
    authorHidden: false,
    sections: [
      { title: 'Leading People', instructions: 'Consider the whole review period.', questions: [multi('Develops and mentors the team.'), multi('Plans work and manages manpower.'), multi('Holds the team accountable.'), text('Leadership strengths.')] },
      { title: 'Development', instructions: null, questions: [text('Areas to develop before the next review.'), date('Target date for the development plan.')] },
    ],
  },
  {
    kind: 'internalClient',
    title: 'Internal Client Evaluation',
    needsAssignment: true,
    authorHidden: true,
    sections: [
      { title: 'Service to Internal Clients', instructions: 'Answer as someone who relies on this person\'s work.', questions: [multi('Responds to requests promptly.'), multi('Work products are accurate and complete.'), multi('Easy to work with.'), text('Suggestions for improvement.')] },
    ],
  },
  {
    kind: 'ppa',
    title: 'Periodic Performance Assessment (PPA)',
    needsAssignment: true,
    authorHidden: true,
    sections: [
      { title: 'On the Job', instructions: 'Assess the last three months on site.', questions: [multi('Follows the safety plan and PPE rules.'), multi('Quality of installation work.'), multi('Attendance and punctuality.'), multi('Takes direction and works well with the crew.')] },
      { title: 'Comments', instructions: null, questions: [text('Strengths observed.'), text('What should this person work on?'), date('Date of the observation.')] },
    ],
  },
  {
    kind: 'clientD1',
    title: 'Client D1 Evaluation',
    needsAssignment: false,
    authorHidden: true,
    sections: [
      { title: 'Client Relationship', instructions: 'Answer from the client\'s point of view.', questions: [multi('Keeps the client informed.'), multi('Manages cost and schedule.'), multi('Resolves issues quickly.'), text('Would you work with this project leader again? Why?')] },
    ],
  },
];
