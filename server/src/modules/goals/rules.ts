/**
 * The rules of goals and follow-ups on every write (spec 3 section 4): required texts, the
 * who-and-when fields the server fills in, date rules, and what a follow-up's assignee may change.
 * The date rules and messages are common's (common/src/args/goals.ts), which the web's forms use.
 */
import {
  actionTo,
  FOLLOW_UP_EDITS,
  followUpWorkflow,
  GOAL_EDITS,
  GOAL_MESSAGES,
  goalWorkflow,
  isDueBeforeStart,
  isPastFollowupDate,
  mayTake,
  target,
  transition,
  type FollowUpStatus,
  type GoalStatus,
  type Role,
  type Workflow,
  clock,
} from '@portal/common';
import { fullName } from '../../graphql/context';
import type { Viewer } from '../../auth/viewer';
import type { goals, userFollowups } from '../../db/schema';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput, forbidden } from '../../graphql/errors';
import { CHAIN_MANAGERS, isBelow } from './reach';

/** A required text: present on create, never emptied on update (blank input arrives as null). */
function requireText<Row extends object>(data: Row, field: keyof Row & string, action: 'create' | 'update', message: string) {
  if (action === 'update' && !(field in data)) return;
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') throw badInput(message);
}

/** A goal's or a follow-up's table (the same statuses), and the actions a status set through the generic API stands for. */
interface ItemWorkflow {
  workflow: Workflow<GoalStatus, string, string>;
  edits: readonly string[];
}
const GOAL: ItemWorkflow = { workflow: goalWorkflow, edits: GOAL_EDITS };
const FOLLOW_UP: ItemWorkflow = { workflow: followUpWorkflow, edits: FOLLOW_UP_EDITS };

/** The status a write sets, from the workflow's table: a new item's first status, or the step an edit's status stands for. */
function statusOfWrite({ workflow, edits }: ItemWorkflow, action: 'create' | 'update', data: { status?: unknown }, before: { status?: unknown } | null): void {
  if (action === 'create') {
    data.status = target(workflow, null, 'create');
    return;
  }
  if (data.status === undefined || !before) return;
  const step = actionTo(workflow, data.status as GoalStatus, edits);
  const outcome = step && transition(workflow, before.status as GoalStatus, step);
  if (!outcome || !outcome.ok) throw badInput(`The status cannot change from ${String(before.status)} to ${String(data.status)}.`);
  data.status = outcome.to;
}

type GoalRow = RowOf<typeof goals>;
type FollowupRow = RowOf<typeof userFollowups>;
/** The fields goals and follow-ups share, which trackingHooks fills in. */
type TrackedRow = Pick<GoalRow & FollowupRow, 'title' | 'status' | 'createdBy' | 'createDate' | 'currentProgress' | 'updatedAt' | 'updatedBy' | 'updatedByFullName'>;

/** Fills the who-and-when fields and the status; new items start Active at 0 % (spec 3 section 4). */
function trackingHooks<Row extends TrackedRow>(
  item: ItemWorkflow,
  extra: (data: Row, before: Row | null, viewer: Viewer, action: 'create' | 'update') => void,
): ModelHooks<Row> {
  return {
    beforeWrite({ ctx, action, data: row, before }) {
      const viewer = ctx.viewer!;
      const data: TrackedRow = row;
      requireText(data, 'title', action, GOAL_MESSAGES.titleRequired);
      statusOfWrite(item, action, data, before);
      if (action === 'create') {
        data.createdBy = fullName(viewer);
        data.createDate = clock.now();
        data.currentProgress = 0;
      }
      data.updatedAt = clock.now();
      data.updatedBy = viewer.employeeNumber;
      data.updatedByFullName = fullName(viewer);
      extra(row, before, viewer, action);
    },
  };
}

/** Whether the viewer manages this follow-up's employee (beyond being its assignee). */
async function managesOwner(args: Parameters<NonNullable<ModelHooks<FollowupRow>['beforeWrite']>>[0], ownerId: number): Promise<boolean> {
  const viewer = args.ctx.viewer!;
  if (ownerId === viewer.id) return false;
  if (viewer.role === 'webEditor') return true;
  return (CHAIN_MANAGERS as readonly Role[]).includes(viewer.role) && isBelow(args.tx, viewer.id, ownerId);
}

export const goalHooks: ModelHooks<GoalRow> = trackingHooks<GoalRow>(GOAL, (data, before, _viewer, action) => {
  requireText(data, 'description', action, GOAL_MESSAGES.descriptionRequired);
  const start = (data.startDate ?? before?.startDate) as string | undefined;
  const due = (data.dueDate ?? before?.dueDate) as string | undefined;
  if (isDueBeforeStart(start, due)) throw badInput(GOAL_MESSAGES.dueBeforeStart);
});

export const userFollowupHooks: ModelHooks<FollowupRow> = {
  async beforeWrite(args) {
    const { action, data, before, ctx } = args;
    if (action === 'update' && before && data.status !== undefined && before.assignedToUserId === ctx.viewer!.id) {
      // The assignee takes only the steps the table gives them, unless they also manage the employee.
      const step = actionTo(followUpWorkflow, data.status as FollowUpStatus, FOLLOW_UP_EDITS);
      const asAssignee = step !== null && mayTake(followUpWorkflow, step, ['assignee']);
      if (!asAssignee && !(await managesOwner(args, before.userId as number))) throw forbidden(GOAL_MESSAGES.assigneeOnlyCompletes);
    }
    trackingHooks<FollowupRow>(FOLLOW_UP, (d, b, viewer) => {
      if (action === 'create') d.createdByID = viewer.employeeNumber;
      requireText(d, 'description', action, GOAL_MESSAGES.descriptionRequired);
      const date = d.followupDate as string | null | undefined;
      if (isPastFollowupDate(date, clock.today(), b?.followupDate as string | null | undefined)) throw badInput(GOAL_MESSAGES.followupDateInPast);
    }).beforeWrite!(args);
  },
};
