import { graphql } from '../../graphql';
import type { EmployeeListRow } from '../../lib/employees/operations';

export interface ReportEmployee extends EmployeeListRow {
  costCode: string | null;
  totalYearsOfService: number | null;
  yearsOfServiceNote: string | null;
}

export interface ExpiringRecord {
  id: number;
  /** License or certification number. */
  number: string | null;
  issueDate: string | null;
  expDate: string | null;
  users: { employeeNumber: string; firstName: string | null; lastName: string | null } | null;
  codes: { title: string | null; state?: string | null; level?: string | null } | null;
}

export interface ReportPage<Row> {
  rows: Row[];
  total: number;
}

export interface MonthCount {
  /** "YYYY-MM". */
  month: string;
  count: number;
}

const EMPLOYEE_FIELDS = graphql(`
  fragment ReportEmployeeFields on User {
    id employeeNumber firstName lastName jobTitle group email costCode totalYearsOfService yearsOfServiceNote
  }
`);

export const ALPHA_LIST_REPORT = graphql(`
  query AlphaListReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    alphaListReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ...ReportEmployeeFields }
    }
  }
`, [EMPLOYEE_FIELDS]);

export const YEARS_OF_SERVICE_REPORT = graphql(`
  query YearsOfServiceReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    yearsOfServiceReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ...ReportEmployeeFields }
    }
  }
`, [EMPLOYEE_FIELDS]);

export const EXPIRING_LICENSES_REPORT = graphql(`
  query ExpiringLicensesReport($range: ExpiringRange, $where: LicensesWhereInput, $orderBy: [LicensesOrderByWithRelationInput!], $take: Int, $skip: Int) {
    expiringLicensesReport(range: $range, where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      perMonth { month count }
      rows {
        id
        number: licenseNumber
        issueDate
        expDate
        users { employeeNumber firstName lastName }
        codes { title state level }
      }
    }
  }
`);

export const EXPIRING_CERTIFICATIONS_REPORT = graphql(`
  query ExpiringCertificationsReport($range: ExpiringRange, $where: CertificationsWhereInput, $orderBy: [CertificationsOrderByWithRelationInput!], $take: Int, $skip: Int) {
    expiringCertificationsReport(range: $range, where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      perMonth { month count }
      rows {
        id
        number: certificationNumber
        issueDate
        expDate
        users { employeeNumber firstName lastName }
        codes { title }
      }
    }
  }
`);

export const EMPLOYEE_SYNC = graphql(`
  mutation EmployeeSync {
    employeeSync {
      message
      employeesCreated
      employeesUpdated
    }
  }
`);

export interface ReportCode {
  id: number;
  title: string | null;
  entity: string | null;
  state: string | null;
  level: string | null;
  points: number | null;
}

export const POINTS_REPORT = graphql(`
  query PointsReport($where: CodesWhereInput, $orderBy: [CodesOrderByWithRelationInput!], $take: Int, $skip: Int) {
    pointsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { id title entity state level points }
    }
  }
`);

/** A row of the Employee Permissions report. */
export interface PermissionsEmployee extends ReportEmployee {
  userType: string | null;
}

/** A row of the T Shirts report. */
export interface TShirtEmployee extends ReportEmployee {
  tshirtSize: string | null;
}

export interface PointsEmployee extends ReportEmployee {
  points: number | null;
  licPoints: number | null;
  cerPoints: number | null;
  skillPoints: number | null;
  coursePoints: number | null;
  userType: string | null;
  tshirtSize: string | null;
}

export const EMPLOYEE_POINTS_REPORT = graphql(`
  query EmployeePointsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    employeePointsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      companyAverage
      byGroup { group employees averagePoints }
      rows { ...ReportEmployeeFields points licPoints cerPoints skillPoints coursePoints userType tshirtSize }
    }
  }
`, [EMPLOYEE_FIELDS]);

export const EMPLOYEE_PERMISSIONS_REPORT = graphql(`
  query EmployeePermissionsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    employeePermissionsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ...ReportEmployeeFields userType }
    }
  }
`, [EMPLOYEE_FIELDS]);

export const T_SHIRTS_REPORT = graphql(`
  query TShirtsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    tShirtsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      sizes { size count }
      rows { ...ReportEmployeeFields tshirtSize }
    }
  }
`, [EMPLOYEE_FIELDS]);

export const UPDATE_TSHIRT_SIZE = graphql(`
  mutation UpdateTshirtSize($id: Int!, $size: String!) {
    updateOneUser(where: { id: $id }, data: { tshirtSize: { set: $size } }) {
      id
      tshirtSize
    }
  }
`);

export const QUALIFICATIONS_REPORT = graphql(`
  query QualificationsReport($category: QualificationCategory!, $codeId: Int!, $where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    qualificationsReport(category: $category, codeId: $codeId, where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ...ReportEmployeeFields }
    }
  }
`, [EMPLOYEE_FIELDS]);
