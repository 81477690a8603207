import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReviewTemplateRow } from './operations';

const flags = (e: ReviewTemplateRow['evaluationTemplates'][number]) =>
  [e.needsAssignment ? 'Manager assigns the writer' : null, e.authorHidden ? 'Writer hidden from the subject' : null].filter(Boolean).join(' · ');

/** A review template's evaluation templates; View opens one read-only in a new window. */
export function EvaluationTemplatesDialog({ template, onClose, onEdit }: { template: ReviewTemplateRow; onClose: () => void; onEdit: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Evaluation Templates</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" gutterBottom>
          {template.title}
          {template.year != null ? ` (${template.year})` : ''}
        </Typography>
        {template.evaluationTemplates.length === 0 ? (
          <Typography color="text.secondary">This template has no evaluation templates.</Typography>
        ) : (
          <List dense aria-label={`Evaluation templates of ${template.title}`}>
            {template.evaluationTemplates.map((e) => (
              <ListItem
                key={e.id}
                divider
                secondaryAction={
                  <Button size="small" href={`/workshop?evaluation-template=${e.id}`} target="_blank" rel="noopener" aria-label={`View ${e.title}`}>
                    View
                  </Button>
                }
              >
                <ListItemText primary={e.title} secondary={flags(e) || null} sx={{ pr: 8 }} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onEdit} sx={{ mr: 'auto' }}>
          Edit Template
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
