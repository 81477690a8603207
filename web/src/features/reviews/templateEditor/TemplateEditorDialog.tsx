import { useApolloClient, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import { clock, TEMPLATE_LIMITS } from '@portal/common';
import { useId, useState } from 'react';
import { useToast } from '../../../components/ui/toasts/useToast';
import { userMessageOf } from '../../../lib/api/errors';
import { REVIEW_TEMPLATE_TREE, SAVE_REVIEW_TEMPLATE, type TemplateTree } from '../operations';
import { draftOf, inputOf, moved, newForm, problemsOf, type Draft } from '../templateDraft';
import { FormEditor } from './FormEditor';

interface Props {
  /** The template to edit; null for a new one. */
  templateId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a review template with all its forms, sections, questions and options. */
export function TemplateEditorDialog({ templateId, onClose, onSaved }: Props) {
  const titleId = useId();
  const { data, loading } = useQuery(REVIEW_TEMPLATE_TREE, { variables: { id: templateId ?? -1 }, skip: templateId === null, fetchPolicy: 'network-only' });
  const ready = templateId === null || !!data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen>
      <DialogTitle id={titleId}>{templateId === null ? 'New Review Template' : 'Edit Review Template'}</DialogTitle>
      {loading || !ready ? (
        <DialogContent>
          <LinearProgress aria-label="Loading the template" />
        </DialogContent>
      ) : (
        <EditorBody templateId={templateId} tree={data?.reviewTemplate ?? null} usedByReviews={data?.aggregateReview._count._all ?? 0} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function EditorBody({ templateId, tree, usedByReviews, onClose, onSaved }: Props & { tree: TemplateTree | null; usedByReviews: number }) {
  const client = useApolloClient();
  const toast = useToast();
  const today = clock.today();
  const [draft, setDraft] = useState<Draft>(() => draftOf(tree, Number(today.slice(0, 4))));
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const problems = showProblems ? problemsOf(draft) : new Map<string, string>();
  const change = (edit: (d: Draft) => void) =>
    setDraft((current) => {
      const next = structuredClone(current);
      edit(next);
      return next;
    });

  const save = async () => {
    const found = problemsOf(draft);
    if (found.size > 0) {
      setShowProblems(true);
      return;
    }
    setSaving(true);
    setServerProblem(null);
    try {
      const result = await client.mutate({ mutation: SAVE_REVIEW_TEMPLATE, variables: { id: templateId, template: inputOf(draft) } });
      const savedId = result.data?.saveReviewTemplate;
      toast.success(templateId === null ? 'Review Template Created' : savedId !== templateId ? 'Review Template Saved as a new version' : 'Review Template Saved');
      onSaved();
    } catch (error) {
      setServerProblem(userMessageOf(error, 'An error has occured, please try again later'));
    } finally {
      setSaving(false);
    }
  };

  const firstProblem = problems.values().next().value;
  return (
    <>
      <DialogContent dividers>
        <Container maxWidth="md" disableGutters>
          <Stack spacing={2}>
            {usedByReviews > 0 && (
              <Alert severity="info">
                {usedByReviews === 1 ? 'A review was' : `${usedByReviews} reviews were`} assigned from this template. Saving makes a new version for future reviews; reviews already assigned keep theirs.
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                label="Template title"
                required
                value={draft.title}
                onChange={(e) => change((d) => void (d.title = e.target.value))}
                error={problems.has('title')}
                helperText={problems.get('title')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.titleMax } }}
              />
              <FormTextField
                label="Year"
                value={draft.year}
                onChange={(e) => change((d) => void (d.year = e.target.value))}
                error={problems.has('year')}
                helperText={problems.get('year')}
                sx={{ width: { sm: 140 } }}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              />
            </Stack>
            {draft.evaluations.map((form, i) => (
              <FormEditor
                key={form.key}
                form={form}
                index={i}
                count={draft.evaluations.length}
                problems={problems}
                onChange={(edit) => change((d) => edit(d.evaluations[i]))}
                onMove={(delta) => change((d) => void (d.evaluations = moved(d.evaluations, i, delta)))}
                onRemove={() => change((d) => void d.evaluations.splice(i, 1))}
              />
            ))}
            <Button startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} disabled={draft.evaluations.length >= TEMPLATE_LIMITS.formsMax} onClick={() => change((d) => void d.evaluations.push(newForm()))}>
              Add form
            </Button>
          </Stack>
        </Container>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(firstProblem || serverProblem) && (
          <Alert severity="error" sx={{ mr: 'auto', py: 0 }}>
            {serverProblem ?? `Please fix the marked fields: ${firstProblem}`}
          </Alert>
        )}
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
