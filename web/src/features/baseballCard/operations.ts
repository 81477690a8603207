import { graphql } from '../../graphql';

export interface QualificationCode {
  id: number;
  title: string | null;
  points: number | null;
  /** 'manual' means the holder's record has an expiration date; 'none' never expires. */
  expirationType: string | null;
  /** Licenses only. */
  level?: string | null;
  state?: string | null;
}

export interface HeldQualification {
  id: number;
  /** Date-only "YYYY-MM-DD". */
  issueDate: string | null;
  expDate: string | null;
  codes: QualificationCode | null;
}

export interface HeldLicense extends HeldQualification {
  licenseNumber: string | null;
}
export interface HeldCertification extends HeldQualification {
  certificationNumber: string | null;
}
export type HeldSkill = HeldQualification;
export type HeldCourse = HeldQualification;

export interface BaseballCardEmployee {
  id: number;
  employeeNumber: string | null;
  /** The access level (role). */
  userType: string | null;
  firstName: string | null;
  middleInitial: string | null;
  lastName: string | null;
  jobTitle: string | null;
  group: string | null;
  tshirtSize: string | null;
  yearsOfService: number | null;
  totalYearsOfService: number | null;
  yearsOfServiceNote: string | null;
  profileImage: string | null;
  points: number | null;
  licPoints: number | null;
  cerPoints: number | null;
  skillPoints: number | null;
  coursePoints: number | null;
  averageCompanyPoints: number | null;
  licenses: HeldLicense[];
  certifications: HeldCertification[];
  skills: HeldSkill[];
  deccoUCourses: HeldCourse[];
}

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

/** One employee's card by employee number (exact match on the trimmed number). */
export const EMPLOYEE_BASEBALL_CARD = graphql(`
  query EmployeeBaseballCard($employeeNumber: String!) {
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
      id
      employeeNumber
      userType
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
      points
      licPoints
      cerPoints
      skillPoints
      coursePoints
      averageCompanyPoints
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
`, [CODE_FIELDS]);
