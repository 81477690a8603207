/**
 * The evaluation's workflow (spec 3 section 4) and its review's. "Signed" is not a status: a
 * submitted evaluation stays COMPLETED and waits for its signer while needsSignature holds, and
 * one that needsAssignment waits for its manager to choose its writers.
 */
import { UNCHANGED, type Step, type Workflow } from './workflow';

export const EVALUATION_STATUSES = ['INCOMPLETE', 'SAVE_FOR_LATER', 'COMPLETED'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export type EvaluationAction = 'create' | 'assign' | 'save' | 'submit' | 'sign' | 'completeGoal' | 'changeAuthor' | 'remind' | 'delete';
/**
 * currentAuthor: the evaluation's author_employee_number (its writer, and after submit who signs
 * it); manager: its manager_employee_number; reviewManager: a role with reviews.manage; system:
 * the server itself (a cycle's launch).
 */
export type EvaluationActor = 'currentAuthor' | 'manager' | 'reviewManager' | 'system';
export type EvaluationFlag = 'needsAssignment' | 'needsSignature';

const OPEN = ['INCOMPLETE', 'SAVE_FOR_LATER'] as const;

const steps: readonly Step<EvaluationStatus, EvaluationAction, EvaluationActor, EvaluationFlag>[] = [
  // A review's evaluations are created by review managers or a cycle's launch; extra writers' copies by the manager.
  { from: [null], action: 'create', to: 'INCOMPLETE', who: ['reviewManager', 'system', 'manager'] },
  { from: ['INCOMPLETE'], action: 'assign', to: UNCHANGED, who: ['manager', 'reviewManager'], when: { needsAssignment: true } },
  { from: OPEN, action: 'save', to: 'SAVE_FOR_LATER', who: ['currentAuthor'], when: { needsAssignment: false } },
  { from: OPEN, action: 'submit', to: 'COMPLETED', who: ['currentAuthor'], when: { needsAssignment: false } },
  { from: ['COMPLETED'], action: 'sign', to: UNCHANGED, who: ['currentAuthor'], when: { needsSignature: true } },
  { from: OPEN, action: 'completeGoal', to: UNCHANGED, who: ['currentAuthor'] },
  // Who writes or signs next may change, and be reminded, until the evaluation is signed.
  { from: OPEN, action: 'changeAuthor', to: UNCHANGED, who: ['reviewManager'] },
  { from: ['COMPLETED'], action: 'changeAuthor', to: UNCHANGED, who: ['reviewManager'], when: { needsSignature: true } },
  { from: OPEN, action: 'remind', to: UNCHANGED, who: ['reviewManager'] },
  { from: ['COMPLETED'], action: 'remind', to: UNCHANGED, who: ['reviewManager'], when: { needsSignature: true } },
  { from: ['INCOMPLETE'], action: 'delete', to: UNCHANGED, who: ['reviewManager'] },
];

export const evaluationWorkflow: Workflow<EvaluationStatus, EvaluationAction, EvaluationActor, EvaluationFlag> = {
  name: 'evaluation',
  statuses: EVALUATION_STATUSES,
  steps,
};

/** A review moves through its evaluation's states. @alias */
export const REVIEW_STATUSES = EVALUATION_STATUSES;
export type ReviewStatus = EvaluationStatus;
export type ReviewAction = 'create' | 'complete';

/** A review is completed by the server when its last evaluation is (evaluationStore.ts). */
export const reviewWorkflow: Workflow<ReviewStatus, ReviewAction, 'reviewManager' | 'system'> = {
  name: 'review',
  statuses: REVIEW_STATUSES,
  steps: [
    { from: [null], action: 'create', to: 'INCOMPLETE', who: ['reviewManager', 'system'] },
    { from: OPEN, action: 'complete', to: 'COMPLETED', who: ['system'] },
  ],
};
