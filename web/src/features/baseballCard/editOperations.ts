import { gql, type TypedDocumentNode } from '@apollo/client';

type Set<T> = { set: T };

/** A new held record (nested create of updateOneUser). */
export interface HeldCreate {
  issueDate: string;
  expDate?: string;
  licenseNumber?: string | null;
  certificationNumber?: string | null;
  codes: { connect: { id: number } };
}

/** The changes to a held record (nested update of updateOneUser). */
export interface HeldUpdate {
  issueDate: Set<string>;
  expDate: Set<string | null>;
  licenseNumber?: Set<string | null>;
  certificationNumber?: Set<string | null>;
}

export interface HeldWrites {
  create?: HeldCreate[];
  update?: { where: { id: number }; data: HeldUpdate }[];
  delete?: { id: number }[];
}

export type QualificationWrites = Partial<Record<'licenses' | 'certifications' | 'skills' | 'deccoUCourses', HeldWrites>>;

/** Adds, changes or removes held qualifications: nested writes of the user update (spec 2 section 7). */
export const UPDATE_EMPLOYEE_QUALIFICATIONS: TypedDocumentNode<{ updateOneUser: { id: number } | null }, { id: number; data: QualificationWrites }> = gql`
  mutation UpdateEmployeeQualifications($id: Int!, $data: UserUpdateInput!) {
    updateOneUser(where: { id: $id }, data: $data) {
      id
    }
  }
`;

export interface EmployeeInfoData {
  tshirtSize?: Set<string>;
  userType?: Set<string>;
  yearsOfServiceNote?: Set<string | null>;
}

export const UPDATE_EMPLOYEE_INFO: TypedDocumentNode<
  { updateOneUser: { id: number; tshirtSize: string | null; userType: string | null; yearsOfServiceNote: string | null } | null },
  { id: number; data: EmployeeInfoData }
> = gql`
  mutation UpdateEmployeeInfo($id: Int!, $data: UserUpdateInput!) {
    updateOneUser(where: { id: $id }, data: $data) {
      id
      tshirtSize
      userType
      yearsOfServiceNote
    }
  }
`;

export const SAVE_PROFILE_IMAGE: TypedDocumentNode<{ updateOneUser: { id: number; profileImage: string | null } | null }, { id: number; path: string }> = gql`
  mutation SaveProfileImage($id: Int!, $path: String!) {
    updateOneUser(where: { id: $id }, data: { profileImage: { set: $path } }) {
      id
      profileImage
    }
  }
`;

/** A short-lived URL of the cell phone list PDF, or null when none was uploaded. */
export const CONTACT_LIST_URL: TypedDocumentNode<{ contactListUrl: string | null }, Record<string, never>> = gql`
  query ContactListUrl {
    contactListUrl
  }
`;

export interface ProjectHistoryEntry {
  id: number;
  projectName: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  updatedByFullName: string | null;
}

export interface ProjectHistoryPage {
  findManyProjectHistory: ProjectHistoryEntry[];
  aggregateProjectHistory: { _count: { _all: number } };
}

export interface ProjectHistoryVariables {
  userId: number;
  orderBy: Record<string, unknown>[];
  take: number;
  skip: number;
}

export const PROJECT_HISTORY: TypedDocumentNode<ProjectHistoryPage, ProjectHistoryVariables> = gql`
  query ProjectHistory($userId: Int!, $orderBy: [ProjectHistoryOrderByWithRelationInput!], $take: Int, $skip: Int) {
    findManyProjectHistory(where: { userId: { equals: $userId } }, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      projectName
      updatedAt
      updatedBy
      updatedByFullName
    }
    aggregateProjectHistory(where: { userId: { equals: $userId } }) {
      _count {
        _all
      }
    }
  }
`;
