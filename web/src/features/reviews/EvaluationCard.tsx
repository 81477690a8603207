import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateOnly } from '../../lib/dates';
import { isOverdue, statusLabel } from './evaluationLabels';
import type { MyEvaluation } from './operations';

/** One evaluation on My reviews: form, subject, due date, status and its one action. Inside an employee's group its heading is h5. */
export function EvaluationCard({ item, today, onAction, headingComponent = 'h3' }: { item: MyEvaluation; today: string; onAction: () => void; headingComponent?: 'h3' | 'h5' }) {
  const headingId = useId();
  const e = item.evaluation;
  const overdue = isOverdue(e, today);
  const primary = item.action !== 'View';
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h6" component={headingComponent} sx={{ wordBreak: 'break-word' }}>
          {e.title}
        </Typography>
        {e.owner && item.section !== 'personal' && <Typography variant="body2">Of {e.owner}</Typography>}
        {e.review && (
          <Typography variant="body2" color="text.secondary">
            {e.review.title}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={statusLabel(e.status)} color={e.status === 'COMPLETED' ? 'success' : e.status === 'SAVE_FOR_LATER' ? 'primary' : 'default'} />
          <Typography variant="body2" color={overdue ? 'error' : 'text.secondary'} sx={{ fontWeight: overdue ? 600 : undefined }}>
            Due: {e.dateToCompleteBy ? formatDateOnly(e.dateToCompleteBy) : 'No date'}
            {overdue && ' (overdue)'}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant={primary ? 'contained' : 'outlined'} color={item.action === 'Sign Off' ? 'secondary' : 'primary'} onClick={onAction} aria-describedby={headingId}>
          {item.action}
        </Button>
      </CardActions>
    </Card>
  );
}
