import Typography from '@mui/material/Typography';
import { clock, EXPIRY_STATE_NOTES, expiryState, formatDateOnly, type ExpiryState } from '@portal/common';

/** The colour and weight of each state: red and bold for expired, amber for soon (the card's marking). */
const LOOKS: Record<ExpiryState, { color: string; fontWeight: number }> = {
  expired: { color: 'error.main', fontWeight: 700 },
  soon: { color: 'warning.dark', fontWeight: 700 },
  valid: { color: 'inherit', fontWeight: 400 },
};

interface ExpiryMarkProps {
  expDate: string | null | undefined;
  /** Words before the date ("Expires"). */
  prefix?: string;
  /** The company's day (clock.today() when left out). */
  today?: string;
}

/**
 * An expiry date as every list shows it (issue 44 item 5, decision 0156): the date, and when it
 * has passed or comes within 60 days of the company's today, the colour and the words that say
 * so ("10/05/2026 (expired)"), words included so the state does not rest on colour alone.
 */
export function ExpiryMark({ expDate, prefix, today = clock.today() }: ExpiryMarkProps) {
  const state = expiryState(expDate, today);
  if (!state) return null;
  return (
    // One block in the line: on a narrow screen the mark moves down whole, not "(expires" / "soon)".
    <Typography variant="body2" component="span" data-expiry={state} sx={{ ...LOOKS[state], fontSize: 'inherit', display: 'inline-block' }}>
      {prefix ? `${prefix} ` : ''}
      {formatDateOnly(expDate, 'MM/dd/yyyy')}
      {state !== 'valid' && ` ${EXPIRY_STATE_NOTES[state]}`}
    </Typography>
  );
}

/** The same words for text-only places (a printed card, a CSV-free secondary line). */
export function expiryText(expDate: string | null | undefined, today = clock.today()): string {
  const state = expiryState(expDate, today);
  if (!state) return '';
  return `${formatDateOnly(expDate, 'MM/dd/yyyy')}${state === 'valid' ? '' : ` ${EXPIRY_STATE_NOTES[state]}`}`;
}
