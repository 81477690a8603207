import { useApolloClient, useQuery } from '@apollo/client/react';
import Print from '@mui/icons-material/Print';
import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { usePageTitle } from '../../lib/usePageTitle';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { EvaluationFacts } from './EvaluationFacts';
import { NoDetails } from './NoDetails';
import { TemplateView } from './TemplateView';
import { answersOf, FormSections } from './FormSections';
import { DELETE_EVALUATION, DELETE_REVIEW, EVALUATION_FORM, SEND_REMINDER } from './operations';

/**
 * The evaluation details view, chosen by the query key (spec 3 section 2), on /details and on
 * /workshop when its address names one: `evaluation-template` shows a template read-only,
 * `evaluation` one evaluation; anything else says No Details Found.
 */
export function DetailsPage() {
  const [params] = useSearchParams();
  if (params.has('evaluation-template')) return <TemplateView id={Number(params.get('evaluation-template')) || null} />;
  return <EvaluationDetails id={Number(params.get('evaluation')) || null} />;
}

/** One evaluation for the review managers, with print, a reminder and the deletions. */
function EvaluationDetails({ id }: { id: number | null }) {
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<'evaluation' | 'review' | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, loading } = useQuery(EVALUATION_FORM, { variables: { id: id ?? -1 }, skip: !id, fetchPolicy: 'network-only' });
  const evaluation = data?.evaluation;
  const heading = evaluation ? `${evaluation.review?.title ?? evaluation.title} Of ${evaluation.owner ?? ''}` : 'Evaluation Details';
  usePageTitle(heading);
  if (loading) return <LinearProgress aria-label="Loading the evaluation" />;
  if (!evaluation) return <NoDetails title="Evaluation Details" />;

  const remind = async () => {
    setSending(true);
    try {
      await client.mutate({ mutation: SEND_REMINDER, variables: { evaluationId: evaluation.id } });
      toast.success('Reminder Email Sent to Current Author!');
    } catch (error) {
      toast.error(userMessageOf(error, 'The reminder could not be sent. Please try again later.'));
    } finally {
      setSending(false);
    }
  };

  const remove = async (what: 'evaluation' | 'review') => {
    setBusy(true);
    try {
      if (what === 'evaluation') await client.mutate({ mutation: DELETE_EVALUATION, variables: { evaluationId: evaluation.id } });
      else await client.mutate({ mutation: DELETE_REVIEW, variables: { reviewId: evaluation.review!.id } });
      toast.success(what === 'evaluation' ? 'Evaluation Deleted Successfully' : 'Review Deleted Successfully');
      navigate('/workshop');
    } catch (error) {
      toast.error(userMessageOf(error, 'An error has occured, please try again later'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const reviewQuestion = `Are you sure you want to delete ${evaluation.owner ?? 'this employee'}'s ${evaluation.review?.title ?? 'review'}?`;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {heading}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ displayPrint: 'none', flexWrap: 'wrap', rowGap: 1 }}>
          <Button startIcon={<Print />} onClick={() => window.print()}>
            Print
          </Button>
          <Button startIcon={<Send />} variant="contained" onClick={() => void remind()} disabled={sending || evaluation.status === 'COMPLETED'}>
            Send Reminder Email
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={3}>
        <EvaluationFacts evaluation={evaluation} withFormName />
        <FormSections sections={evaluation.sections} answers={answersOf(evaluation.sections)} />
        <Stack direction="row" spacing={1} sx={{ displayPrint: 'none', justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
          {/* Only a form nobody has started can go; the server refuses the rest as well. */}
          {evaluation.status === 'INCOMPLETE' && (
            <Button color="error" onClick={() => setDeleting('evaluation')}>
              Delete Evaluation
            </Button>
          )}
          {evaluation.review && (
            <Button color="error" variant="outlined" onClick={() => setDeleting('review')}>
              Delete Review
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting === 'evaluation' ? 'Are you sure you want to delete this evaluation? This is a one-time action and cannot be reversed.' : reviewQuestion}
        onYes={() => deleting && void remove(deleting)}
        onNo={() => setDeleting(null)}
        busy={busy}
      />
    </Paper>
  );
}
