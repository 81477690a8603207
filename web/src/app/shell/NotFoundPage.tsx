import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

/** An address no page answers to: say so (the address stays in the bar to be corrected), with a way back. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        There is no page at <strong>{pathname}</strong>. Check the address, or start again from the dashboard.
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Go to the dashboard
      </Button>
    </Paper>
  );
}
