import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PORTAL_TITLE } from '../../lib/brand';
import { usePageTitle } from '../../lib/usePageTitle';

/** The centred card every sign-in screen uses. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'primary.main', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }} elevation={6}>
        <Typography variant="overline" component="p" color="secondary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {PORTAL_TITLE}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
