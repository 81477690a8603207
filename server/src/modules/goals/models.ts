/**
 * Goals and follow-ups (spec 3). Reach (docs/decisions/0045): everyone reads their own; a
 * manager reads and manages the items of the employees below them, a webEditor everyone's;
 * nobody manages their own (the owner gets no Add, Edit or Complete). A follow-up's assignee
 * reads it and may complete it; the special-numbers setting reads every follow-up.
 * Who-changed-what fields and the status of a new item are set by the server from the session.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/common';
import type { ReadGrant, RowScope } from '../../auth/policy';
import { othersRows, ownRows } from '../../auth/scopes';
import { goals, userFollowups } from '../../db/schema';
import { companyToday } from '../../db/today';
import { fullName, type Viewer } from '../../graphql/context';
import { defineModel, type ModelDef, type ModelHooks } from '../../graphql/crud/model';
import { badInput, forbidden } from '../../graphql/errors';
import { CHAIN_MANAGERS, inViewersChain, isBelow, specialFollowupViewer } from './reach';

const TRACKING = ['createdBy', 'createDate', 'updatedAt', 'updatedBy', 'updatedByFullName', 'status', 'currentProgress'];
export const GOAL_MESSAGES = {
  dueBeforeStart: 'Due date cannot be before the start date.',
  followupDateInPast: 'Follow-up date cannot be in the past.',
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  assigneeOnlyCompletes: 'You may only complete a follow-up assigned to you.',
} as const;


/** One value per role: chain managers get `chain`, the webEditor `everyone`. */
function perManager<G>(chain: G, everyone: G): Partial<Record<Role, G>> {
  return { ...Object.fromEntries(CHAIN_MANAGERS.map((r) => [r, chain])), webEditor: everyone };
}

/** Read grants: `own` for everyone, plus the chain for managers; the webEditor reads all. */
function readReach(own: RowScope, extra: readonly ReadGrant[] = []): Partial<Record<Role, readonly ReadGrant[]>> {
  const ownGrant: ReadGrant = { rows: own, fields: 'all' };
  return {
    user: [ownGrant, ...extra],
    ...perManager<readonly ReadGrant[]>([ownGrant, { rows: inViewersChain(), fields: 'all' }, ...extra], [{ rows: 'all', fields: 'all' }]),
  };
}

/** A required text: present on create, never emptied on update (blank input arrives as null). */
function requireText(data: Record<string, unknown>, field: string, action: 'create' | 'update', message: string) {
  if (action === 'update' && !(field in data)) return;
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') throw badInput(message);
}

/** Fills the who-and-when fields; new items start Active at 0 % (spec 3 section 4). */
function trackingHooks(
  extra: (data: Record<string, unknown>, before: Record<string, unknown> | null, viewer: Viewer, action: 'create' | 'update') => void,
): ModelHooks {
  return {
    beforeWrite({ ctx, action, data, before }) {
      const viewer = ctx.viewer!;
      requireText(data, 'title', action, GOAL_MESSAGES.titleRequired);
      if (action === 'create') {
        data.createdBy = fullName(viewer);
        data.createDate = new Date();
        data.status = 'Active';
        data.currentProgress = 0;
      }
      data.updatedAt = new Date();
      data.updatedBy = viewer.employeeNumber;
      data.updatedByFullName = fullName(viewer);
      extra(data, before, viewer, action);
    },
  };
}

const goalEditable = ['title', 'description', 'startDate', 'dueDate', 'evaluationSection', 'status'];
const goalCreatable = [...goalEditable, 'currentProgress', 'user', 'assignedUser'];

