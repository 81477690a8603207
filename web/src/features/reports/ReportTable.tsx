import { useApolloClient } from '@apollo/client/react';
import { clock, EXPIRING_RANGE_LABELS, isExpiringRange, REPORTS } from '@portal/common';
import Box from '@mui/material/Box';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableSort } from '../../components/ui/DataTable';
import { FilterDialog } from '../../components/ui/FilterDialog';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { useFilterDialog } from '../../components/ui/useFilterDialog';
import { useViewer } from '../../lib/auth/sessionContext';
import { useTableExport } from '../../components/ui/useTableExport';
import type { ReportConfig } from './reportConfigs';

/** The reports' page sizes (spec 2 section 9): 10 by default, kept per table. */
const REPORT_PAGE_SIZES = [5, 10, 25, 50, 100];

/** One report: its heading with Filter and (for the roles of spec 2 section 6) Download CSV, and the shared table. */
export function ReportTable<Row>({ config, reloadKey = 0 }: { config: ReportConfig<Row>; reloadKey?: number }) {
  const client = useApolloClient();
  const { role, employeeNumber } = useViewer();
  const today = clock.today();
  const exportTable = useTableExport();
  // An expiring report opened from the dashboard widget's Full Report starts on its window (?range=).
  const [search] = useSearchParams();
  const asked = search.get('range');
  const initialFilters = 'range' in config.defaultFilters && isExpiringRange(asked) ? { ...config.defaultFilters, range: asked } : config.defaultFilters;
  const { filters, activeCount, openDialog, dialogProps } = useFilterDialog(initialFilters, `report.${config.key}`);
  const [sort, setSort] = useState<DataTableSort | null>(config.defaultSort);
  const [summary, setSummary] = useState<ReactNode>(null);
  const fetchPage = useMemo(() => config.fetcher(client, filters, setSummary), [config, client, filters]);
  const columns = useMemo(() => config.columns(today), [config, today]);
  const report = REPORTS[config.key];
  const navigate = useNavigate();
  const openCard = (employeeNumber: string | null | undefined) => {
    if (employeeNumber) navigate(`/baseball-card/${encodeURIComponent(employeeNumber)}`);
  };
  const mayExport = (report.export as readonly string[]).includes(role);

  return (
    <>
      <ListToolbar
        title={report.label}
        // The expiring reports' window on screen, not only inside Filter.
        subtitle={isExpiringRange(filters.range) ? `Range: ${EXPIRING_RANGE_LABELS[filters.range]}` : undefined}
        level="section"
        activeFilters={activeCount}
        onFilter={openDialog}
        onExport={mayExport ? () => void exportTable(report.label, fetchPage, sort, config.csvColumns) : undefined}
      />
      {summary && <Box sx={{ mb: 1 }}>{summary}</Box>}
      <DataTable<Row>
        tableKey={`report.${config.key}`}
        label={report.label}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={config.rowKey}
        rowLabel={config.rowLabel}
        onRowClick={config.employeeOf ? (row) => openCard(config.employeeOf!(row)) : undefined}
        defaultSort={config.defaultSort}
        onSortChange={setSort}
        pageSizeOptions={REPORT_PAGE_SIZES}
        defaultPageSize={10}
        // Spec 2 section 9: one page size for all reports, kept per user (DEFAULT_PAGE_SIZE).
        pageSizeKey={`reports.DEFAULT_PAGE_SIZE.${employeeNumber}`}
        pageSizeMemory="local"
        emptyText={config.emptyText}
        reloadKey={reloadKey}
      />
      <FilterDialog {...dialogProps} fields={config.filterFields} />
    </>
  );
}
