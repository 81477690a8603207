import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListVariables } from '../../components/ui/DataTable';
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

export type ExpiringVariables = ListVariables & { range: string };

const EMPLOYEE_FIELDS = `id employeeNumber firstName lastName jobTitle group email costCode totalYearsOfService yearsOfServiceNote`;

export const ALPHA_LIST_REPORT: TypedDocumentNode<{ alphaListReport: ReportPage<ReportEmployee> }, ListVariables> = gql`
  query AlphaListReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    alphaListReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ${EMPLOYEE_FIELDS} }
    }
  }
`;

export const YEARS_OF_SERVICE_REPORT: TypedDocumentNode<{ yearsOfServiceReport: ReportPage<ReportEmployee> }, ListVariables> = gql`
  query YearsOfServiceReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    yearsOfServiceReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ${EMPLOYEE_FIELDS} }
    }
  }
`;

export const EXPIRING_LICENSES_REPORT: TypedDocumentNode<{ expiringLicensesReport: ReportPage<ExpiringRecord> & { perMonth: MonthCount[] } }, ExpiringVariables> = gql`
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
`;

export const EXPIRING_CERTIFICATIONS_REPORT: TypedDocumentNode<{ expiringCertificationsReport: ReportPage<ExpiringRecord> & { perMonth: MonthCount[] } }, ExpiringVariables> = gql`
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
`;

export const EMPLOYEE_SYNC: TypedDocumentNode<{ employeeSync: { message: string; employeesCreated: number; employeesUpdated: number } }, Record<string, never>> = gql`
  mutation EmployeeSync {
    employeeSync {
      message
      employeesCreated
      employeesUpdated
    }
  }
`;

export interface ReportCode {
  id: number;
  title: string | null;
  entity: string | null;
  state: string | null;
  level: string | null;
  points: number | null;
}

export const POINTS_REPORT: TypedDocumentNode<{ pointsReport: ReportPage<ReportCode> }, ListVariables> = gql`
  query PointsReport($where: CodesWhereInput, $orderBy: [CodesOrderByWithRelationInput!], $take: Int, $skip: Int) {
    pointsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { id title entity state level points }
    }
  }
`;

export interface PointsEmployee extends ReportEmployee {
  points: number | null;
  licPoints: number | null;
  cerPoints: number | null;
  skillPoints: number | null;
  userType: string | null;
  tshirtSize: string | null;
}

export const EMPLOYEE_POINTS_REPORT: TypedDocumentNode<{ employeePointsReport: ReportPage<PointsEmployee> & { companyAverage: number | null } }, ListVariables> = gql`
  query EmployeePointsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    employeePointsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      companyAverage
      byGroup { group employees averagePoints }
      rows { ${EMPLOYEE_FIELDS} points licPoints cerPoints skillPoints userType tshirtSize }
    }
  }
`;

export const EMPLOYEE_PERMISSIONS_REPORT: TypedDocumentNode<{ employeePermissionsReport: ReportPage<PointsEmployee> }, ListVariables> = gql`
  query EmployeePermissionsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    employeePermissionsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ${EMPLOYEE_FIELDS} userType }
    }
  }
`;

export const T_SHIRTS_REPORT: TypedDocumentNode<
  { tShirtsReport: ReportPage<PointsEmployee> & { sizes: { size: string; count: number }[] } },
  ListVariables
> = gql`
  query TShirtsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    tShirtsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      sizes { size count }
      rows { ${EMPLOYEE_FIELDS} tshirtSize }
    }
  }
`;

export const UPDATE_TSHIRT_SIZE: TypedDocumentNode<{ updateOneUser: { id: number; tshirtSize: string | null } | null }, { id: number; size: string }> = gql`
  mutation UpdateTshirtSize($id: Int!, $size: String!) {
    updateOneUser(where: { id: $id }, data: { tshirtSize: { set: $size } }) {
      id
      tshirtSize
    }
  }
`;

export type QualificationsVariables = ListVariables & { category: string; codeId: number };

export const QUALIFICATIONS_REPORT: TypedDocumentNode<{ qualificationsReport: ReportPage<ReportEmployee> }, QualificationsVariables> = gql`
  query QualificationsReport($category: QualificationCategory!, $codeId: Int!, $where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    qualificationsReport(category: $category, codeId: $codeId, where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { ${EMPLOYEE_FIELDS} }
    }
  }
`;
