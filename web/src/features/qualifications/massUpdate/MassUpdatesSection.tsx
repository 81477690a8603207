import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MassUpdateDialog } from './MassUpdateDialog';

/** Settings → Mass Updates: a CSV button opening the mass update dialog (spec 1 section 2). */
export function MassUpdatesSection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Add or renew one qualification for many employees at once from a CSV file. Employees who already hold it get their record updated.
      </Typography>
      <Button variant="contained" color="secondary" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
        CSV
      </Button>
      {open && <MassUpdateDialog onClose={() => setOpen(false)} />}
    </Stack>
  );
}
