import { graphql } from '../../graphql';
import type { EmployeeListRow } from '../../lib/employees/operations';

export interface PartnerRow extends EmployeeListRow {
  employmentStatus: string | null;
}

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

export interface HeldTitle {
  id: number;
  issueDate: string | null;
  expDate: string | null;
  codes: { title: string | null; state?: string | null; level?: string | null } | null;
}

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

/** The job titles of active employees, for the filter's job title list. */
export const DIRECTORY_JOB_TITLES = graphql(`
  query DirectoryJobTitles {
    users(distinct: [jobTitle], where: { employmentStatus: { equals: "active" } }, orderBy: [{ jobTitle: asc }], take: 1000) {
      id
      jobTitle
    }
  }
`);
