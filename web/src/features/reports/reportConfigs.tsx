/**
 * What each report shows (spec 2 sections 2, 6 and 9): columns, CSV columns, default order,
 * filters and the query behind it. One ReportTable renders any of them.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { EXPIRING_RANGE_LABELS, EXPIRING_RANGES, GROUPS, isRole, ROLE_LABELS, TSHIRT_SIZE_LABELS, type ReportKey, type TshirtSize } from '@portal/common';
import { orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort, type PageFetcher } from '../../components/ui/DataTable';
import { BreakableEmail } from '../../components/ui/BreakableEmail';
import type { FilterFieldConfig } from '../../components/ui/FilterDialog';
import type { CsvColumn } from '../../lib/csv';
import { formatDateOnly, isPastDay } from '../../lib/dates';
import {
  ALPHA_LIST_REPORT,
  EXPIRING_CERTIFICATIONS_REPORT,
  EMPLOYEE_PERMISSIONS_REPORT,
  EMPLOYEE_POINTS_REPORT,
  EXPIRING_LICENSES_REPORT,
  POINTS_REPORT,
  QUALIFICATIONS_REPORT,
  T_SHIRTS_REPORT,
  YEARS_OF_SERVICE_REPORT,
  type ExpiringRecord,
  type PermissionsEmployee,
  type PointsEmployee,
  type TShirtEmployee,
  type ReportCode,
  type MonthCount,
  type ReportEmployee,
  type ReportPage,
} from './operations';
import { ReportChart } from './ReportChart';

/** "2027-03" as "Mar 2027". */
const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export type ReportFilters = Record<string, string>;

export interface ReportConfig<Row> {
  key: ReportKey;
  columns: (today: string) => DataTableColumn<Row>[];
  csvColumns: CsvColumn<Row>[];
  defaultSort: DataTableSort;
  defaultFilters: ReportFilters;
  filterFields: readonly FilterFieldConfig[];
  /** `onSummary` receives what the report shows above its table (a count per size, an average). */
  fetcher: (client: ApolloClient, filters: ReportFilters, onSummary: (summary: ReactNode) => void) => PageFetcher<Row>;
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
  /** The employee a row is about: a click (Details on a phone) opens their baseball card. */
  employeeOf?: (row: Row) => string | null | undefined;
  emptyText: string;
}

const anyOption = { value: '', label: 'Any' };
const GROUP_FIELD: FilterFieldConfig = { name: 'group', label: 'Group', options: [anyOption, ...GROUPS.map((g) => ({ value: g, label: g }))] };

/** Name-like filters are case-insensitive "contains" on first or last name (spec 2 section 5). */
function nameContains(text: string): Record<string, unknown>[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => ({ OR: [{ firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }] }));
}

const employeeName = (e: { firstName: string | null; lastName: string | null } | null) => (e ? `${e.lastName ?? ''}, ${e.firstName ?? ''}` : '');

interface EmployeeReportSpec<Row extends ReportEmployee> {
  key: ReportKey;
  /** Variables the report query needs besides the page (the Qualifications report's code). */
  extraVariables?: Record<string, unknown>;
  /** The report's root field, e.g. alphaListReport. */
  field: string;
  /** Any report document whose result fits the rows (`never`: its variables are the page's). */
  query: TypedDocumentNode<Record<string, ReportPage<Row>>, never>;
  columns: DataTableColumn<Row>[];
  csvColumns: CsvColumn<Row>[];
  summary?: (data: Record<string, unknown>) => ReactNode;
  /** Rows hold their own controls (the T-shirt select): a click does not open the card. */
  rowsHoldControls?: boolean;
}

const EMPLOYEE_COLUMNS: DataTableColumn<ReportEmployee>[] = [
  { id: 'employeeNumber', label: 'Employee Number', field: 'employeeNumber', sortable: true },
  { id: 'lastName', label: 'Last Name', field: 'lastName', sortable: true },
  { id: 'firstName', label: 'First Name', field: 'firstName', sortable: true },
];
const EMPLOYEE_CSV: CsvColumn<ReportEmployee>[] = [
  { header: 'Employee Number', value: (e) => e.employeeNumber },
  { header: 'Last Name', value: (e) => e.lastName },
  { header: 'First Name', value: (e) => e.firstName },
];

