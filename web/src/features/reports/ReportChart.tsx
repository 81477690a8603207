import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { visuallyHidden } from '../../components/ui/visuallyHidden';

const BarChartView = lazy(() => import('./BarChartView'));

export interface ChartPoint {
  label: string;
  value: number;
}

/**
 * A report's bar chart with its text equivalent: the figures as a table for screen readers (the
 * drawing itself is hidden from them and from the keyboard), the chart for the eye.
 */
export function ReportChart({ title, points, valueLabel }: { title: string; points: readonly ChartPoint[]; valueLabel: string }) {
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, mb: 2 }}>
      <Typography id={id} component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      {/* inert: hidden from screen readers and out of the tab order (the chart's own focus targets too). */}
      <Box aria-hidden inert>
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <BarChartView labels={points.map((p) => p.label)} values={points.map((p) => p.value)} valueLabel={valueLabel} />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>
                {p.value} {valueLabel}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
