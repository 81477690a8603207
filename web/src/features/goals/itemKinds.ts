/** Goals and follow-ups share one page layout; this is what differs between them. */
import { MESSAGES } from '@portal/common';

export type ItemKind = 'goal' | 'followup';

export interface ItemKindConfig {
  kind: ItemKind;
  singular: string;
  plural: string;
  addLabel: string;
  activeHeading: (name: string) => string;
  completedHeading: (name: string) => string;
  emptyText: { none: string; allCompleted: string; noCompleted: string; noMatch: string };
  messages: {
    created: string;
    createFailed: string;
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
    deleteQuestion: string;
  };
  /** Shown instead of the page to a viewer who may read none of the employee's items. */
  noReachText: string;
  /** The page of an employee's items. */
  pathOf: (employeeNumber: string) => string;
}

const NO_RESULTS = MESSAGES.noResults;

/** The spec's texts (spec 3 sections 3 and 8); where it has two spellings we use the hyphenated one. */
export const ITEM_KINDS: Record<ItemKind, ItemKindConfig> = {
  goal: {
    kind: 'goal',
    singular: 'Goal',
    plural: 'Goals',
    addLabel: 'Add Goal',
    activeHeading: (name) => `${name} Active Goals`,
    completedHeading: (name) => `${name} Completed Goals`,
    emptyText: { none: 'No Goals Found', allCompleted: 'Nice! All your goals are completed', noCompleted: 'No Current Completed Goals', noMatch: NO_RESULTS },
    messages: {
      created: 'Goal created successfully.',
      createFailed: 'Error creating goal. Please contact support.',
      updated: 'Successfully updated goal',
      updateFailed: 'Error saving goal, please contact support.',
      deleted: 'Successfully deleted goal',
      deleteFailed: 'Error deleting goal, please contact support.',
      deleteQuestion: 'Are you sure you want to delete this goal?',
    },
    noReachText: 'You can see the goals of the partners you manage only.',
    pathOf: (n) => `/goals/${encodeURIComponent(n)}`,
  },
  followup: {
    kind: 'followup',
    singular: 'Follow-up',
    plural: 'Follow-ups',
    addLabel: 'Add Follow-up',
    activeHeading: (name) => `${name} Active Follow-ups`,
    completedHeading: () => 'Completed Follow-ups',
    emptyText: {
      none: 'No Follow-ups Found',
      allCompleted: 'Nice! All your follow-ups are completed',
      noCompleted: 'No Current Completed Follow-ups',
      noMatch: NO_RESULTS,
    },
    messages: {
      created: 'Follow-up created successfully.',
      createFailed: 'Error creating follow-up. Please contact support.',
      updated: 'Successfully updated follow-up',
      updateFailed: 'Error saving follow-up, please contact support.',
      deleted: 'Successfully deleted followup',
      deleteFailed: 'Error deleting followup, please contact support.',
      deleteQuestion: 'Are you sure you want to delete this follow-up?',
    },
    noReachText: 'You can see the follow-ups of the partners you manage, and those assigned to you, only.',
    pathOf: (n) => `/followups/${encodeURIComponent(n)}`,
  },
};

export const FOLLOWUP_DATE_HELP = 'Date when the follow-up reminder should be sent';
export const ASSIGN_HELP = 'A notification will be sent to the assigned employee when this follow-up is created.';
export const ASSIGNMENT_LOCKED = 'Assignment cannot be changed after follow-up creation.';
export const NOT_ASSIGNED = 'Not assigned';

/** How an item's status reads on screen. */
export const ITEM_STATUS_LABELS: Record<string, string> = { Active: 'Active', COMPLETED: 'Completed', TO_BE_DELETED: 'To be deleted' };