/** A report over active employees: number and names, then its own columns; sorted by last name. */
function employeeReport<Row extends ReportEmployee>(spec: EmployeeReportSpec<Row>): ReportConfig<Row> {
  return {
    key: spec.key,
    columns: () => [...(EMPLOYEE_COLUMNS as DataTableColumn<Row>[]), ...spec.columns],
    csvColumns: [...(EMPLOYEE_CSV as CsvColumn<Row>[]), ...spec.csvColumns],
    defaultSort: { field: 'lastName', direction: 'asc' },
    defaultFilters: { name: '', group: '' },
    filterFields: [{ name: 'name', label: 'Name contains' }, GROUP_FIELD],
    fetcher: (client, filters, onSummary) =>
      queryPageFetcher(client, {
        query: spec.query,
        variables: ({ take, skip, sort }) => ({
          ...spec.extraVariables,
          where: { AND: [...nameContains(filters.name), ...(filters.group ? [{ group: { equals: filters.group } }] : [])] },
          orderBy: orderByOf(sort, [{ firstName: 'asc' }, { id: 'asc' }]),
          take,
          skip,
        }),
        rows: (data) => {
          if (spec.summary) onSummary(spec.summary(data[spec.field] as unknown as Record<string, unknown>));
          return data[spec.field].rows;
        },
        total: (data) => data[spec.field].total,
      }),
    rowKey: (e) => e.id,
    rowLabel: (e) => `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim(),
    employeeOf: spec.rowsHoldControls ? undefined : (e) => e.employeeNumber,
    emptyText: 'No Employees Found',
  };
}

function expiringReport(key: 'expiringLicenses' | 'expiringCertifications'): ReportConfig<ExpiringRecord> {
  const licenses = key === 'expiringLicenses';
  const query: TypedDocumentNode<Record<string, ReportPage<ExpiringRecord> & { perMonth: MonthCount[] }>, never> = licenses
    ? EXPIRING_LICENSES_REPORT
    : EXPIRING_CERTIFICATIONS_REPORT;
  const codeText = (r: ExpiringRecord) => [r.codes?.title, r.codes?.state, r.codes?.level].filter(Boolean).join(' ');
  return {
    key,
    columns: (today) => [
      { id: 'holder', label: 'Employee', sortField: 'users.lastName', sortable: true, render: (r) => employeeName(r.users) },
      { id: 'employeeNumber', label: 'Employee Number', render: (r) => r.users?.employeeNumber ?? '' },
      { id: 'code', label: licenses ? 'License' : 'Certification', sortField: 'codes.title', sortable: true, render: codeText },
      { id: 'number', label: 'Number', render: (r) => r.number ?? '' },
      { id: 'issueDate', label: 'Issue Date', sortable: true, render: (r) => formatDateOnly(r.issueDate) },
      {
        id: 'expDate',
        label: 'Expiration Date',
        sortable: true,
        render: (r) => (
          <>
            {formatDateOnly(r.expDate)} {isPastDay(r.expDate, today) && <Chip size="small" color="error" label="Expired" sx={{ ml: 1 }} />}
          </>
        ),
      },
    ],
    csvColumns: [
      { header: 'Last Name', value: (r) => r.users?.lastName },
      { header: 'First Name', value: (r) => r.users?.firstName },
      { header: 'Employee Number', value: (r) => r.users?.employeeNumber },
      { header: licenses ? 'License' : 'Certification', value: codeText },
      { header: licenses ? 'License Number' : 'Certification Number', value: (r) => r.number },
      { header: 'Issue Date', value: (r) => r.issueDate },
      { header: 'Expiration Date', value: (r) => r.expDate },
    ],
    defaultSort: { field: 'expDate', direction: 'desc' },
    defaultFilters: { range: 'next60', name: '', code: '' },
    filterFields: [
      { name: 'range', label: 'Range', options: EXPIRING_RANGES.map((r) => ({ value: r, label: EXPIRING_RANGE_LABELS[r] })) },
      { name: 'name', label: 'Employee name contains' },
      { name: 'code', label: `${licenses ? 'License' : 'Certification'} contains` },
    ],
    fetcher: (client, filters, onSummary) =>
      queryPageFetcher(client, {
        query,
        variables: ({ take, skip, sort }) => ({
          range: filters.range || 'next60',
          where: {
            AND: [
              ...nameContains(filters.name).map((w) => ({ users: { is: w } })),
              ...(filters.code.trim() ? [{ codes: { is: { title: { contains: filters.code.trim(), mode: 'insensitive' } } } }] : []),
            ],
          },
          orderBy: orderByOf(sort, [{ id: 'asc' }]),
          take,
          skip,
        }),
        rows: (data) => {
          onSummary(
            <ReportChart
              title={`${licenses ? 'Licenses' : 'Certifications'} expiring per month, next 12 months`}
              points={data[`${key}Report`].perMonth.map((m) => ({ label: monthLabel(m.month), value: m.count }))}
              valueLabel="expiring"
            />,
          );
          return data[`${key}Report`].rows;
        },
        total: (data) => data[`${key}Report`].total,
      }),
    rowKey: (r) => r.id,
    rowLabel: (r) => `${employeeName(r.users)}: ${codeText(r)}`,
    employeeOf: (r) => r.users?.employeeNumber,
    emptyText: licenses ? 'No Expiring Licenses Found' : 'No Expiring Certifications Found',
  };
}

export const ALPHA_LIST = employeeReport<ReportEmployee>({
  key: 'alphaList',
  field: 'alphaListReport',
  query: ALPHA_LIST_REPORT,
  columns: [
    { id: 'jobTitle', label: 'Job Title', field: 'jobTitle', sortable: true },
    { id: 'group', label: 'Group', field: 'group', sortable: true },
    { id: 'email', label: 'Username', render: (e) => <BreakableEmail email={e.email} />, sortable: true },
    { id: 'costCode', label: 'Cost Code', render: (e) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{e.costCode}</Box>, sortable: true },
  ],
  csvColumns: [
    { header: 'Job Title', value: (e) => e.jobTitle },
    { header: 'Group', value: (e) => e.group },
    { header: 'Username', value: (e) => e.email },
    { header: 'Cost Code', value: (e) => e.costCode },
  ],
});

export const YEARS_OF_SERVICE = employeeReport<ReportEmployee>({
  key: 'yearsOfService',
  field: 'yearsOfServiceReport',
  query: YEARS_OF_SERVICE_REPORT,
  columns: [
    { id: 'totalYearsOfService', label: 'Total Years of Service', sortable: true, align: 'right', render: (e) => (e.totalYearsOfService ?? 0).toFixed(2) },
    { id: 'yearsOfServiceNote', label: 'Note', field: 'yearsOfServiceNote' },
  ],
  csvColumns: [
    { header: 'Total Years of Service', value: (e) => e.totalYearsOfService },
    { header: 'Note', value: (e) => e.yearsOfServiceNote },
  ],
});

export const EMPLOYEE_POINTS = employeeReport<PointsEmployee>({
  key: 'employeePoints',
  field: 'employeePointsReport',
  query: EMPLOYEE_POINTS_REPORT,
  columns: [
    { id: 'group', label: 'Group', field: 'group', sortable: true },
    { id: 'licPoints', label: 'License Points', align: 'right', render: (e) => e.licPoints ?? 0 },
    { id: 'cerPoints', label: 'Certification Points', align: 'right', render: (e) => e.cerPoints ?? 0 },
    { id: 'skillPoints', label: 'Skill Points', align: 'right', render: (e) => e.skillPoints ?? 0 },
    // Courses earn points too (decision 0005): without them the four columns would not add up to the total.
    { id: 'coursePoints', label: 'Course Points', align: 'right', render: (e) => e.coursePoints ?? 0 },
    { id: 'points', label: 'Total Points', align: 'right', render: (e) => e.points ?? 0 },
  ],
  csvColumns: [
    { header: 'Group', value: (e) => e.group },
    { header: 'License Points', value: (e) => e.licPoints },
    { header: 'Certification Points', value: (e) => e.cerPoints },
    { header: 'Skill Points', value: (e) => e.skillPoints },
    { header: 'Course Points', value: (e) => e.coursePoints },
    { header: 'Total Points', value: (e) => e.points },
  ],
  summary: (data) => {
    const average = data.companyAverage as number | null;
    const groups = data.byGroup as { group: string; averagePoints: number }[];
    return (
      <>
        <Typography sx={{ mb: 1 }}>Company average: {average === null ? 'not computed yet' : `${average.toFixed(2)} points`}</Typography>
        <ReportChart title="Average points by group" points={groups.map((g) => ({ label: g.group, value: g.averagePoints }))} valueLabel="points on average" />
      </>
    );
  },
});

export const EMPLOYEE_PERMISSIONS = employeeReport<PermissionsEmployee>({
  key: 'employeePermissions',
  field: 'employeePermissionsReport',
  query: EMPLOYEE_PERMISSIONS_REPORT,
  columns: [
    { id: 'jobTitle', label: 'Job Title', field: 'jobTitle', sortable: true },
    { id: 'userType', label: 'Access Level', sortField: 'userType', sortable: true, render: (e) => (isRole(e.userType) ? ROLE_LABELS[e.userType] : (e.userType ?? '')) },
  ],
  csvColumns: [
    { header: 'Job Title', value: (e) => e.jobTitle },
    { header: 'Access Level', value: (e) => e.userType },
  ],
});

export const T_SHIRTS = (sizeCell: (e: TShirtEmployee) => ReactNode) =>
  employeeReport<TShirtEmployee>({
    key: 'tShirts',
    field: 'tShirtsReport',
    rowsHoldControls: true,
    query: T_SHIRTS_REPORT,
    columns: [
      { id: 'group', label: 'Group', field: 'group', sortable: true },
      { id: 'tshirtSize', label: 'T-Shirt Size', sortable: true, render: sizeCell },
    ],
    csvColumns: [
      { header: 'Group', value: (e) => e.group },
      { header: 'T-Shirt Size', value: (e) => (e.tshirtSize ? TSHIRT_SIZE_LABELS[e.tshirtSize as TshirtSize] : '') },
    ],
    summary: (data) => {
      const sizes = data.sizes as { size: TshirtSize; count: number }[];
      const wanted = sizes.filter((s) => s.size !== 'notAssigned');
      return (
        <>
          <Typography sx={{ mb: 1 }}>
            To order: {wanted.map((s) => `${TSHIRT_SIZE_LABELS[s.size]} ${s.count}`).join(', ')}; not assigned {sizes.find((s) => s.size === 'notAssigned')?.count ?? 0}
          </Typography>
          <ReportChart title="T-shirt sizes to order" points={wanted.map((s) => ({ label: TSHIRT_SIZE_LABELS[s.size], value: s.count }))} valueLabel="employees" />
        </>
      );
    },
  });

/** Who holds one code (the Qualifications report, once a category and a code are chosen). */
export const QUALIFICATION_HOLDERS = (category: string, codeId: number) =>
  employeeReport<ReportEmployee>({
    key: 'qualifications',
    field: 'qualificationsReport',
    query: QUALIFICATIONS_REPORT,
    extraVariables: { category, codeId },
    columns: [
      { id: 'jobTitle', label: 'Job Title', field: 'jobTitle', sortable: true },
      { id: 'group', label: 'Group', field: 'group', sortable: true },
    ],
    csvColumns: [
      { header: 'Job Title', value: (e) => e.jobTitle },
      { header: 'Group', value: (e) => e.group },
    ],
  });

const ENTITY_LABELS: Record<string, string> = { licenses: 'License', certifications: 'Certification', skills: 'Skill', deccoUCourses: 'Course' };

export const POINTS: ReportConfig<ReportCode> = {
  key: 'points',
  columns: () => [
    { id: 'entity', label: 'Type', sortable: true, render: (c) => ENTITY_LABELS[c.entity ?? ''] ?? c.entity ?? '' },
    { id: 'title', label: 'Title', field: 'title', sortable: true },
    { id: 'state', label: 'State', field: 'state' },
    { id: 'level', label: 'Level', field: 'level', sortable: true },
    { id: 'points', label: 'Points', field: 'points', sortable: true, align: 'right' },
  ],
  csvColumns: [
    { header: 'Type', value: (c) => ENTITY_LABELS[c.entity ?? ''] ?? c.entity },
    { header: 'Title', value: (c) => c.title },
    { header: 'State', value: (c) => c.state },
    { header: 'Level', value: (c) => c.level },
    { header: 'Points', value: (c) => c.points },
  ],
  defaultSort: { field: 'entity', direction: 'asc' },
  defaultFilters: { title: '', entity: '' },
  filterFields: [
    { name: 'title', label: 'Title contains' },
    { name: 'entity', label: 'Type', options: [anyOption, ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))] },
  ],
  fetcher: (client, filters) =>
    queryPageFetcher(client, {
      query: POINTS_REPORT,
      variables: ({ take, skip, sort }) => ({
        where: {
          AND: [
            ...(filters.title.trim() ? [{ title: { contains: filters.title.trim(), mode: 'insensitive' } }] : []),
            ...(filters.entity ? [{ entity: { equals: filters.entity } }] : []),
          ],
        },
        // Spec 2: ordered by entity, title, level.
        orderBy: orderByOf(sort, [{ title: 'asc' }, { level: 'asc' }, { id: 'asc' }]),
        take,
        skip,
      }),
      rows: (data) => data.pointsReport.rows,
      total: (data) => data.pointsReport.total,
    }),
  rowKey: (c) => c.id,
  rowLabel: (c) => c.title ?? '',
  emptyText: 'No Codes Found',
};

export const EXPIRING_LICENSES = expiringReport('expiringLicenses');
export const EXPIRING_CERTIFICATIONS = expiringReport('expiringCertifications');
