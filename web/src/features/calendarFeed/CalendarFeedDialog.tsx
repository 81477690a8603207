import ContentCopy from '@mui/icons-material/ContentCopy';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormDialog } from '../../components/ui/FormDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { formatTimestamp } from '../../lib/dates';
import { MAKE_CALENDAR_FEED_LINK, MY_CALENDAR_FEED } from './operations';

interface Made {
  url: string;
  teamUrl: string | null;
}

/** A feed's address, read-only, with a copy button. */
function FeedAddress({ label, url, helperText }: { label: string; url: string; helperText?: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.');
    } catch {
      toast.error('The link could not be copied: select it and copy it yourself.');
    }
  };
  return (
    <TextField
      label={label}
      value={url}
      helperText={helperText}
      fullWidth
      onFocus={(e) => e.target.select()}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()} edge="end">
                <ContentCopy />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The profile menu's "Calendar feed" (issue 45 item 4; decision 0161): the viewer's private
 * .ics address for Outlook, Google Calendar or a phone, and for supervisors and up a second one
 * of their people's expiry dates. The token is stored hashed, so an address is shown only when
 * made; "Make a new link" (after a confirmation) replaces the old one, which stops working.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const { data, loading } = useQuery(MY_CALENDAR_FEED, { fetchPolicy: 'network-only' });
  const [made, setMade] = useState<Made | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const existing = data?.myCalendarFeed ?? null;

  const makeLink = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    try {
      const result = await client.mutate({ mutation: MAKE_CALENDAR_FEED_LINK, refetchQueries: [MY_CALENDAR_FEED] });
      const link = result.data!.makeCalendarFeedLink;
      setMade({ url: link.url, teamUrl: link.teamUrl ?? null });
    } catch (error) {
      setProblem(userMessageOf(error, 'The link could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const actions = (
    <>
      {!loading && (
        <Button onClick={() => (existing || made ? setConfirming(true) : void makeLink())} disabled={busy} sx={{ mr: 'auto' }}>
          {existing || made ? 'Make a new link' : 'Make a link'}
        </Button>
      )}
      <Button onClick={onClose} variant="contained" disabled={busy}>
        Close
      </Button>
    </>
  );

  return (
    <>
      <FormDialog title="Calendar feed" canSave={false} onSave={async () => {}} onClose={onClose} busy={busy} viewActions={actions}>
        <Typography>
          Your evaluations and goals due, your licenses and certifications expiring, and the company&apos;s events, in Outlook, Google Calendar or your phone:
          subscribe to this address there (&quot;From URL&quot;, &quot;Subscribe to calendar&quot;).
        </Typography>
        {loading && !data && <LinearProgress aria-label="Loading your calendar feed" />}
        {made && (
          <>
            <FeedAddress label="Your calendar feed" url={made.url} />
            {made.teamUrl && (
              <FeedAddress
                label="Your people's expiry dates"
                url={made.teamUrl}
                helperText="Their licenses and certifications that lapsed in the last 30 days or expire in the next 90."
              />
            )}
            <Alert severity="warning">Anyone with these links sees these dates. They are shown only now: copy them into your calendar app.</Alert>
          </>
        )}
        {!made && existing && (
          <Alert severity="info">
            You made your link on {formatTimestamp(existing.madeAt, 'MM/dd/yyyy')}. It is shown only when made: to add the feed to another calendar, make a new link (the old one stops working).
          </Alert>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Make a new link?"
        message="Your current link stops working: calendars that use it stop updating until you give them the new one."
        onNo={() => setConfirming(false)}
        onYes={() => void makeLink()}
        busy={busy}
      />
    </>
  );
}
