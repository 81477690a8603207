import { graphql, type FragmentOf, type ResultOf } from '../../graphql';

const CODE_FIELDS = graphql(`
  fragment CardCodeFields on Codes {
    id
    title
    points
    expirationType
    level
    state
  }
`);

/** What EmployeeSummary shows (the print layout too). */
const EMPLOYEE_SUMMARY_FIELDS = graphql(`
  fragment EmployeeSummaryFields on User {
    employeeNumber
    firstName
    middleInitial
    lastName
    jobTitle
    group
    tshirtSize
    yearsOfService
    totalYearsOfService
    yearsOfServiceNote
    profileImage
  }
`);

/** What PointsSummary shows (the print layout too). */
const POINTS_SUMMARY_FIELDS = graphql(`
  fragment PointsSummaryFields on User {
    points
    licPoints
    cerPoints
    skillPoints
    coursePoints
    averageCompanyPoints
  }
`);

/** One employee's card by employee number (exact match on the trimmed number): the page's only read of it. */
export const EMPLOYEE_BASEBALL_CARD = graphql(`
  query EmployeeBaseballCard($employeeNumber: String!) {
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
      id
      userType
      ...EmployeeSummaryFields
      ...PointsSummaryFields
      licenses {
        id
        issueDate
        expDate
        licenseNumber
        codes {
          ...CardCodeFields
        }
      }
      certifications {
        id
        issueDate
        expDate
        certificationNumber
        codes {
          ...CardCodeFields
        }
      }
      skills {
        id
        issueDate
        expDate
        codes {
          ...CardCodeFields
        }
      }
      deccoUCourses {
        id
        issueDate
        expDate
        codes {
          ...CardCodeFields
        }
      }
    }
  }
`, [EMPLOYEE_SUMMARY_FIELDS, POINTS_SUMMARY_FIELDS, CODE_FIELDS]);

export type BaseballCardEmployee = ResultOf<typeof EMPLOYEE_BASEBALL_CARD>['users'][number];
export type EmployeeSummaryData = FragmentOf<typeof EMPLOYEE_SUMMARY_FIELDS>;
export type PointsSummaryData = FragmentOf<typeof POINTS_SUMMARY_FIELDS>;
/** A held record's code; `expirationType` 'manual' means the record has an expiration date, 'none' never expires. */
export type QualificationCode = FragmentOf<typeof CODE_FIELDS>;
/** A held license, certification, skill or course (dates "YYYY-MM-DD"): what the four groups share, and the numbers of two. */
export type HeldQualification = BaseballCardEmployee['licenses' | 'certifications' | 'skills' | 'deccoUCourses'][number];
