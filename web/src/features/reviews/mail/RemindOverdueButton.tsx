import { useApolloClient } from '@apollo/client/react';
import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toasts/useToast';
import { userMessageOf } from '../../../lib/api/errors';
import type { ResultOf } from '../../../graphql';
import { REMIND_OVERDUE_WRITERS } from './operations';

const writers = (n: number) => `${n} writer${n === 1 ? '' : 's'}`;

/** What went out, in words: how many writers were e-mailed, and how many were left for the hour's limit. */
function remindedText({ sent, recentlyReminded }: ResultOf<typeof REMIND_OVERDUE_WRITERS>['remindOverdueWriters']): string {
  const waited = recentlyReminded > 0 ? `${writers(recentlyReminded)} reminded less than an hour ago ${recentlyReminded === 1 ? 'was' : 'were'} left out.` : '';
  if (sent === 0 && recentlyReminded === 0) return 'Nobody on your team is overdue.';
  return [sent > 0 ? `Reminder sent to ${writers(sent)}.` : 'No reminder sent.', waited].filter(Boolean).join(' ');
}

/** Manager Reviews' "Remind everyone overdue": one e-mail to each overdue writer of the manager's team (decision 0093). */
export function RemindOverdueButton() {
  const client = useApolloClient();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const remind = async () => {
    setSending(true);
    try {
      const { data } = await client.mutate({ mutation: REMIND_OVERDUE_WRITERS });
      const result = data!.remindOverdueWriters;
      if (result.sent > 0) toast.success(remindedText(result));
      else toast.info(remindedText(result));
    } catch (error) {
      toast.error(userMessageOf(error, 'The reminders could not be sent. Please try again later.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="small" variant="outlined" startIcon={<Send />} disabled={sending} onClick={() => void remind()}>
      Remind everyone overdue
    </Button>
  );
}
