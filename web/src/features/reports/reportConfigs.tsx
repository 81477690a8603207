/**
 * What each report shows (spec 2 sections 2, 6 and 9): columns, CSV columns, default order,
 * filters and the query behind it. One ReportTable renders any of them.
 */
import Chip from '@mui/material/Chip';
import type { ApolloClient } from '@apollo/client';
import { EXPIRING_RANGE_LABELS, EXPIRING_RANGES, GROUPS, type ReportKey } from '@portal/common';
import { orderByOf, queryPageFetcher, type DataTableColumn, type DataTableSort, type ListVariables, type PageFetcher } from '../../components/ui/DataTable';
import type { FilterFieldConfig } from '../../components/ui/FilterDialog';
import type { CsvColumn } from '../../lib/csv';
import { formatDateOnly, isPastDay } from '../../lib/dates';
import {
  ALPHA_LIST_REPORT,
  EXPIRING_CERTIFICATIONS_REPORT,
  EXPIRING_LICENSES_REPORT,
  YEARS_OF_SERVICE_REPORT,
  type ExpiringRecord,
  type ExpiringVariables,
  type ReportEmployee,
  type ReportPage,
} from './operations';

export type ReportFilters = Record<string, string>;

export interface ReportConfig<Row> {
  key: ReportKey;
  columns: (today: string) => DataTableColumn<Row>[];
  csvColumns: CsvColumn<Row>[];
  defaultSort: DataTableSort;
  defaultFilters: ReportFilters;
  filterFields: readonly FilterFieldConfig[];
  fetcher: (client: ApolloClient, filters: ReportFilters) => PageFetcher<Row>;
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
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

function employeeReport(key: 'alphaList' | 'yearsOfService'): ReportConfig<ReportEmployee> {
  const alpha = key === 'alphaList';
  const query = alpha ? ALPHA_LIST_REPORT : YEARS_OF_SERVICE_REPORT;
  const base: DataTableColumn<ReportEmployee>[] = [
    { id: 'employeeNumber', label: 'Employee Number', field: 'employeeNumber', sortable: true },
    { id: 'lastName', label: 'Last Name', field: 'lastName', sortable: true },
    { id: 'firstName', label: 'First Name', field: 'firstName', sortable: true },
  ];
  const extra: DataTableColumn<ReportEmployee>[] = alpha
    ? [
        { id: 'jobTitle', label: 'Job Title', field: 'jobTitle', sortable: true },
        { id: 'group', label: 'Group', field: 'group', sortable: true },
        { id: 'email', label: 'Username', field: 'email', sortable: true },
        { id: 'costCode', label: 'Cost Code', field: 'costCode', sortable: true },
      ]
    : [
        { id: 'totalYearsOfService', label: 'Total Years of Service', sortable: true, align: 'right', render: (e) => (e.totalYearsOfService ?? 0).toFixed(2) },
        { id: 'yearsOfServiceNote', label: 'Note', field: 'yearsOfServiceNote' },
      ];
  return {
    key,
    columns: () => [...base, ...extra],
    csvColumns: [
      { header: 'Employee Number', value: (e) => e.employeeNumber },
      { header: 'Last Name', value: (e) => e.lastName },
      { header: 'First Name', value: (e) => e.firstName },
      ...(alpha
        ? [
            { header: 'Job Title', value: (e: ReportEmployee) => e.jobTitle },
            { header: 'Group', value: (e: ReportEmployee) => e.group },
            { header: 'Username', value: (e: ReportEmployee) => e.email },
            { header: 'Cost Code', value: (e: ReportEmployee) => e.costCode },
          ]
        : [
            { header: 'Total Years of Service', value: (e: ReportEmployee) => e.totalYearsOfService },
            { header: 'Note', value: (e: ReportEmployee) => e.yearsOfServiceNote },
          ]),
    ],
    defaultSort: { field: 'lastName', direction: 'asc' },
    defaultFilters: { name: '', group: '' },
    filterFields: [{ name: 'name', label: 'Name contains' }, GROUP_FIELD],
    fetcher: (client, filters) =>
      queryPageFetcher<ReportEmployee, Record<string, ReportPage<ReportEmployee>>, ListVariables>(client, {
        query: query as never,
        variables: ({ take, skip, sort }) => ({
          where: { AND: [...nameContains(filters.name), ...(filters.group ? [{ group: { equals: filters.group } }] : [])] },
          orderBy: orderByOf(sort, [{ firstName: 'asc' }, { id: 'asc' }]),
          take,
          skip,
        }),
        rows: (data) => data[`${key}Report`].rows,
        total: (data) => data[`${key}Report`].total,
      }),
    rowKey: (e) => e.id,
    rowLabel: (e) => `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim(),
    emptyText: 'No Employees Found',
  };
}

function expiringReport(key: 'expiringLicenses' | 'expiringCertifications'): ReportConfig<ExpiringRecord> {
  const licenses = key === 'expiringLicenses';
  const query = licenses ? EXPIRING_LICENSES_REPORT : EXPIRING_CERTIFICATIONS_REPORT;
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
    fetcher: (client, filters) =>
      queryPageFetcher<ExpiringRecord, Record<string, ReportPage<ExpiringRecord>>, ExpiringVariables>(client, {
        query: query as never,
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
        rows: (data) => data[`${key}Report`].rows,
        total: (data) => data[`${key}Report`].total,
      }),
    rowKey: (r) => r.id,
    rowLabel: (r) => `${employeeName(r.users)}: ${codeText(r)}`,
    emptyText: licenses ? 'No Expiring Licenses Found' : 'No Expiring Certifications Found',
  };
}

export const ALPHA_LIST = employeeReport('alphaList');
export const YEARS_OF_SERVICE = employeeReport('yearsOfService');
export const EXPIRING_LICENSES = expiringReport('expiringLicenses');
export const EXPIRING_CERTIFICATIONS = expiringReport('expiringCertifications');
