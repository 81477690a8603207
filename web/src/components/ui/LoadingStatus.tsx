import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden';

/**
 * The loading pattern of every screen: placeholders (MUI skeletons, passed as children) in the
 * shape of what is coming, announced once as a polite status. Screen readers read `label`; it is
 * shown too where the spec names the words (`showLabel`), the placeholders never are read.
 */
export function LoadingStatus({ label, showLabel = false, children }: { label: string; showLabel?: boolean; children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite">
      <Typography sx={showLabel ? undefined : visuallyHidden}>{label}</Typography>
      <Box aria-hidden>{children}</Box>
    </Box>
  );
}
