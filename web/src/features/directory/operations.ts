import { graphql, type ResultOf } from '../../graphql';

/** One page of the partner directory and the number of partners the filters match. */
export const PARTNER_DIRECTORY = graphql(`
  query PartnerDirectory($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      employeeNumber
      firstName
      lastName
      jobTitle
      group
      email
      employmentStatus
    }
    aggregateUser(where: $where) {
      _count {
        _all
      }
    }
  }
`);

export type PartnerRow = ResultOf<typeof PARTNER_DIRECTORY>['users'][number];

/** What the directory's row expander shows: the four qualification groups of one employee. */
export const PARTNER_QUALIFICATIONS = graphql(`
  query PartnerQualifications($employeeNumber: String!) {
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
      id
      skills {
        id
        issueDate
        expDate
        codes {
          title
        }
      }
      licenses {
        id
        licenseNumber
        issueDate
        expDate
        codes {
          title
          state
          level
        }
      }
      certifications {
        id
        certificationNumber
        issueDate
        expDate
        codes {
          title
        }
      }
      deccoUCourses {
        id
        issueDate
        expDate
        codes {
          title
        }
      }
    }
  }
`);

type HeldQualifications = ResultOf<typeof PARTNER_QUALIFICATIONS>['users'][number];
/** One skill, license, certification or course an employee holds (only licenses have a state and level). */
export type HeldTitle = HeldQualifications['skills' | 'licenses' | 'certifications' | 'deccoUCourses'][number];

/** The job titles of active employees, for the filter's job title list. */
export const DIRECTORY_JOB_TITLES = graphql(`
  query DirectoryJobTitles {
    users(distinct: [jobTitle], where: { employmentStatus: { equals: "active" } }, orderBy: [{ jobTitle: asc }], take: 1000) {
      id
      jobTitle
    }
  }
`);
