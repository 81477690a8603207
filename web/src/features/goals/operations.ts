import type { FollowUpStatus, GoalStatus } from '@portal/common';
import { graphql } from '../../graphql';

export interface ItemOwner {
  id: number;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const ITEM_OWNER = graphql(`
  query ItemOwner($employeeNumber: String!) {
    partnerReach(employeeNumber: $employeeNumber)
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
      id
      employeeNumber
      firstName
      lastName
    }
  }
`);

interface Tracked {
  id: number;
  title: string;
  description: string | null;
  status: GoalStatus;
  createdBy: string | null;
  createDate: string;
  updatedAt: string;
  updatedBy: string | null;
  updatedByFullName: string | null;
}

export interface GoalItem extends Tracked {
  startDate: string;
  dueDate: string;
  /** 0-100, moved only by check-ins. */
  currentProgress: number;
}

export interface PersonName {
  id: number;
  firstName: string | null;
  lastName: string | null;
  employeeNumber: string | null;
}

export interface FollowupItem extends Tracked {
  followupDate: string | null;
  assignedToUser: PersonName | null;
}

const GOAL_FIELDS = graphql(`
  fragment GoalItemFields on Goal {
    id title description status createdBy createDate updatedAt updatedBy updatedByFullName startDate dueDate currentProgress
  }
`);

const FOLLOWUP_FIELDS = graphql(`
  fragment FollowupItemFields on UserFollowup {
    id title description status createdBy createDate updatedAt updatedBy updatedByFullName followupDate
    assignedToUser { id firstName lastName employeeNumber }
  }
`);

export type ItemLists<Item> = { active: Item[]; completed: Item[] };

/** Active items by due date ascending, completed ones by last update newest first (spec 3 section 4). */
export const GOALS_OF = graphql(`
  query GoalsOf($employeeNumber: String) {
    active: goals(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "Active" } }, orderBy: [{ dueDate: asc }, { id: asc }]) {
      ...GoalItemFields
    }
    completed: goals(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "COMPLETED" } }, orderBy: [{ updatedAt: desc }, { id: desc }]) {
      ...GoalItemFields
    }
  }
`, [GOAL_FIELDS]);

export const FOLLOWUPS_OF = graphql(`
  query FollowupsOf($employeeNumber: String) {
    active: userFollowups(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "Active" } }, orderBy: [{ followupDate: asc }, { id: asc }]) {
      ...FollowupItemFields
    }
    completed: userFollowups(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "COMPLETED" } }, orderBy: [{ updatedAt: desc }, { id: desc }]) {
      ...FollowupItemFields
    }
  }
`, [FOLLOWUP_FIELDS]);

export const CREATE_GOAL = graphql(`
  mutation CreateGoal($data: GoalCreateInput!) {
    createOneGoal(data: $data) {
      id
    }
  }
`);

export const UPDATE_GOAL = graphql(`
  mutation UpdateGoal($id: Int!, $data: GoalUpdateInput!) {
    updateOneGoal(where: { id: $id }, data: $data) {
      id
    }
  }
`);

export const DELETE_GOAL = graphql(`
  mutation DeleteGoal($id: Int!) {
    deleteOneGoal(where: { id: $id }) {
      id
    }
  }
`);

/** A check-in as the history shows it; companyTime is on the company's clock. */
export interface CheckInItem {
  id: number;
  authorName: string;
  companyTime: string | null;
  fromProgress: number;
  toProgress: number;
  note: string | null;
}

const CHECK_IN_FIELDS = graphql(`
  fragment CheckInFields on GoalCheckIn {
    id authorName companyTime fromProgress toProgress note
  }
`);

/** A goal's check-ins, newest first. */
export const GOAL_CHECK_INS = graphql(`
  query GoalCheckIns($id: Int!) {
    goal(where: { id: $id }) {
      id
      currentProgress
      checkIns(orderBy: [{ createdAt: desc }, { id: desc }]) {
        ...CheckInFields
      }
    }
  }
`, [CHECK_IN_FIELDS]);

export const CHECK_IN_GOAL = graphql(`
  mutation CheckInGoal($goalId: Int!, $progress: Int!, $note: String) {
    checkInGoal(goalId: $goalId, progress: $progress, note: $note) {
      id
      currentProgress
    }
  }
`);

export const CREATE_FOLLOWUP = graphql(`
  mutation CreateFollowup($data: UserFollowupCreateInput!) {
    createOneUserFollowup(data: $data) {
      id
      assignedToUserId
    }
  }
`);

export const UPDATE_FOLLOWUP = graphql(`
  mutation UpdateFollowup($id: Int!, $data: UserFollowupUpdateInput!) {
    updateOneUserFollowup(where: { id: $id }, data: $data) {
      id
    }
  }
`);

export const DELETE_FOLLOWUP = graphql(`
  mutation DeleteFollowup($id: Int!) {
    deleteOneUserFollowup(where: { id: $id }) {
      id
    }
  }
`);

export const SEND_ASSIGNMENT_NOTIFICATION = graphql(`
  mutation SendFollowupAssignmentNotification($id: Int!) {
    sendFollowupAssignmentNotification(followupId: $id)
  }
`);

export interface MassGoalInput {
  title: string;
  description: string;
  startDate: string;
  dueDate: string;
}

export const MASS_GOAL_ADD = graphql(`
  mutation MassGoalAdd($data: MassGoalInput!, $userIds: [Int!]!) {
    massGoalAdd(data: $data, userIds: $userIds) {
      created
    }
  }
`);

/** A row of the partner lists: an employee, their manager and (follow-ups) who holds their follow-ups. */
export interface PartnerRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  group: string | null;
  employeeNumber: string | null;
  supervisor: { employeeNumber: string | null } | null;
  followups?: { assignedToUser: PersonName | null }[];
}

const PARTNER_FIELDS = graphql(`
  fragment PartnerFields on User {
    id firstName lastName group employeeNumber supervisor { employeeNumber }
  }
`);

export const PARTNERS = graphql(`
  query Partners($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...PartnerFields
    }
    aggregateUser(where: $where) {
      _count {
        _all
      }
    }
  }
`, [PARTNER_FIELDS]);

export const PARTNERS_WITH_ASSIGNEES = graphql(`
  query PartnersWithAssignees($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...PartnerFields
      followups(where: { status: { equals: "Active" }, assignedToUserId: { not: null } }) {
        assignedToUser { id firstName lastName employeeNumber }
      }
    }
    aggregateUser(where: $where) {
      _count {
        _all
      }
    }
  }
`, [PARTNER_FIELDS]);

export interface AssignedFollowupRow {
  id: number;
  title: string;
  description: string | null;
  status: FollowUpStatus;
  createdBy: string | null;
  user: { firstName: string | null; lastName: string | null; employeeNumber: string | null; group: string | null } | null;
}

export interface AssignedFollowupsPage {
  userFollowups: AssignedFollowupRow[];
  aggregateUserFollowup: { _count: { _all: number } };
}

export const ASSIGNED_FOLLOWUPS = graphql(`
  query AssignedFollowups($where: UserFollowupWhereInput, $orderBy: [UserFollowupOrderByWithRelationInput!], $take: Int, $skip: Int) {
    userFollowups(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      title
      description
      status
      createdBy
      user {
        firstName
        lastName
        employeeNumber
        group
      }
    }
    aggregateUserFollowup(where: $where) {
      _count {
        _all
      }
    }
  }
`);
