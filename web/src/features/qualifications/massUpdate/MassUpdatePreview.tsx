import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { massUpdateColumnLabel, type CodeEntity, type MassUpdateColumn } from '@portal/common';
import { useMemo, useState } from 'react';
import { clientSidePages, DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import type { ParsedFile, PreviewRow } from './massUpdateFile';
import { visuallyHidden as srOnly } from '../../../components/ui/visuallyHidden';


/** An invalid cell: underlined red, its message in a tooltip (and for screen readers). */
function InvalidCell({ text, message }: { text: string; message: string }) {
  return (
    <Tooltip title={message} describeChild arrow>
      <Box
        component="span"
        tabIndex={0}
        data-invalid-cell
        sx={{
          color: 'error.main',
          textDecorationLine: 'underline',
          textDecorationStyle: 'wavy',
          textDecorationColor: (theme) => theme.palette.error.main,
          textUnderlineOffset: '3px',
          cursor: 'help',
        }}
      >
        {text || '(empty)'}
        <Box component="span" sx={srOnly}>
          {` (invalid: ${message})`}
        </Box>
      </Box>
    </Tooltip>
  );
}

function columnsOf(type: CodeEntity, columns: readonly MassUpdateColumn[]): DataTableColumn<PreviewRow>[] {
  return [
    { id: 'row', label: 'Row', field: 'row', align: 'right', showOnCard: false },
    ...columns.map<DataTableColumn<PreviewRow>>((column) => ({
      id: column,
      label: massUpdateColumnLabel(column, type),
      render: (row) => {
        const message = row.errors[column];
        return message ? <InvalidCell text={row.cells[column]} message={message} /> : row.cells[column];
      },
    })),
  ];
}

/** The rows of the file as they will be applied, each cell marked valid or not. */
export function MassUpdatePreview({ type, columns, parsed }: { type: CodeEntity; columns: readonly MassUpdateColumn[]; parsed: ParsedFile }) {
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  const shown = useMemo(() => (onlyInvalid ? parsed.rows.filter((r) => Object.keys(r.errors).length > 0) : parsed.rows), [onlyInvalid, parsed.rows]);
  const fetchPage = useMemo(() => clientSidePages(shown), [shown]);
  const tableColumns = useMemo(() => columnsOf(type, columns), [type, columns]);
  const count = `${parsed.rows.length.toLocaleString('en-US')} ${parsed.rows.length === 1 ? 'row' : 'rows'}`;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography role="status" color={parsed.invalidCells ? 'error' : 'text.primary'}>
          {parsed.invalidCells
            ? `${count}; ${parsed.invalidCells} invalid ${parsed.invalidCells === 1 ? 'cell' : 'cells'} in ${parsed.invalidRows} ${parsed.invalidRows === 1 ? 'row' : 'rows'}. Fix the file and upload it again.`
            : `${count}, all valid.`}
        </Typography>
        {parsed.invalidCells > 0 && (
          <FormControlLabel control={<Switch checked={onlyInvalid} onChange={(e) => setOnlyInvalid(e.target.checked)} />} label="Only rows with problems" />
        )}
      </Stack>
      <DataTable
        tableKey="massUpdate.preview"
        keepInHistory={false}
        label="Rows of the file"
        columns={tableColumns}
        fetchPage={fetchPage}
        rowKey={(row) => row.row}
        rowLabel={(row) => `Row ${row.row}`}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultPageSize={10}
        arrowKeyPaging={false}
      />
    </Stack>
  );
}