export const goalModel = defineModel({
  name: 'Goal',
  table: goals,
  serverSet: TRACKING.filter((f) => f !== 'status' && f !== 'currentProgress'),
  aliases: { findMany: 'goals', findUnique: 'goal' },
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    assignedUser: { kind: 'one', target: 'User', field: 'assignedUserId' },
    evaluationSection: { kind: 'one', target: 'Section', field: 'evaluationSectionId' },
  },
  hooks: trackingHooks((data, before, _viewer, action) => {
    requireText(data, 'description', action, GOAL_MESSAGES.descriptionRequired);
    const start = (data.startDate ?? before?.startDate) as string | undefined;
    const due = (data.dueDate ?? before?.dueDate) as string | undefined;
    if (start && due && due < start) throw badInput(GOAL_MESSAGES.dueBeforeStart);
  }),
  policy: {
    read: readReach(ownRows('userId')),
    // status and currentProgress are accepted (the spec's client sends them) but a new goal is always Active at 0.
    create: perManager({ fields: goalCreatable, rows: inViewersChain() }, { fields: goalCreatable, rows: othersRows('userId') }),
    update: perManager([{ rows: inViewersChain(), fields: goalEditable }], [{ rows: othersRows('userId'), fields: goalEditable }]),
    delete: perManager(inViewersChain(), othersRows('userId')),
  },
});

type FollowupRef = typeof userFollowups;
const followupEditable = ['title', 'description', 'followupDate', 'evaluationSection', 'status'];
const followupCreatable = [...followupEditable, 'currentProgress', 'user', 'assignedToUser'];
const ownOrAssigned: RowScope = (v, t: FollowupRef) => or(eq(t.userId, v.id), eq(t.assignedToUserId, v.id)) as SQL;
const assignedToViewer: RowScope = (v, t: FollowupRef) => eq(t.assignedToUserId, v.id);
/** The assignee may complete the follow-up (status only; the hook allows COMPLETED alone). */
const assigneeGrant = { rows: assignedToViewer, fields: ['status'] };

/** Whether the viewer manages this follow-up's employee (beyond being its assignee). */
async function managesOwner(args: Parameters<NonNullable<ModelHooks['beforeWrite']>>[0], ownerId: number): Promise<boolean> {
  const viewer = args.ctx.viewer!;
  if (ownerId === viewer.id) return false;
  if (viewer.role === 'webEditor') return true;
  return (CHAIN_MANAGERS as readonly Role[]).includes(viewer.role) && isBelow(args.tx, viewer.id, ownerId);
}

export const userFollowupModel = defineModel({
  name: 'UserFollowup',
  table: userFollowups,
  serverSet: [...TRACKING.filter((f) => f !== 'status' && f !== 'currentProgress'), 'createdByID', 'assignmentNotifiedAt', 'reminderSentFor'],
  aliases: { findMany: 'userFollowups', findUnique: 'userFollowup' },
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    assignedToUser: { kind: 'one', target: 'User', field: 'assignedToUserId' },
    evaluationSection: { kind: 'one', target: 'Section', field: 'evaluationSectionId' },
  },
  hooks: {
    async beforeWrite(args) {
      const { action, data, before, ctx } = args;
      if (action === 'update' && before && data.status !== undefined && data.status !== 'COMPLETED' && before.assignedToUserId === ctx.viewer!.id) {
        if (!(await managesOwner(args, before.userId as number))) throw forbidden(GOAL_MESSAGES.assigneeOnlyCompletes);
      }
      trackingHooks((d, b, viewer) => {
        if (action === 'create') d.createdByID = viewer.employeeNumber;
        requireText(d, 'description', action, GOAL_MESSAGES.descriptionRequired);
        const date = d.followupDate as string | null | undefined;
        if (date && date !== b?.followupDate && date < companyToday()) throw badInput(GOAL_MESSAGES.followupDateInPast);
      }).beforeWrite!(args);
    },
  },
  policy: {
    read: readReach(ownOrAssigned, [{ rows: specialFollowupViewer, fields: 'all' }]),
    // The assignee is chosen at creation and never changes (spec 3 section 4).
    create: perManager({ fields: followupCreatable, rows: inViewersChain() }, { fields: followupCreatable, rows: othersRows('userId') }),
    update: {
      user: [assigneeGrant],
      ...perManager(
        [{ rows: inViewersChain(), fields: followupEditable }, assigneeGrant],
        [{ rows: othersRows('userId'), fields: followupEditable }, assigneeGrant],
      ),
    },
    delete: perManager(inViewersChain(), othersRows('userId')),
  },
});

export const goalModels: ModelDef[] = [goalModel, userFollowupModel];
