import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../app/usePageTitle';

/**
 * Stands in for a screen that is routed and permission-checked but not built yet, so the
 * navigation and the route guard work end to end in the meantime.
 */
export function UpcomingPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>This screen is coming soon.</Typography>
    </Paper>
  );
}
