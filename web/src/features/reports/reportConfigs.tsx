/**
 * What each report shows (spec 2 sections 2, 6 and 9): columns, CSV columns, default order,
 * filters and the query behind it. One ReportTable renders any of them.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { EXPIRING_RANGE_LABELS, EXPIRING_RANGES, GROUPS, isRole, ROLE_LABELS, TSHIRT_SIZE_LABELS, type ReportKey, type TshirtSize } from '@portal/common';
import { orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort, type PageFetcher, type PageResult } from '../../components/ui/DataTable';
import { BreakableEmail } from '../../components/ui/BreakableEmail';
import { ExpiryMark } from '../../components/ui/ExpiryMark';
import type { FilterFieldConfig } from '../../components/ui/FilterDialog';
import type { CsvColumn } from '../../lib/csv';
import { formatDateOnly } from '../../lib/dates';
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
  type ExpiringPage,
  type ExpiringRecord,
  type ReportCode,
  type ReportEmployee,
  type TShirtEmployee,
} from './operations';
import { ReportChart } from './ReportChart';

/** "2027-03" as "Mar 2027". */
const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

type ReportFilters = Record<string, string>;

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

const employeeName = (e: ExpiringRecord['users']) => (e ? `${e.lastName ?? ''}, ${e.firstName ?? ''}` : '');

/** The rows of an employee report's page, as its document fetches them. */
type RowOf<Page extends PageResult<ReportEmployee>> = Page['rows'][number];

interface EmployeeReportSpec<Data, Page extends PageResult<ReportEmployee>> {
  key: ReportKey;
  /** Variables the report query needs besides the page (the Qualifications report's code). */
  extraVariables?: Record<string, unknown>;
  /** Any employee report document (`never`: its variables are the page's). */
  query: TypedDocumentNode<Data, never>;
  /** The report's root field in the answer, e.g. data.alphaListReport. */
  page: (data: Data) => Page;
  columns: DataTableColumn<RowOf<Page>>[];
  csvColumns: CsvColumn<RowOf<Page>>[];
  summary?: (page: Page) => ReactNode;
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
function employeeReport<Data, Page extends PageResult<ReportEmployee>>(spec: EmployeeReportSpec<Data, Page>): ReportConfig<RowOf<Page>> {
  type Row = RowOf<Page>;
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
          const page = spec.page(data);
          if (spec.summary) onSummary(spec.summary(page));
          return page.rows;
        },
        total: (data) => spec.page(data).total,
      }),
    rowKey: (e) => e.id,
    rowLabel: (e) => `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim(),
    employeeOf: spec.rowsHoldControls ? undefined : (e) => e.employeeNumber,
    emptyText: 'No Employees Found',
  };
}

function expiringReport(key: 'expiringLicenses' | 'expiringCertifications'): ReportConfig<ExpiringRecord> {
  const licenses = key === 'expiringLicenses';
  const query: TypedDocumentNode<Record<string, ExpiringPage>, never> = licenses ? EXPIRING_LICENSES_REPORT : EXPIRING_CERTIFICATIONS_REPORT;
  // Licenses name their state and level; certifications have neither.
  const codeText = ({ codes }: ExpiringRecord) => [codes?.title, ...(codes && 'state' in codes ? [codes.state, codes.level] : [])].filter(Boolean).join(' ');
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
        render: (r) => <ExpiryMark expDate={r.expDate} today={today} />,
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

export const ALPHA_LIST = employeeReport({
  key: 'alphaList',
  query: ALPHA_LIST_REPORT,
  page: (data) => data.alphaListReport,
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

export const YEARS_OF_SERVICE = employeeReport({
  key: 'yearsOfService',
  query: YEARS_OF_SERVICE_REPORT,
  page: (data) => data.yearsOfServiceReport,
  columns: [
    { id: 'totalYearsOfService', label: 'Total Years of Service', sortable: true, align: 'right', render: (e) => (e.totalYearsOfService ?? 0).toFixed(2) },
    { id: 'yearsOfServiceNote', label: 'Note', field: 'yearsOfServiceNote' },
  ],
  csvColumns: [
    { header: 'Total Years of Service', value: (e) => e.totalYearsOfService },
    { header: 'Note', value: (e) => e.yearsOfServiceNote },
  ],
});

export const EMPLOYEE_POINTS = employeeReport({
  key: 'employeePoints',
  query: EMPLOYEE_POINTS_REPORT,
  page: (data) => data.employeePointsReport,
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
  summary: ({ companyAverage: average, byGroup: groups }) => {
    return (
      <>
        <Typography sx={{ mb: 1 }}>Company average: {average === null ? 'not computed yet' : `${average.toFixed(2)} points`}</Typography>
        <ReportChart title="Average points by group" points={groups.map((g) => ({ label: g.group, value: g.averagePoints }))} valueLabel="points on average" />
      </>
    );
  },
});

export const EMPLOYEE_PERMISSIONS = employeeReport({
  key: 'employeePermissions',
  query: EMPLOYEE_PERMISSIONS_REPORT,
  page: (data) => data.employeePermissionsReport,
  columns: [
    { id: 'jobTitle', label: 'Job Title', field: 'jobTitle', sortable: true },
    { id: 'userType', label: 'Access Level', sortField: 'userType', sortable: true, render: (e) => (isRole(e.userType) ? ROLE_LABELS[e.userType] : (e.userType ?? '')) },
  ],
  csvColumns: [
    { header: 'Job Title', value: (e) => e.jobTitle },
    { header: 'Access Level', value: (e) => e.userType },
  ],
});

/** The API answers sizes as text; they are always one of TSHIRT_SIZES. */
const sizeLabel = (size: string) => TSHIRT_SIZE_LABELS[size as TshirtSize];

export const T_SHIRTS = (sizeCell: (e: TShirtEmployee) => ReactNode) =>
  employeeReport({
    key: 'tShirts',
    rowsHoldControls: true,
    query: T_SHIRTS_REPORT,
    page: (data) => data.tShirtsReport,
    columns: [
      { id: 'group', label: 'Group', field: 'group', sortable: true },
      { id: 'tshirtSize', label: 'T-Shirt Size', sortable: true, render: (e) => sizeCell(e) /* an arrow: the row type comes from the page */ },
    ],
    csvColumns: [
      { header: 'Group', value: (e) => e.group },
      { header: 'T-Shirt Size', value: (e) => (e.tshirtSize ? sizeLabel(e.tshirtSize) : '') },
    ],
    summary: ({ sizes }) => {
      const wanted = sizes.filter((s) => s.size !== 'notAssigned');
      return (
        <>
          <Typography sx={{ mb: 1 }}>
            To order: {wanted.map((s) => `${sizeLabel(s.size)} ${s.count}`).join(', ')}; not assigned {sizes.find((s) => s.size === 'notAssigned')?.count ?? 0}
          </Typography>
          <ReportChart title="T-shirt sizes to order" points={wanted.map((s) => ({ label: sizeLabel(s.size), value: s.count }))} valueLabel="employees" />
        </>
      );
    },
  });

/** Who holds one code (the Qualifications report, once a category and a code are chosen). */
export const QUALIFICATION_HOLDERS = (category: string, codeId: number) =>
  employeeReport({
    key: 'qualifications',
    query: QUALIFICATIONS_REPORT,
    page: (data) => data.qualificationsReport,
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
