import { graphql } from '../../graphql';

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

/** Adds, changes or removes held qualifications: nested writes of the user update (spec 2 section 7). */
export const UPDATE_EMPLOYEE_QUALIFICATIONS = graphql(`
  mutation UpdateEmployeeQualifications($id: Int!, $data: UserUpdateInput!) {
    updateOneUser(where: { id: $id }, data: $data) {
      id
    }
  }
`);

export interface EmployeeInfoData {
  tshirtSize?: Set<string>;
  userType?: Set<string>;
  yearsOfServiceNote?: Set<string | null>;
}

export const UPDATE_EMPLOYEE_INFO = graphql(`
  mutation UpdateEmployeeInfo($id: Int!, $data: UserUpdateInput!) {
    updateOneUser(where: { id: $id }, data: $data) {
      id
      tshirtSize
      userType
      yearsOfServiceNote
    }
  }
`);

export const SAVE_PROFILE_IMAGE = graphql(`
  mutation SaveProfileImage($id: Int!, $path: String!) {
    updateOneUser(where: { id: $id }, data: { profileImage: { set: $path } }) {
      id
      profileImage
    }
  }
`);

/** A short-lived URL of the cell phone list PDF, or null when none was uploaded. */
export const CONTACT_LIST_URL = graphql(`
  query ContactListUrl {
    contactListUrl
  }
`);

export interface ProjectHistoryEntry {
  id: number;
  projectName: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  updatedByFullName: string | null;
}

export const PROJECT_HISTORY = graphql(`
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
`);
