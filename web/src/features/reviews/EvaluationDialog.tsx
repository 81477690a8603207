import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { actionLabel, signatureMatches, unansweredRequiredMessage } from '@portal/common';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { useViewer } from '../../lib/auth/sessionContext';
import { EvaluationFacts } from './EvaluationFacts';
import { EvaluationGoals } from './EvaluationGoals';
import { answersOf, FormSections, unansweredOf, type Answers } from './FormSections';
import { EVALUATION_FORM, SAVE_EVALUATION, SIGN_OFF_EVALUATION, SUBMIT_EVALUATION, type EvaluationForm } from './operations';

const SAVE_FAILED = 'Error saving evaluation, please contact support.';

interface Props {
  evaluationId: number;
  onClose: () => void;
  /** After a save, submit or signature: the list reloads in place. */
  onChanged: () => void;
}

/**
 * An evaluation opened from My reviews: a loader, then the form to fill (Start, Resume), the
 * sign-off box (Sign Off) or the read-only form (View). The action follows from the loaded
 * evaluation by the same rule the list uses.
 */
export function EvaluationDialog({ evaluationId, onClose, onChanged }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const viewer = useViewer();
  const { data, loading, error, refetch } = useQuery(EVALUATION_FORM, { variables: { id: evaluationId }, fetchPolicy: 'network-only' });
  const evaluation = data?.evaluation ?? null;
  const [confirmClose, setConfirmClose] = useState(false);
  const [dirty, setDirty] = useState(false);

  const close = () => (dirty ? setConfirmClose(true) : onClose());
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{evaluation ? `${evaluation.title}${evaluation.owner ? ` Of ${evaluation.owner}` : ''}` : 'Evaluation'}</DialogTitle>
      {loading && !evaluation ? (
        <DialogContent>
          <Stack direction="row" spacing={2} role="status" sx={{ py: 4, alignItems: 'center' }}>
            <CircularProgress size={28} />
            <Typography>Loading evaluation…</Typography>
          </Stack>
        </DialogContent>
      ) : !evaluation ? (
        <>
          <DialogContent>
            <Alert severity="error">{error ? userMessageOf(error, 'Could not find the evaluation. Please try again.') : 'Could not find the evaluation. Please try again.'}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <EvaluationBody
          key={`${evaluation.id}-${evaluation.status}`}
          evaluation={evaluation}
          action={actionLabel(evaluation, viewer.employeeNumber)}
          onDirty={setDirty}
          onClose={close}
          onDone={(closeAfter) => {
            setDirty(false);
            onChanged();
            if (closeAfter) onClose();
            else void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmClose}
        title="Unsaved answers"
        message="You have answers that are not saved. Close without saving them?"
        onYes={() => {
          setConfirmClose(false);
          onClose();
        }}
        onNo={() => setConfirmClose(false)}
      />
    </Dialog>
  );
}

function EvaluationBody({ evaluation, action, onDirty, onClose, onDone }: {
  evaluation: EvaluationForm;
  action: ReturnType<typeof actionLabel>;
  onDirty: (dirty: boolean) => void;
  onClose: () => void;
  onDone: (closeAfter: boolean) => void;
}) {
  const client = useApolloClient();
  const toast = useToast();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(evaluation.sections));
  const [busy, setBusy] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [signature, setSignature] = useState('');
  // Set when Submit found required questions blank: they are marked until answered.
  const [refused, setRefused] = useState(false);
  const editable = action === 'Start' || action === 'Resume';
  const signing = action === 'Sign Off';

  useEffect(() => () => onDirty(false), [onDirty]);
  const answer = (questionId: number, value: string) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    onDirty(true);
  };
  const answerList = () => Object.entries(answers).map(([questionId, value]) => ({ questionId: Number(questionId), answer: value === '' ? null : value }));

  const run = async (work: () => Promise<unknown>, success: string, closeAfter: boolean) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      onDone(closeAfter);
    } catch (error) {
      toast.error(userMessageOf(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => client.mutate({ mutation: SAVE_EVALUATION, variables: { id: evaluation.id, answers: answerList() } }), 'Successfully saved evaluation', false);
  const missing = unansweredOf(evaluation.sections, answers);
  // Submit asks first, naming what is still blank; required questions must be answered (as the server says).
  const askSubmit = () => {
    setRefused(missing.required > 0);
    if (missing.required === 0) setConfirmSubmit(true);
  };
  const submitQuestion =
    missing.unanswered > 0
      ? `${missing.unanswered === 1 ? '1 question is' : `${missing.unanswered} questions are`} not answered. Submit anyway? Its answers cannot be changed afterwards.`
      : 'Submit this evaluation? Its answers cannot be changed afterwards.';
  const submit = () => {
    setConfirmSubmit(false);
    return run(() => client.mutate({ mutation: SUBMIT_EVALUATION, variables: { id: evaluation.id, answers: answerList() } }), 'Successfully submitted evaluation', true);
  };
  const signOff = () => run(() => client.mutate({ mutation: SIGN_OFF_EVALUATION, variables: { id: evaluation.id, fullName: signature } }), 'Successfully signed evaluation', true);
  const nameMatches = signatureMatches(signature, evaluation.author);

  return (
    <>
      {/* Named for when it scrolls: the shared DialogContent is then a focusable region. */}
      <DialogContent dividers aria-label="Evaluation form">
        <Stack spacing={3}>
          <EvaluationFacts evaluation={evaluation} />
          <FormSections sections={evaluation.sections} answers={answers} onAnswer={editable ? answer : undefined} showMissing={refused} />
          <EvaluationGoals evaluationId={evaluation.id} canComplete={editable} />
        </Stack>
      </DialogContent>
      {/* Outside the scrolling form, so the signer sees what to type and the message stays in view. */}
      {(signing || (refused && missing.required > 0)) && (
        <Box sx={{ px: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          {refused && missing.required > 0 && <Alert severity="error">{unansweredRequiredMessage(missing.required)}</Alert>}
          {signing && (
            <Box component="section" aria-labelledby="sign-off-heading">
              <Typography id="sign-off-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Sign off
              </Typography>
              <TextField
                label="Type your full name to sign"
                value={signature}
                onChange={(event) => setSignature(event.target.value)}
                helperText={nameMatches ? 'Name matches: Sign Off is enabled.' : `Type "${evaluation.author ?? ''}" (upper or lower case) to enable Sign Off.`}
                fullWidth
                size="small"
                sx={{ mt: 1 }}
              />
            </Box>
          )}
        </Box>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        {editable && (
          <>
            <Button onClick={() => void save()} disabled={busy}>
              Save
            </Button>
            <Button variant="contained" onClick={askSubmit} disabled={busy}>
              Submit
            </Button>
          </>
        )}
        {signing && (
          <Button variant="contained" onClick={() => void signOff()} disabled={busy || !nameMatches}>
            Sign Off
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirmSubmit}
        title="Submit evaluation"
        message={submitQuestion}
        onYes={() => void submit()}
        onNo={() => setConfirmSubmit(false)}
        busy={busy}
      />
    </>
  );
}
