import { graphql, type ResultOf, type VariablesOf } from '../../graphql';
import type { QualificationKind } from './qualificationGroups';

/** Adds, changes or removes held qualifications: nested writes of the user update (spec 2 section 7). */
export const UPDATE_EMPLOYEE_QUALIFICATIONS = graphql(`
  mutation UpdateEmployeeQualifications($id: Int!, $data: UserUpdateInput!) {
    updateOneUser(where: { id: $id }, data: $data) {
      id
    }
  }
`);

type UserData = VariablesOf<typeof UPDATE_EMPLOYEE_QUALIFICATIONS>['data'];
/** The nested write of one group (licenses, certifications, skills or courses): creates, updates, deletes. */
export type HeldWrites = NonNullable<UserData[QualificationKind]>;
/** The changes to one held record (nested update of updateOneUser). */
export type HeldUpdate = NonNullable<HeldWrites['update']>[number]['data'];

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

export type ProjectHistoryEntry = ResultOf<typeof PROJECT_HISTORY>['findManyProjectHistory'][number];

/** The employee's links to the company's OpenID provider (webEditor; decision 0179). */
export const COMPANY_SIGN_INS = graphql(`
  query CompanySignIns($employeeNumber: String!) {
    companySignIns(employeeNumber: $employeeNumber) {
      issuer
      linkedEmail
      linkedAt
      lastSignInAt
    }
  }
`);

export const UNLINK_COMPANY_SIGN_IN = graphql(`
  mutation UnlinkCompanySignIn($employeeNumber: String!) {
    unlinkCompanySignIn(employeeNumber: $employeeNumber)
  }
`);
