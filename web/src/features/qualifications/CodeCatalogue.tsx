import { useApolloClient } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CodeEntity } from '@portal/common';
import { useCallback, useEffect, useId, useMemo, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { NoticeDialog } from '../../components/ui/NoticeDialog';
import { DataTable, fetchAllRows, orderByOf, queryPageFetcher, type DataTableSort } from '../../components/ui/DataTable';
import { useToast } from '../../components/ui/toasts/useToast';
import { errorCodeOf, userMessageOf } from '../../lib/api/errors';
import { useCsvExport } from '../../components/ui/useCsvExport';
import { RecordHistory } from '../history';
import { categoriesFor, categoryOf } from './categories';
import { CodeFormDialog } from './CodeFormDialog';
import { codeColumns, codeCsvColumns, codeRowLabel } from './codeColumns';
import { CATALOGUE_CODE, CODE_HOLDERS, DELETE_CODE, QUALIFICATION_CODES, type CatalogueCode } from './operations';

const DELETE_CODE_QUESTION = 'Are you sure you want to delete this Qualification Code?';
const DELETE_FAILED = 'There was an error deleting the qualification code. Please contact support.';

/** What a user is told instead of the delete question when employees hold the code. */
function heldCodeMessage(holders: number): string {
  const who = holders === 1 ? '1 employee holds' : `${holders.toLocaleString('en-US')} employees hold`;
  return `${who} this code, so it cannot be deleted. Remove it from their baseball cards first.`;
}
const DEFAULT_SORT: DataTableSort = { field: 'title', direction: 'asc' };

interface CodeCatalogueProps {
  /** The dashboard's block: no add, edit, delete or courses tab. */
  readOnly: boolean;
  headingComponent?: 'h1' | 'h2';
}

/** The qualification code catalogue: one tab (or, on phones, one dropdown choice) per category. */
export function CodeCatalogue({ readOnly, headingComponent = 'h2' }: CodeCatalogueProps) {
  const client = useApolloClient();
  const toast = useToast();
  const exportCsv = useCsvExport();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const idBase = useId();
  const categories = categoriesFor(readOnly);
  const [entity, setEntity] = useState<CodeEntity>(categories[0].entity);
  const category = categoryOf(entity);
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [reloadKey, setReloadKey] = useState(0);
  const [form, setForm] = useState<{ code: CatalogueCode | null } | null>(null);
  const [deleting, setDeleting] = useState<{ code: CatalogueCode; holders: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [params, setParams] = useSearchParams();
  const linkedCode = readOnly ? null : Number(params.get('code')) || null;

  // `?code=<id>` (the top bar's search): show the code's category and open its form, once.
  useEffect(() => {
    if (!linkedCode) return;
    let current = true;
    void client
      .query({ query: CATALOGUE_CODE, variables: { id: linkedCode }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const code = data?.findUniqueCodes;
        if (!current || !code) return;
        setEntity(code.entity as CodeEntity);
        setForm({ code });
      })
      .catch(() => toast.error('The qualification code could not be opened.'))
      .finally(() => {
        if (current) setParams((p) => { p.delete('code'); return p; }, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [client, linkedCode, setParams, toast]);

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: QUALIFICATION_CODES,
        variables: ({ take, skip, sort: s }) => ({
          entity,
          orderBy: orderByOf(s, [{ title: 'asc' }, { level: 'asc' }, { state: 'asc' }, { id: 'asc' }]),
          take,
          skip,
        }),
        rows: (data) => data.findManyCodes,
        total: (data) => data.aggregateCodes._count._all,
      }),
    [client, entity],
  );

  // A code employees hold cannot be deleted: say so (and how many hold it) before any YES/NO
  // question, instead of asking and then refusing (docs/decisions/0075).
  const askToDelete = useCallback(
    async (code: CatalogueCode) => {
      setBusy(true);
      try {
        const { data } = await client.query({ query: CODE_HOLDERS, variables: { id: code.id }, fetchPolicy: 'network-only' });
        const counts = data?.findUniqueCodes?._count;
        const holders = counts ? counts.licenses + counts.certifications + counts.skills + counts.deccoUCourses : 0;
        setDeleting({ code, holders });
      } catch {
        toast.error(DELETE_FAILED);
      } finally {
        setBusy(false);
      }
    },
    [client, toast, setBusy, setDeleting],
  );

  const columns = useMemo(() => codeColumns(categoryOf(entity), readOnly ? null : (code) => void askToDelete(code)), [entity, readOnly, askToDelete]);

  const download = async () => {
    try {
      const rows = await fetchAllRows(fetchPage, sort);
      if (exportCsv(`qualificationCodes-${category.entity}`, rows, codeCsvColumns(category))) toast.success('CSV exported successfully');
    } catch {
      toast.error('Error exporting CSV');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await client.mutate({ mutation: DELETE_CODE, variables: { id: deleting.code.id } });
      toast.success('Qualification code removed successfully.');
      setReloadKey((k) => k + 1);
    } catch (error) {
      // The catalogue's text; when the server gave a reason (held meanwhile), it follows.
      toast.error(errorCodeOf(error) === 'CONFLICT' ? `${DELETE_FAILED} ${userMessageOf(error, '')}`.trim() : DELETE_FAILED);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const choose = (_event: SyntheticEvent | null, next: CodeEntity) => setEntity(next);
  const headingId = `${idBase}-heading`;
  const panelId = `${idBase}-panel`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
        <Typography id={headingId} variant={headingComponent === 'h1' ? 'h4' : 'h6'} component={headingComponent} sx={{ flexGrow: 1 }}>
          Qualification Codes
        </Typography>
        <Button startIcon={<Download />} onClick={() => void download()} aria-label={`Download CSV of ${category.tabLabel} codes`}>
          Download CSV
        </Button>
        {!readOnly && (
          <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setForm({ code: null })}>
            Add
          </Button>
        )}
      </Stack>
      {compact ? (
        <TextField select fullWidth size="small" label="Category" value={category.entity} onChange={(e) => choose(null, e.target.value as CodeEntity)} sx={{ mb: 1 }}>
          {categories.map((c) => (
            <MenuItem key={c.entity} value={c.entity}>
              {c.tabLabel}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs value={category.entity} onChange={choose} aria-label="Qualification code categories" variant="scrollable" allowScrollButtonsMobile>
          {categories.map((c) => (
            <Tab key={c.entity} value={c.entity} label={c.tabLabel} id={`${idBase}-tab-${c.entity}`} aria-controls={panelId} />
          ))}
        </Tabs>
      )}
      <Box id={panelId} role={compact ? undefined : 'tabpanel'} aria-labelledby={compact ? undefined : `${idBase}-tab-${category.entity}`} sx={{ pt: 1 }}>
        <DataTable
          key={category.entity}
          tableKey={`qualificationCodes.${category.entity}`}
          label={`${category.tabLabel} codes`}
          columns={columns}
          fetchPage={fetchPage}
          rowKey={(code) => code.id}
          rowLabel={(code) => codeRowLabel(category, code)}
          onRowClick={readOnly ? undefined : (code) => setForm({ code })}
          defaultSort={DEFAULT_SORT}
          onSortChange={setSort}
          pageSizeOptions={[10, 25, 50]}
          defaultPageSize={10}
          reloadKey={reloadKey}
          emptyText={`No ${category.tabLabel.toLowerCase()} codes found`}
          arrowKeyPaging={!readOnly}
          // The catalogue's editors (superAdmin, webEditor) may read each code's history.
          renderExpanded={readOnly ? undefined : (code) => <RecordHistory record="CODE" id={code.id} name={codeRowLabel(category, code)} />}
          expandLabel="Change history"
        />
      </Box>
      {form && (
        <CodeFormDialog
          category={category}
          code={form.code}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
      <ConfirmDialog open={!!deleting && deleting.holders === 0} message={DELETE_CODE_QUESTION} onYes={() => void confirmDelete()} onNo={() => setDeleting(null)} busy={busy} />
      <NoticeDialog
        open={!!deleting && deleting.holders > 0}
        title="This code cannot be deleted"
        message={deleting ? heldCodeMessage(deleting.holders) : ''}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
