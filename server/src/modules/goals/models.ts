/**
 * Goals and follow-ups (spec 3). Everyone reads their own; a follow-up's assignee reads it too;
 * managers read all (the partner and all-users lists). Managers create, edit, complete and
 * delete the items of other employees, never their own (the owner gets no Add or Complete).
 * Who-changed-what fields are set by the server from the session.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import { MANAGER_ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor } from '../../auth/policy';
import { othersRows, ownRows } from '../../auth/scopes';
import { goals, userFollowups } from '../../db/schema';
import { companyToday } from '../../db/today';
import { fullName } from '../../graphql/context';
import { defineModel, type ModelDef, type ModelHooks } from '../../graphql/crud/model';
import { badInput } from '../../graphql/errors';

const TRACKING = ['createdBy', 'createDate', 'updatedAt', 'updatedBy', 'updatedByFullName'];

/** Fills the who-and-when fields; new items start Active at 0 % (spec 3 section 4). */
function trackingHooks(extra: (data: Record<string, unknown>, before: Record<string, unknown> | null) => void): ModelHooks {
  return {
    beforeWrite({ ctx, action, data, before }) {
      const viewer = ctx.viewer!;
      if (action === 'create') {
        data.createdBy = fullName(viewer);
        data.createDate = new Date();
        data.status = 'Active';
        data.currentProgress = 0;
      }
      data.updatedAt = new Date();
      data.updatedBy = viewer.employeeNumber;
      data.updatedByFullName = fullName(viewer);
      extra(data, before);
    },
  };
}

const goalEditable = ['title', 'description', 'startDate', 'dueDate', 'evaluationSection'];
const managers = rolesWith('goals.manageOthers');

export const goalModel = defineModel({
  name: 'Goal',
  table: goals,
  serverSet: TRACKING,
  aliases: { findMany: 'goals', findUnique: 'goal' },
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    assignedUser: { kind: 'one', target: 'User', field: 'assignedUserId' },
    evaluationSection: { kind: 'one', target: 'Section', field: 'evaluationSectionId' },
  },
  hooks: trackingHooks((data, before) => {
    const start = (data.startDate ?? before?.startDate) as string | undefined;
    const due = (data.dueDate ?? before?.dueDate) as string | undefined;
    if (start && due && due < start) throw badInput('Due date cannot be before the start date.');
  }),
  policy: {
    read: {
      user: [{ rows: ownRows('userId'), fields: 'all' }],
      ...readFor(MANAGER_ROLES, [{ rows: 'all', fields: 'all' }]),
    },
    // status and currentProgress are accepted (the spec's client sends them) but a new goal is always Active at 0.
    create: grantFor(managers, { fields: [...goalEditable, 'status', 'currentProgress', 'user', 'assignedUser'], rows: othersRows('userId') }),
    update: grantFor(managers, [{ rows: othersRows('userId'), fields: [...goalEditable, 'status', 'currentProgress'] }]),
    delete: grantFor(managers, othersRows('userId')),
  },
});

type FollowupRef = typeof userFollowups;
const followupManagers = rolesWith('followups.manageOthers');
const followupEditable = ['title', 'description', 'followupDate', 'evaluationSection'];

export const userFollowupModel = defineModel({
  name: 'UserFollowup',
  table: userFollowups,
  serverSet: [...TRACKING, 'createdByID'],
  aliases: { findMany: 'userFollowups', findUnique: 'userFollowup' },
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    assignedToUser: { kind: 'one', target: 'User', field: 'assignedToUserId' },
    evaluationSection: { kind: 'one', target: 'Section', field: 'evaluationSectionId' },
  },
  hooks: {
    beforeWrite(args) {
      trackingHooks((data, before) => {
        if (args.action === 'create') data.createdByID = args.ctx.viewer!.employeeNumber;
        const date = data.followupDate as string | null | undefined;
        if (date && date !== before?.followupDate && date < companyToday()) {
          throw badInput('Follow-up date cannot be in the past.');
        }
      }).beforeWrite!(args);
    },
  },
  policy: {
    read: {
      user: [
        { rows: (v, t: FollowupRef) => or(eq(t.userId, v.id), eq(t.assignedToUserId, v.id)) as SQL, fields: 'all' },
      ],
      ...readFor(MANAGER_ROLES, [{ rows: 'all', fields: 'all' }]),
    },
    // The assignee is chosen at creation and never changes (spec 3 section 4).
    create: grantFor(followupManagers, { fields: [...followupEditable, 'status', 'currentProgress', 'user', 'assignedToUser'], rows: othersRows('userId') }),
    update: grantFor(followupManagers, [{ rows: othersRows('userId'), fields: [...followupEditable, 'status', 'currentProgress'] }]),
    delete: grantFor(followupManagers, othersRows('userId')),
  },
});

export const goalModels: ModelDef[] = [goalModel, userFollowupModel];
