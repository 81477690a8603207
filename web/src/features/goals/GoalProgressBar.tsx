import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * A goal's progress as a bar and its number. The bar is a progressbar with aria-valuenow for
 * screen readers; the number is there for everyone (a bar alone is hard to read exactly).
 */
export function GoalProgressBar({ title, progress }: { title: string; progress: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress variant="determinate" value={progress} aria-label={`Progress of ${title}`} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="body2" sx={{ minWidth: '3.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {progress} %
      </Typography>
    </Box>
  );
}
