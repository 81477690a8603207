import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListVariables } from '../../components/ui/DataTable';


/** What the viewer may do with an employee's goals and follow-ups (the server decides). */
export type PartnerReach = 'own' | 'manages' | 'none' | 'unknown';

export interface ItemOwner {
  id: number;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const ITEM_OWNER: TypedDocumentNode<{ partnerReach: PartnerReach; users: ItemOwner[] }, { employeeNumber: string }> = gql`
  query ItemOwner($employeeNumber: String!) {
    partnerReach(employeeNumber: $employeeNumber)
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
      id
      employeeNumber
      firstName
      lastName
    }
  }
`;

interface Tracked {
  id: number;
  title: string;
  description: string | null;
  status: 'Active' | 'COMPLETED' | 'TO_BE_DELETED';
  createdBy: string | null;
  createDate: string;
  updatedAt: string;
  updatedBy: string | null;
  updatedByFullName: string | null;
}

export interface GoalItem extends Tracked {
  startDate: string;
  dueDate: string;
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

const TRACKED = `id title description status createdBy createDate updatedAt updatedBy updatedByFullName`;

export type ItemLists<Item> = { active: Item[]; completed: Item[] };

/** Active items by due date ascending, completed ones by last update newest first (spec 3 section 4). */
export const GOALS_OF: TypedDocumentNode<ItemLists<GoalItem>, { employeeNumber: string }> = gql`
  query GoalsOf($employeeNumber: String) {
    active: goals(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "Active" } }, orderBy: [{ dueDate: asc }, { id: asc }]) {
      ${TRACKED} startDate dueDate
    }
    completed: goals(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "COMPLETED" } }, orderBy: [{ updatedAt: desc }, { id: desc }]) {
      ${TRACKED} startDate dueDate
    }
  }
`;

const ASSIGNEE = `assignedToUser { id firstName lastName employeeNumber }`;

export const FOLLOWUPS_OF: TypedDocumentNode<ItemLists<FollowupItem>, { employeeNumber: string }> = gql`
  query FollowupsOf($employeeNumber: String) {
    active: userFollowups(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "Active" } }, orderBy: [{ followupDate: asc }, { id: asc }]) {
      ${TRACKED} followupDate ${ASSIGNEE}
    }
    completed: userFollowups(where: { user: { is: { employeeNumber: { equals: $employeeNumber } } }, status: { equals: "COMPLETED" } }, orderBy: [{ updatedAt: desc }, { id: desc }]) {
      ${TRACKED} followupDate ${ASSIGNEE}
    }
  }
`;

type Data = Record<string, unknown>;

export const CREATE_GOAL: TypedDocumentNode<{ createOneGoal: { id: number } }, { data: Data }> = gql`
  mutation CreateGoal($data: GoalCreateInput!) {
    createOneGoal(data: $data) {
      id
    }
  }
`;

export const UPDATE_GOAL: TypedDocumentNode<{ updateOneGoal: { id: number } }, { id: number; data: Data }> = gql`
  mutation UpdateGoal($id: Int!, $data: GoalUpdateInput!) {
    updateOneGoal(where: { id: $id }, data: $data) {
      id
    }
  }
`;

export const DELETE_GOAL: TypedDocumentNode<{ deleteOneGoal: { id: number } }, { id: number }> = gql`
  mutation DeleteGoal($id: Int!) {
    deleteOneGoal(where: { id: $id }) {
      id
    }
  }
`;

export const CREATE_FOLLOWUP: TypedDocumentNode<{ createOneUserFollowup: { id: number; assignedToUserId: number | null } }, { data: Data }> = gql`
  mutation CreateFollowup($data: UserFollowupCreateInput!) {
    createOneUserFollowup(data: $data) {
      id
      assignedToUserId
    }
  }
`;

export const UPDATE_FOLLOWUP: TypedDocumentNode<{ updateOneUserFollowup: { id: number } }, { id: number; data: Data }> = gql`
  mutation UpdateFollowup($id: Int!, $data: UserFollowupUpdateInput!) {
    updateOneUserFollowup(where: { id: $id }, data: $data) {
      id
    }
  }
`;

export const DELETE_FOLLOWUP: TypedDocumentNode<{ deleteOneUserFollowup: { id: number } }, { id: number }> = gql`
  mutation DeleteFollowup($id: Int!) {
    deleteOneUserFollowup(where: { id: $id }) {
      id
    }
  }
`;

export const SEND_ASSIGNMENT_NOTIFICATION: TypedDocumentNode<{ sendFollowupAssignmentNotification: boolean }, { id: number }> = gql`
  mutation SendFollowupAssignmentNotification($id: Int!) {
    sendFollowupAssignmentNotification(followupId: $id)
  }
`;

export interface MassGoalInput {
  title: string;
  description: string;
  startDate: string;
  dueDate: string;
}

export const MASS_GOAL_ADD: TypedDocumentNode<{ massGoalAdd: { created: number } }, { data: MassGoalInput; userIds: number[] }> = gql`
  mutation MassGoalAdd($data: MassGoalInput!, $userIds: [Int!]!) {
    massGoalAdd(data: $data, userIds: $userIds) {
      created
    }
  }
`;

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

export interface PartnersPage {
  users: PartnerRow[];
  aggregateUser: { _count: { _all: number } };
}

const PARTNER_FIELDS = `id firstName lastName group employeeNumber supervisor { employeeNumber }`;

export const PARTNERS: TypedDocumentNode<PartnersPage, ListVariables> = gql`
  query Partners($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ${PARTNER_FIELDS}
    }
    aggregateUser(where: $where) {
      _count {
        _all
      }
    }
  }
`;

export const PARTNERS_WITH_ASSIGNEES: TypedDocumentNode<PartnersPage, ListVariables> = gql`
  query PartnersWithAssignees($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ${PARTNER_FIELDS}
      followups(where: { status: { equals: "Active" }, assignedToUserId: { not: null } }) {
        ${ASSIGNEE}
      }
    }
    aggregateUser(where: $where) {
      _count {
        _all
      }
    }
  }
`;

export interface AssignedFollowupRow {
  id: number;
  title: string;
  description: string | null;
  status: string;
  createdBy: string | null;
  user: { firstName: string | null; lastName: string | null; employeeNumber: string | null; group: string | null } | null;
}

export interface AssignedFollowupsPage {
  userFollowups: AssignedFollowupRow[];
  aggregateUserFollowup: { _count: { _all: number } };
}

export const ASSIGNED_FOLLOWUPS: TypedDocumentNode<AssignedFollowupsPage, ListVariables> = gql`
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
`;
