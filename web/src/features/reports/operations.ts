import { graphql, type FragmentOf, type ResultOf } from '../../graphql';

/** What every employee report's rows hold: the shared columns and the alpha list's. */
const EMPLOYEE_FIELDS = graphql(`
  fragment ReportEmployeeFields on User {
    id employeeNumber firstName lastName jobTitle group email costCode totalYearsOfService yearsOfServiceNote
  }
`);

/** A row of any employee report (the reports add their own fields to these). */
export type ReportEmployee = FragmentOf<typeof EMPLOYEE_FIELDS>;

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

/** Either expiring report's answer: the page, its total and the count per month ("YYYY-MM"). */
export type ExpiringPage =
  | ResultOf<typeof EXPIRING_LICENSES_REPORT>['expiringLicensesReport']
  | ResultOf<typeof EXPIRING_CERTIFICATIONS_REPORT>['expiringCertificationsReport'];
/** A license or certification about to expire; `number` is its license or certification number. */
export type ExpiringRecord = ExpiringPage['rows'][number];

export const EMPLOYEE_SYNC = graphql(`
  mutation EmployeeSync {
    employeeSync {
      message
      employeesCreated
      employeesUpdated
    }
  }
`);

export const POINTS_REPORT = graphql(`
  query PointsReport($where: CodesWhereInput, $orderBy: [CodesOrderByWithRelationInput!], $take: Int, $skip: Int) {
    pointsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      rows { id title entity state level points }
    }
  }
`);

export type ReportCode = ResultOf<typeof POINTS_REPORT>['pointsReport']['rows'][number];

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

/** What the T Shirts report's size picker (TShirtSizeCell) reads of an employee. */
const TSHIRT_SIZE_CELL_FIELDS = graphql(`
  fragment TShirtSizeCellFields on User {
    id firstName lastName tshirtSize
  }
`);

export type TShirtEmployee = FragmentOf<typeof TSHIRT_SIZE_CELL_FIELDS>;

export const T_SHIRTS_REPORT = graphql(`
  query TShirtsReport($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
    tShirtsReport(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      total
      sizes { size count }
      rows { ...ReportEmployeeFields ...TShirtSizeCellFields }
    }
  }
`, [EMPLOYEE_FIELDS, TSHIRT_SIZE_CELL_FIELDS]);

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
