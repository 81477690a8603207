import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewListWhere } from '@portal/common';
import { useId } from 'react';
import type { ResultOf } from '../../../graphql';
import { REVIEW_COMPLETION } from '../operations';

type Bar = ResultOf<typeof REVIEW_COMPLETION>['reviewCompletion']['byCycle'][number];

const percent = (b: Bar) => (b.total ? Math.round((100 * b.completed) / b.total) : 0);

/** One breakdown as a list of bars; each bar's numbers are its text, the bar only draws them. */
function BarList({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {bars.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No reviews
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {bars.map((b) => (
            <Box component="li" key={b.label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(8rem, 1fr) 2fr auto' }, columnGap: 1.5, alignItems: 'center', py: 0.5 }}>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {b.label}
              </Typography>
              <LinearProgress aria-hidden variant="determinate" value={percent(b)} sx={{ height: 10, borderRadius: 5, gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: '1 / -1', sm: 'auto' } }} />
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {b.completed} of {b.total} completed ({percent(b)}%)
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The Navigator reviews list's completion per review cycle and per group of the subject, over
 * the list's filter (issue 26, decision 0095): one request, computed on the server. The page
 * remounts it (key) when the list reloads after a deletion.
 */
export function ReviewCompletionChart({ where }: { where: ReviewListWhere }) {
  const { data, error } = useQuery(REVIEW_COMPLETION, { variables: { where }, fetchPolicy: 'network-only' });
  if (error) return <Alert severity="error" sx={{ mb: 2 }}>Error. Please refresh your page</Alert>;
  if (!data) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Completion" sx={{ p: 2, mb: 2 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarList title="Completion per cycle" bars={data.reviewCompletion.byCycle} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarList title="Completion per group" bars={data.reviewCompletion.byGroup} />
        </Grid>
      </Grid>
    </Paper>
  );
}
