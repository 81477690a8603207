import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A failure that takes the place of a screen or a page, with the one thing that can fix it. */
export function FailureNotice({ children, action, onAction, minHeight }: { children: ReactNode; action: string; onAction: () => void; minHeight: string }) {
  return (
    <Box sx={{ minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onAction}>
            {action}
          </Button>
        }
      >
        {children}
      </Alert>
    </Box>
  );
}
