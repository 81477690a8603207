/**
 * The follow-up's workflow (spec 3 section 4). Follow-ups are their own model (user_followups)
 * with the goal's statuses: a new one is Active; those who manage it set any status, and its
 * assignee may complete it (and only that, unless they also manage its employee).
 */
import { GOAL_STATUSES } from './goal';
import type { Workflow } from './workflow';

export const FOLLOW_UP_STATUSES = GOAL_STATUSES;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export type FollowUpAction = 'create' | 'complete' | 'reactivate' | 'markForDeletion';
/** manager: who the follow-up policy lets edit it (the employee's chain managers, the webEditor); assignee: assignedToUserId. */
export type FollowUpActor = 'manager' | 'assignee';

/** The actions a status written through the generic API (`status: { set: ... }`) stands for. */
export const FOLLOW_UP_EDITS = ['complete', 'reactivate', 'markForDeletion'] as const satisfies readonly FollowUpAction[];

export const followUpWorkflow: Workflow<FollowUpStatus, FollowUpAction, FollowUpActor> = {
  name: 'followUp',
  statuses: FOLLOW_UP_STATUSES,
  steps: [
    { from: [null], action: 'create', to: 'Active', who: ['manager'] },
    { from: FOLLOW_UP_STATUSES, action: 'complete', to: 'COMPLETED', who: ['manager', 'assignee'] },
    { from: FOLLOW_UP_STATUSES, action: 'reactivate', to: 'Active', who: ['manager'] },
    { from: FOLLOW_UP_STATUSES, action: 'markForDeletion', to: 'TO_BE_DELETED', who: ['manager'] },
  ],
};
