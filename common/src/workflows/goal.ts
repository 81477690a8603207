/**
 * The goal's workflow (spec 3 section 4; decisions 0046, 0088). A new goal is Active; those who
 * manage it set its status through the generic API (complete, reactivate, mark for deletion),
 * from whatever status it has; the employee's evaluation author may complete a due goal inside
 * the evaluation; check-ins move only the progress of an active goal.
 */
import { UNCHANGED, type Workflow } from './workflow';

export const GOAL_STATUSES = ['Active', 'COMPLETED', 'TO_BE_DELETED'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export type GoalAction = 'create' | 'complete' | 'reactivate' | 'markForDeletion' | 'checkIn' | 'completeInEvaluation';
/**
 * owner: the employee the goal is for; manager: who the Goal policy lets edit it (the owner's
 * chain managers, the webEditor); evaluationAuthor: the current author of the owner's evaluation.
 */
export type GoalActor = 'owner' | 'manager' | 'evaluationAuthor';

/** The actions a status written through the generic API (`status: { set: ... }`) stands for. */
export const GOAL_EDITS = ['complete', 'reactivate', 'markForDeletion'] as const satisfies readonly GoalAction[];

export const goalWorkflow: Workflow<GoalStatus, GoalAction, GoalActor> = {
  name: 'goal',
  statuses: GOAL_STATUSES,
  steps: [
    { from: [null], action: 'create', to: 'Active', who: ['manager'] },
    { from: GOAL_STATUSES, action: 'complete', to: 'COMPLETED', who: ['manager'] },
    { from: GOAL_STATUSES, action: 'reactivate', to: 'Active', who: ['manager'] },
    { from: GOAL_STATUSES, action: 'markForDeletion', to: 'TO_BE_DELETED', who: ['manager'] },
    { from: ['Active'], action: 'checkIn', to: UNCHANGED, who: ['owner', 'manager'] },
    { from: ['Active'], action: 'completeInEvaluation', to: 'COMPLETED', who: ['evaluationAuthor'] },
  ],
};
