import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateOnly, formatTimestamp } from '../../lib/dates';
import { statusLabel } from './evaluationLabels';
import type { EvaluationSummary } from './operations';

/** Who and when of an evaluation, as a description list (form header, details view). */
export function EvaluationFacts({ evaluation, withFormName = false }: { evaluation: EvaluationSummary; withFormName?: boolean }) {
  const facts: [string, string][] = [
    ...(withFormName ? [['Form Name', evaluation.title] as [string, string]] : []),
    ['Writer', evaluation.formAuthor ?? '—'],
    ['Subject', evaluation.owner ?? '—'],
    ['Manager', evaluation.manager ?? '—'],
    ['Due Date', evaluation.dateToCompleteBy ? formatDateOnly(evaluation.dateToCompleteBy) : '—'],
    ['Status', statusLabel(evaluation.status)],
    ['Signed On', evaluation.signedDate ? formatTimestamp(evaluation.signedDate, 'MM/dd/yyyy') : '—'],
    ['Signed By', evaluation.signerName ?? '—'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
