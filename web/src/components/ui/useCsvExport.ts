import { useCallback } from 'react';
import { useToast } from './toasts/useToast';
import { exportCsv, type CsvColumn } from '../../lib/csv';

/** exportCsv with the 'No Data to Export' message shown as a toast. */
export function useCsvExport() {
  const toast = useToast();
  return useCallback(
    <Row,>(reportName: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]) =>
      exportCsv({ reportName, rows, columns, onEmpty: (message) => toast.warning(message) }),
    [toast],
  );
}
