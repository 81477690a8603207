/**
 * Who reads and manages goals and follow-ups (spec 3; reach in docs/decisions/0045): everyone
 * reads their own; a manager reads and manages the items of the employees below them, a
 * webEditor everyone's; nobody manages their own. A follow-up's assignee reads it and may
 * complete it; the special-numbers setting reads every follow-up.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/common';
import type { EntityPolicy, FieldOf, ReadGrant, RowScope } from '../../auth/policy';
import { othersRows, ownRows } from '../../auth/scopes';
import { alias } from 'drizzle-orm/pg-core';
import { sql } from '../../db/sql';
import { goals, type goalCheckIns, type userFollowups } from '../../db/schema';
import { CHAIN_MANAGERS, inViewersChain, specialFollowupViewer } from './reach';

/** One value per role: chain managers get `chain`, the webEditor `everyone`. */
function perManager<G>(chain: G, everyone: G): Partial<Record<Role, G>> {
  return { ...Object.fromEntries(CHAIN_MANAGERS.map((r) => [r, chain])), webEditor: everyone };
}

/** Read grants: `own` for everyone, plus the chain for managers; the webEditor reads all. */
function readReach<F extends string>(own: RowScope, extra: readonly ReadGrant<F>[] = []): Partial<Record<Role, readonly ReadGrant<F>[]>> {
  const ownGrant: ReadGrant<F> = { rows: own, fields: 'all' };
  return {
    user: [ownGrant, ...extra],
    ...perManager<readonly ReadGrant<F>[]>([ownGrant, { rows: inViewersChain(), fields: 'all' }, ...extra], [{ rows: 'all', fields: 'all' }]),
  };
}

type GoalField = FieldOf<typeof goals, 'user' | 'assignedUser' | 'evaluationSection' | 'checkIns' | 'overdue'>;
const goalEditable: readonly GoalField[] = ['title', 'description', 'startDate', 'dueDate', 'evaluationSection', 'status'];
const goalCreatable: readonly GoalField[] = [...goalEditable, 'currentProgress', 'user', 'assignedUser'];

export const goalPolicy: EntityPolicy<GoalField> = {
  read: readReach(ownRows('userId')),
  // status and currentProgress are accepted (the spec's client sends them) but a new goal is always Active at 0.
  create: perManager({ fields: goalCreatable, rows: inViewersChain() }, { fields: goalCreatable, rows: othersRows('userId') }),
  update: perManager([{ rows: inViewersChain(), fields: goalEditable }], [{ rows: othersRows('userId'), fields: goalEditable }]),
  delete: perManager(inViewersChain(), othersRows('userId')),
};

type FollowupRef = typeof userFollowups;
type FollowupField = FieldOf<FollowupRef, 'user' | 'assignedToUser' | 'evaluationSection'>;
const followupEditable: readonly FollowupField[] = ['title', 'description', 'followupDate', 'evaluationSection', 'status'];
const followupCreatable: readonly FollowupField[] = [...followupEditable, 'currentProgress', 'user', 'assignedToUser'];
const ownOrAssigned: RowScope = (v, t: FollowupRef) => or(eq(t.userId, v.id), eq(t.assignedToUserId, v.id)) as SQL;
const assignedToViewer: RowScope = (v, t: FollowupRef) => eq(t.assignedToUserId, v.id);
/** The assignee may complete the follow-up (status only; the hook allows COMPLETED alone). */
const assigneeGrant = { rows: assignedToViewer, fields: ['status'] as FollowupField[] };

export const userFollowupPolicy: EntityPolicy<FollowupField> = {
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
};

/**
 * A goal's check-ins are read by exactly those who read the goal: each Goal read grant, applied
 * to the check-in's goal (not a second rule to keep in step). Nobody writes them through the
 * generic API; checkInGoal does, under the goal's own edit rule.
 */
const scopeGoal = alias(goals, 'check_in_goal');
const throughGoal = (rows: RowScope): RowScope<typeof goalCheckIns> =>
  rows === 'all' ? 'all' : (v, t) => sql`${t.goalId} in (select ${scopeGoal.id} from ${goals} ${scopeGoal} where ${rows(v, scopeGoal)})`;

export const goalCheckInPolicy: EntityPolicy<FieldOf<typeof goalCheckIns, 'goal' | 'companyTime'>, typeof goalCheckIns> = {
  read: Object.fromEntries(
    Object.entries(goalPolicy.read).map(([role, grants]) => [role, grants!.map((g) => ({ rows: throughGoal(g.rows), fields: 'all' as const }))]),
  ),
};
