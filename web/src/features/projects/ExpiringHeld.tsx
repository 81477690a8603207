import Box from '@mui/material/Box';
import { clock, expiryState } from '@portal/common';
import { ExpiryMark } from '../../components/ui/ExpiryMark';
import type { HeldExpiries } from './operations';

/**
 * A person's licenses and certifications that have expired or expire within 60 days, each as
 * the card marks it ("Electrician 03/01/2026 (expired)", ExpiryMark), most urgent first, one a line; nothing
 * when all are valid. The crew on a project card and Find staff's candidates show them under the
 * name, so whoever staffs a project sees who needs a renewal (issue 44 item 5, decision 0171).
 */
export function ExpiringHeld({ held, today = clock.today() }: { held: HeldExpiries; today?: string }) {
  const due = [...held.licenses.map((item) => ({ ...item, key: `license-${item.id}` })), ...held.certifications.map((item) => ({ ...item, key: `certification-${item.id}` }))]
    .filter((item) => {
      const state = expiryState(item.expDate, today);
      return state === 'expired' || state === 'soon';
    })
    .sort((a, b) => (a.expDate ?? '').localeCompare(b.expDate ?? ''));
  if (due.length === 0) return null;
  // One line each: on a phone a run of titles and dates joined in one line is hard to tell apart.
  return (
    <>
      {due.map((item) => (
        <Box key={item.key} component="span" data-held={item.codes?.title ?? ''} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {item.codes?.title ?? ''} <ExpiryMark expDate={item.expDate} today={today} />
        </Box>
      ))}
    </>
  );
}
