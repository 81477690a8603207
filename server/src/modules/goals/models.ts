/**
 * Goals and follow-ups (spec 3) as generic models: who reads and manages them is in policy.ts,
 * the rules of every write in rules.ts. Who-changed-what fields and the status of a new item are
 * set by the server from the session.
 */
import { FOLLOW_UP_STATUSES, GOAL_STATUSES, clock } from '@portal/common';
import { sql } from '../../db/sql';
import { goalCheckIns, goals, userFollowups } from '../../db/schema';
import { todaySql } from '../../db/today';
import { defineModel, type ModelDef } from '../../graphql/crud/model';
import { statusScalar } from '../../graphql/scalars';
import { goalCheckInPolicy, goalPolicy, userFollowupPolicy } from './policy';
import { goalHooks, userFollowupHooks } from './rules';

const TRACKING = ['createdBy', 'createDate', 'updatedAt', 'updatedBy', 'updatedByFullName', 'status', 'currentProgress'];

export const goalModel = defineModel({
  name: 'Goal',
  table: goals,
  outputScalars: { status: statusScalar('GoalStatus', GOAL_STATUSES, "A goal's status") },
  serverSet: TRACKING.filter((f) => f !== 'status' && f !== 'currentProgress'),
  aliases: { findMany: 'goals', findUnique: 'goal' },
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    assignedUser: { kind: 'one', target: 'User', field: 'assignedUserId' },
    evaluationSection: { kind: 'one', target: 'Section', field: 'evaluationSectionId' },
    checkIns: { kind: 'many', target: 'GoalCheckIn', field: 'goalId' },
  },
  computed: {
    overdue: {
      type: 'Boolean',
      description: "Active and its due date is before the company's today.",
      sql: (t) => sql`(${t.status} = 'Active' and ${t.dueDate} < ${todaySql()})`,
    },
  },
  hooks: goalHooks,
  policy: goalPolicy,
});

export const userFollowupModel = defineModel({
  name: 'UserFollowup',
  table: userFollowups,
  outputScalars: { status: statusScalar('FollowUpStatus', FOLLOW_UP_STATUSES, "A follow-up's status") },
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

const goalCheckInModel = defineModel({
  name: 'GoalCheckIn',
  description: "A check-in on a goal: who moved its progress, when, from what to what, and why.",
  table: goalCheckIns,
  // Read through a goal's checkIns; written only by checkInGoal (docs/decisions/0088).
  operations: [],
  relations: { goal: { kind: 'one', target: 'Goal', field: 'goalId' } },
  computed: {
    companyTime: {
      type: 'String',
      description: "When, on the company's clock: MM/DD/YYYY hh:mm AM.",
      sql: (t) => sql`to_char(${t.createdAt} at time zone ${clock.timeZone()}, 'MM/DD/YYYY HH12:MI AM')`,
    },
  },
  policy: goalCheckInPolicy,
});

export const goalModels: ModelDef[] = [goalModel, userFollowupModel, goalCheckInModel];
