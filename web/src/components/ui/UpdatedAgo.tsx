import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { clock } from '@portal/common';
import { useEffect, useEffectEvent, useState } from 'react';
import { visuallyHidden } from './visuallyHidden';

/** "12 s ago", "3 min ago": how old a figure is, in the words a person reads at a glance. */
function ago(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return seconds < 60 ? `${seconds} s ago` : `${Math.floor(seconds / 60)} min ago`;
}

/**
 * How fresh a figure that others change is, and a way to read it again (issue 44 item 11,
 * decision 0042): "Updated N s ago" by the company's clock, a Refresh button, and a refresh when
 * the window gets focus back (a manager returning to the tab). A screen reader hears the figure
 * (`announce`) politely when a refresh changed it, or when the user asked for the refresh.
 */
export function UpdatedAgo({ updatedAt, onRefresh, announce, label }: {
  /** When the figure was last read (clock.nowMs()). */
  updatedAt: number;
  onRefresh: () => Promise<unknown>;
  /** The figure, as a sentence: "2 of 3 evaluations completed". */
  announce: string;
  /** The Refresh button's accessible name: what it reads again. */
  label: string;
}) {
  const [now, setNow] = useState(() => clock.nowMs());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [asked, setAsked] = useState(false);
  // What the last read showed: a new read is announced when it changed the figure or was asked for.
  const [heard, setHeard] = useState({ updatedAt, announce });
  if (heard.updatedAt !== updatedAt || heard.announce !== announce) {
    setHeard({ updatedAt, announce });
    if (asked || announce !== heard.announce) setMessage(`Updated: ${announce}`);
    setAsked(false);
  }

  const onFocus = useEffectEvent(() => void onRefresh());
  useEffect(() => {
    const tick = setInterval(() => setNow(clock.nowMs()), 1000);
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(tick);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  const click = async () => {
    setBusy(true);
    setAsked(true);
    try {
      await onRefresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">
        {/* The tick may lag a read by up to a second: a fresh read says 0 s. */}
        Updated {ago(now - updatedAt)}
      </Typography>
      <Button size="small" startIcon={<Refresh />} onClick={() => void click()} disabled={busy} aria-label={label}>
        Refresh
      </Button>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {message}
      </Box>
    </Box>
  );
}
