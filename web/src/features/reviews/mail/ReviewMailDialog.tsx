import { useApolloClient, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/FormDialog';
import { useToast } from '../../../components/ui/toasts/useToast';
import { userMessageOf } from '../../../lib/api/errors';
import { REVIEW_MAIL_PREFERENCE, SET_REVIEW_MAIL_PREFERENCE } from './operations';

/** The profile menu's "Review e-mails": one e-mail per form that comes to the viewer, or one a day (decision 0092). */
export function ReviewMailDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const labelId = useId();
  const { data, loading } = useQuery(REVIEW_MAIL_PREFERENCE, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<string | null>(null);
  const mode = chosen ?? data?.myReviewMailPreference ?? null;

  const save = async () => {
    try {
      await client.mutate({ mutation: SET_REVIEW_MAIL_PREFERENCE, variables: { mode: mode! }, refetchQueries: [REVIEW_MAIL_PREFERENCE] });
    } catch (error) {
      throw new Error(userMessageOf(error, 'Your choice could not be saved. Please try again.'), { cause: error });
    }
    toast.success(mode === 'daily' ? 'You will get one review e-mail a day.' : 'You will get an e-mail for each form.');
    onClose();
  };

  return (
    <FormDialog title="Review e-mails" canSave={!!mode && !loading} onSave={save} onClose={onClose}>
      <Typography id={labelId}>When a review form comes to you to write, to choose its writers or to sign, e-mail me:</Typography>
      {loading && !data ? (
        <LinearProgress aria-label="Loading your choice" />
      ) : (
        <RadioGroup aria-labelledby={labelId} value={mode ?? ''} onChange={(e) => setChosen(e.target.value)}>
          <FormControlLabel value="immediate" control={<Radio />} label="At once, one e-mail per form" />
          <FormControlLabel value="daily" control={<Radio />} label="Once a day, one summary of the new forms" />
        </RadioGroup>
      )}
    </FormDialog>
  );
}
