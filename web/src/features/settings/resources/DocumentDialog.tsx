import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toasts/useToast';
import { uploadFailureMessage, uploadFile, type UploadedFile } from '../../../lib/files/uploadFile';
import { FormDialog } from '../../../components/ui/FormDialog';
import { CELL_PHONE_LIST_DESCRIPTION, SETTINGS_MESSAGES } from '../messages';
import { CREATE_DOCUMENT } from './operations';

type UploadState =
  | { status: 'none' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; file: UploadedFile }
  | { status: 'failed'; message: string };

/** The message for a failed upload: the server's own when it refused the file (type, size). */
/** The spec: Save only when a file is uploaded and a description is given (and nothing runs). */
function canSaveDocument(upload: UploadState, description: string, saving: boolean): boolean {
  return !saving && upload.status === 'done' && description.trim() !== '';
}

interface DocumentDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add a company document: the file is uploaded as soon as it is chosen (with progress), then
 * Save records it with its description. The 'cell phone list' checkbox fixes the description and
 * uploads the file as the contact list (a PDF, replacing the previous list when saved).
 */
export function DocumentDialog({ onClose, onSaved }: DocumentDialogProps) {
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'none' });
  const [description, setDescription] = useState('');
  const [ownDescription, setOwnDescription] = useState('');
  const [cellPhoneList, setCellPhoneList] = useState(false);
  const running = useRef<AbortController | null>(null);
  const [create, creating] = useMutation(CREATE_DOCUMENT);

  useEffect(() => () => running.current?.abort(), []);

  const start = (chosen: File, contactInfo: boolean) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setUpload({ status: 'uploading', progress: 0 });
    uploadFile(chosen, {
      contactInfo,
      signal: controller.signal,
      onProgress: (progress) => !controller.signal.aborted && setUpload({ status: 'uploading', progress }),
    }).then(
      (uploaded) => !controller.signal.aborted && setUpload({ status: 'done', file: uploaded }),
      (error: unknown) => !controller.signal.aborted && setUpload({ status: 'failed', message: uploadFailureMessage(error) }),
    );
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    start(chosen, cellPhoneList);
  };

  const toggleCellPhoneList = (checked: boolean) => {
    setCellPhoneList(checked);
    if (checked) {
      setOwnDescription(description);
      setDescription(CELL_PHONE_LIST_DESCRIPTION);
    } else {
      setDescription(ownDescription);
    }
    // The contact list is stored differently: upload the chosen file again the other way.
    if (file) start(file, checked);
  };

  const save = async () => {
    if (upload.status !== 'done') return;
    try {
      await create({ variables: { data: { name: upload.file.filename, path: upload.file.filepath, description: description.trim() } } });
    } catch {
      toast.error(SETTINGS_MESSAGES.documentSaveFailed);
      return;
    }
    toast.success(SETTINGS_MESSAGES.documentSaved);
    onSaved();
  };

  const uploading = upload.status === 'uploading';

  return (
    <FormDialog
      title="Add Document"
      onClose={onClose}
      onSave={save}
      canSave={canSaveDocument(upload, description, creating.loading)}
    >
      <Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={uploading || creating.loading}
            aria-describedby={statusId}
            sx={{ flexShrink: 0 }}
          >
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label="File"
            accept={cellPhoneList ? 'application/pdf,.pdf' : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Typography id={statusId} variant="body2" sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
            {file ? file.name : 'No file chosen'}
            {upload.status === 'done' && (
              <>
                {' '}
                <CheckCircle color="success" fontSize="inherit" sx={{ verticalAlign: 'middle' }} titleAccess="uploaded" />
              </>
            )}
          </Typography>
        </Stack>
        {uploading && (
          <LinearProgress
            variant={upload.progress > 0 ? 'determinate' : 'indeterminate'}
            value={Math.round(upload.progress * 100)}
            aria-label={`Uploading ${file?.name ?? 'the file'}`}
            sx={{ mt: 1.5 }}
          />
        )}
        {upload.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {upload.message}
          </Alert>
        )}
      </Box>
      <FormTextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        disabled={cellPhoneList}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={cellPhoneList} onChange={(event) => toggleCellPhoneList(event.target.checked)} disabled={creating.loading} />}
        label="Cell phone list (a PDF; replaces the current list)"
      />
    </FormDialog>
  );
}
