import Typography from '@mui/material/Typography';
import { formatDateOnly } from '../../lib/dates';

/** 'none' shows no expiration; 'manual' shows the date, red (and said) when it has passed. */
export function ExpiryDate({ expires, expDate, expired }: { expires: boolean; expDate: string | null; expired: boolean }) {
  if (!expires) return <Typography variant="body2" component="span" color="text.secondary">No expiration</Typography>;
  if (!expDate) return <Typography variant="body2" component="span" color="text.secondary">Not set</Typography>;
  return (
    <Typography variant="body2" component="span" sx={{ color: expired ? 'error.main' : 'inherit', fontWeight: expired ? 700 : 400 }}>
      {formatDateOnly(expDate, 'MM/dd/yyyy')}
      {expired && ' (expired)'}
    </Typography>
  );
}
