import Typography from '@mui/material/Typography';
import { ExpiryMark } from '../../components/ui/ExpiryMark';

/** 'none' shows no expiration; 'manual' shows the date marked as every list marks it (ExpiryMark). */
export function ExpiryDate({ expires, expDate, today }: { expires: boolean; expDate: string | null; today?: string }) {
  if (!expires) return <Typography variant="body2" component="span" color="text.secondary">No expiration</Typography>;
  if (!expDate) return <Typography variant="body2" component="span" color="text.secondary">Not set</Typography>;
  return <ExpiryMark expDate={expDate} today={today} />;
}
