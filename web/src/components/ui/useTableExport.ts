import { useCallback } from 'react';
import { fetchAllRows, type DataTableSort, type PageFetcher } from './DataTable';
import { useToast } from './toasts/useToast';
import type { CsvColumn } from '../../lib/csv';
import { useCsvExport } from './useCsvExport';

/** The spec's export messages (spec 2 section 8). */
const CSV_MESSAGES = { exported: 'CSV exported successfully.', failed: 'Error exporting CSV' } as const;

/** Downloads every row a table's fetcher finds, in the given order, with the spec's messages. */
export function useTableExport() {
  const exportCsv = useCsvExport();
  const toast = useToast();
  return useCallback(
    async <Row,>(reportName: string, fetchPage: PageFetcher<Row>, sort: DataTableSort | null, columns: readonly CsvColumn<Row>[]) => {
      try {
        const rows = await fetchAllRows(fetchPage, sort);
        if (exportCsv(reportName, rows, columns)) toast.success(CSV_MESSAGES.exported);
      } catch {
        toast.error(CSV_MESSAGES.failed);
      }
    },
    [exportCsv, toast],
  );
}
