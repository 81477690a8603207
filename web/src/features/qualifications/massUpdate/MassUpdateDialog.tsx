import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { massUpdateColumnLabel, massUpdateColumns, type CodeEntity, type ExpirationType } from '@portal/common';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { FormDialog } from '../../../components/ui/FormDialog';
import { useToast } from '../../../components/ui/toasts/useToast';
import { CODE_CATEGORIES } from '../categories';
import { codeLabel } from '../codeLabel';
import { CODE_CHOICES, MASS_UPDATE_WITH_CSV, type CodeChoice } from '../operations';
import { parseMassUpdateFile, rowInputs, type ParsedFile } from './massUpdateFile';
import { MassUpdatePreview } from './MassUpdatePreview';

const MASS_UPDATE_SUCCESS = 'Successfully updated qualifications';
const MASS_UPDATE_FAILED = 'Error updating qualifications';
const STEPS = ['Type', 'Qualification', 'CSV file', 'Preview'];
/** The type choices, in the catalogue's category order with licenses first. */
const TYPES = ['licenses', 'certifications', 'skills', 'deccoUCourses'].map((entity) => CODE_CATEGORIES.find((c) => c.entity === entity)!);

/** The refusal's message and the rows it names (error extensions: the schema does not type them). */
interface ServerRefusal {
  message: string;
  rows: { row: number; column: string; message: string }[];
}

/** The server's refusal (its message and the rows it names), or null for other failures. */
function refusalOf(error: unknown): ServerRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (!first?.message) return null;
  const rows = Array.isArray(first.extensions?.rows) ? (first.extensions.rows as ServerRefusal['rows']) : [];
  return { message: first.message, rows };
}

/** Type, qualification, CSV upload, preview, Submit (spec 1 sections 2, 4 and 5). */
export function MassUpdateDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<CodeEntity | ''>('');
  const [code, setCode] = useState<CodeChoice | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [parsing, setParsing] = useState<number | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const { data, loading } = useQuery(CODE_CHOICES, { variables: { entity: type }, skip: !type, fetchPolicy: 'network-only' });
  const columns = useMemo(() => (type && code ? massUpdateColumns(type, (code.expirationType ?? 'none') as ExpirationType) : []), [type, code]);
  const step = !type ? 0 : !code ? 1 : !parsed ? 2 : 3;
  const busy = submitting || parsing !== null;

  const clearFile = () => {
    setParsed(null);
    setFileName(null);
    setFileProblem(null);
    setRefusal(null);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !type) return;
    clearFile();
    setFileName(file.name);
    setParsing(0);
    try {
      setParsed(await parseMassUpdateFile(file, columns, setParsing));
    } catch (error) {
      setFileProblem(error instanceof Error ? error.message : 'The file could not be read.');
    } finally {
      setParsing(null);
    }
  };

  // A refusal stays in the dialog with the rows it names (not thrown: FormDialog would show the
  // message alone); any other failure is a toast.
  const submit = async () => {
    if (!type || !code || !parsed || parsed.invalidCells > 0) return;
    setSubmitting(true);
    setRefusal(null);
    try {
      await client.mutate({ mutation: MASS_UPDATE_WITH_CSV, variables: { data: rowInputs(type, parsed.rows), qualificationId: code.id, type } });
      toast.success(MASS_UPDATE_SUCCESS);
      onClose();
    } catch (error) {
      // The server's message stays on screen with the rows it names; anything else is a toast.
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else toast.error(MASS_UPDATE_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title="Mass Update Qualifications"
      saveLabel="Submit"
      maxWidth="md"
      canSave={!!parsed && parsed.invalidCells === 0}
      busy={parsing !== null}
      onSave={submit}
      onClose={onClose}
    >
      <Stepper activeStep={step} alternativeLabel aria-label="Steps">
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <TextField
        select
        label="Type"
        value={type}
        disabled={busy}
        onChange={(e) => {
          setType(e.target.value as CodeEntity);
          setCode(null);
          clearFile();
        }}
      >
        {TYPES.map((category) => (
          <MenuItem key={category.entity} value={category.entity}>
            {category.tabLabel}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={data?.findManyCodes ?? []}
        loading={loading}
        disabled={!type || busy}
        value={code}
        onChange={(_event, next) => {
          setCode(next);
          clearFile();
        }}
        getOptionLabel={codeLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label="Qualification" />}
      />
      {type && code && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            A .csv file without a header row, with these columns in this order: {columns.map((c) => massUpdateColumnLabel(c, type)).join(', ')}. Dates as
            M/D/YY.
          </Typography>
          <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(e) => void chooseFile(e)} aria-label="CSV file" />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => fileInput.current?.click()} disabled={busy}>
              {parsed || fileProblem ? 'Upload Another CSV' : 'Upload CSV'}
            </Button>
            {fileName && <Typography variant="body2">{fileName}</Typography>}
          </Stack>
          {parsing !== null && (
            <Stack spacing={0.5}>
              <Typography variant="body2">Reading the file... {Math.round(parsing * 100)}%</Typography>
              <LinearProgress variant="determinate" value={parsing * 100} aria-label="Reading the file" />
            </Stack>
          )}
          {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
        </Stack>
      )}
      {type && parsed && <MassUpdatePreview type={type} columns={columns} parsed={parsed} />}
      {refusal && (
        <Alert severity="error">
          <AlertTitle>{refusal.message}</AlertTitle>
          {/* The message names the first problem already: list only the others, so none prints twice. */}
          {refusal.rows.length > 1 && (
            <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflowY: 'auto' }}>
              {refusal.rows.slice(1).map((problem) => (
                <li key={`${problem.row}-${problem.column}`}>
                  Row {problem.row} ({problem.column}): {problem.message}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {submitting && (
        <Stack spacing={0.5}>
          <Typography variant="body2">Submitting {parsed?.rows.length.toLocaleString('en-US')} rows...</Typography>
          <LinearProgress aria-label="Submitting the rows" />
        </Stack>
      )}
    </FormDialog>
  );
}
