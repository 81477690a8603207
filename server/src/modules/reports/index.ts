/**
 * The dashboard's reports (spec 2 sections 2 and 6) as queries of their own: each answers only
 * the roles that see its tab (REPORTS in the permission map), whatever the generic API would let
 * them read, and takes the generic where / orderBy / take / skip so paging, sorting and filtering
 * run in SQL. Rows come back as the generic types (User, Licenses, Certifications) with their
 * field rules.
 */
import { addDays, EXPIRING_RANGES, REPORTS, type ExpiringRange, type ReportKey, type Role } from '@portal/common';
import { companyToday } from '../../db/today';
import { reader } from '../../graphql/crud/api';
import type { AppContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { query, type PortalModule } from '../../graphql/module';

const typeDefs = /* GraphQL */ `
  type UserReportPage { rows: [User!]! total: Int! }
  type LicensesReportPage { rows: [Licenses!]! total: Int! }
  type CertificationsReportPage { rows: [Certifications!]! total: Int! }
  "next60 (default), next90, or expired: by the company's calendar day."
  enum ExpiringRange { ${EXPIRING_RANGES.join(' ')} }
  type Query {
    "Alpha List: active employees (admin, superAdmin, webEditor)."
    alphaListReport(where: UserWhereInput, orderBy: [UserOrderByWithRelationInput!], take: Int, skip: Int): UserReportPage!
    "Years of Service: active employees with their years and note (admin, superAdmin, webEditor)."
    yearsOfServiceReport(where: UserWhereInput, orderBy: [UserOrderByWithRelationInput!], take: Int, skip: Int): UserReportPage!
    "Expiring Licenses of active employees in the range (superAdmin, webEditor)."
    expiringLicensesReport(range: ExpiringRange, where: LicensesWhereInput, orderBy: [LicensesOrderByWithRelationInput!], take: Int, skip: Int): LicensesReportPage!
    "Expiring Certifications of active employees in the range (superAdmin, webEditor)."
    expiringCertificationsReport(range: ExpiringRange, where: CertificationsWhereInput, orderBy: [CertificationsOrderByWithRelationInput!], take: Int, skip: Int): CertificationsReportPage!
  }
`;

type Where = Record<string, unknown>;
interface ReportArgs {
  where?: Where | null;
  orderBy?: Record<string, unknown>[] | null;
  take?: number | null;
  skip?: number | null;
  range?: ExpiringRange | null;
}

const ACTIVE: Where = { employmentStatus: { equals: 'active' } };

/** The expiry dates a range covers, by the company's day (today counts as not yet expired). */
export function expiringWhere(range: ExpiringRange, today = companyToday()): Where {
  switch (range) {
    case 'next60':
      return { expDate: { gte: today, lte: addDays(today, 60) } };
    case 'next90':
      return { expDate: { gte: today, lte: addDays(today, 90) } };
    case 'expired':
      return { expDate: { lt: today } };
  }
}

async function page(ctx: AppContext, modelName: string, base: Where, args: ReportArgs) {
  const model = ctx.registry.get(modelName);
  const where = { AND: [base, args.where ?? {}] };
  const read = reader(ctx);
  const [rows, total] = await Promise.all([
    read.findMany(model, { where, orderBy: args.orderBy ?? undefined, take: args.take ?? 10, skip: args.skip ?? 0 } as never),
    read.count(model, { where } as never),
  ]);
  return { rows, total };
}

const viewers = (key: ReportKey): readonly Role[] => REPORTS[key].view;

function range(args: ReportArgs): ExpiringRange {
  const value = args.range ?? 'next60';
  if (!EXPIRING_RANGES.includes(value)) throw badInput('Unknown range.');
  return value;
}

export const reportsModule: PortalModule = {
  name: 'reports',
  api: {
    typeDefs,
    operations: [
      query('alphaListReport', viewers('alphaList'), (_p, args: ReportArgs, ctx) => page(ctx, 'User', ACTIVE, args)),
      query('yearsOfServiceReport', viewers('yearsOfService'), (_p, args: ReportArgs, ctx) => page(ctx, 'User', ACTIVE, args)),
      query('expiringLicensesReport', viewers('expiringLicenses'), (_p, args: ReportArgs, ctx) =>
        page(ctx, 'Licenses', { AND: [expiringWhere(range(args)), { users: { is: ACTIVE } }] }, args),
      ),
      query('expiringCertificationsReport', viewers('expiringCertifications'), (_p, args: ReportArgs, ctx) =>
        page(ctx, 'Certifications', { AND: [expiringWhere(range(args)), { users: { is: ACTIVE } }] }, args),
      ),
    ],
  },
};
