import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/usePageTitle';
import { NoDetails } from './NoDetails';
import { FormSections } from './FormSections';
import { EVALUATION_TEMPLATE_FORM } from './operations';

/** /workshop?evaluation-template={id}: an evaluation template as its writers will see it, read-only. */
export function TemplateView({ id }: { id: number | null }) {
  const { data, loading } = useQuery(EVALUATION_TEMPLATE_FORM, { variables: { id: id ?? -1 }, skip: !id, fetchPolicy: 'network-only' });
  const template = data?.evaluationTemplate;
  usePageTitle(template?.title ?? 'Evaluation Template');
  if (loading) return <LinearProgress aria-label="Loading the evaluation template" />;
  if (!template) return <NoDetails title="Evaluation Template" />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {template.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {template.year != null ? `${template.year} · ` : ''}Read-only preview
      </Typography>
      <FormSections sections={template.sections} answers={{}} template />
    </Paper>
  );
}
