/**
 * Goals and follow-ups (spec 3) as generic models: who reads and manages them is in policy.ts,
 * the rules of every write in rules.ts. Who-changed-what fields and the status of a new item are
 * set by the server from the session.
 */
import { goals, userFollowups } from '../../db/schema';
import { defineModel, type ModelDef } from '../../graphql/crud/model';
import { goalPolicy, userFollowupPolicy } from './policy';
import { goalHooks, userFollowupHooks } from './rules';

const TRACKING = ['createdBy', 'createDate', 'updatedAt', 'updatedBy', 'updatedByFullName', 'status', 'currentProgress'];

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
  hooks: goalHooks,
  policy: goalPolicy,
});

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
  hooks: userFollowupHooks,
  policy: userFollowupPolicy,
});

export const goalModels: ModelDef[] = [goalModel, userFollowupModel];
