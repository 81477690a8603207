import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionToolbarProps {
  /** One sentence on what the section holds. */
  intro: ReactNode;
  /** The Add button's text (e.g. 'Add Event'); no button when absent. */
  addLabel?: string;
  onAdd?: () => void;
}

/** The line above a Settings table: what it is, and the Add button for those who may add. */
export function SectionToolbar({ intro, addLabel, onAdd }: SectionToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{intro}</Typography>
      {addLabel && onAdd && (
        <Button variant="contained" color="secondary" startIcon={<Add />} onClick={onAdd} sx={{ flexShrink: 0 }}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
