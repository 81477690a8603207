import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../lib/brand';
import { formatPoints } from './format';
import type { PointsSummaryData } from './operations';

/** Total points, where they come from, and the company average for comparison. */
export function PointsSummary({ employee }: { employee: PointsSummaryData }) {
  const parts = [
    { label: 'Licenses', value: employee.licPoints },
    { label: 'Certifications', value: employee.cerPoints },
    { label: 'Skills', value: employee.skillPoints },
    { label: `${PRODUCT_NAME} U`, value: employee.coursePoints },
  ];
  return (
    <Paper component="section" aria-labelledby="points-heading" sx={{ p: 3, height: '100%' }}>
      <Typography id="points-heading" variant="h6" component="h2">
        Points
      </Typography>
      <Typography variant="h3" component="p" color="secondary" sx={{ fontWeight: 700 }} aria-label={`Total points ${formatPoints(employee.points)}`}>
        {formatPoints(employee.points)}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1 }}>
        {parts.map((part) => (
          <Box key={part.label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography component="dt" color="text.secondary">
              {part.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {formatPoints(part.value)}
            </Typography>
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            Company average
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {employee.averageCompanyPoints === null ? 'Not known' : formatPoints(employee.averageCompanyPoints)}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
