import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EvaluationFacts } from '../EvaluationFacts';
import { answersOf, FormSections } from '../FormSections';
import { EVALUATION_FORM } from '../operations';

/** One evaluation read-only: who and when, then the form with its answers, and a link to its details page. */
export function EvaluationReadOnly({ id }: { id: number }) {
  const { data, loading } = useQuery(EVALUATION_FORM, { variables: { id }, fetchPolicy: 'network-only' });
  const evaluation = data?.evaluation;
  if (loading) return <LinearProgress aria-label="Loading the evaluation" />;
  if (!evaluation) return <Alert severity="info">No Details Found</Alert>;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {evaluation.title}
        </Typography>
        <Button size="small" href={`/details?evaluation=${evaluation.id}`}>
          Details page
        </Button>
      </Stack>
      <EvaluationFacts evaluation={evaluation} withFormName />
      <FormSections sections={evaluation.sections} answers={answersOf(evaluation.sections)} />
    </Stack>
  );
}
