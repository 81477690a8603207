import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { evaluationType, needsAssignmentType, TEMPLATE_LIMITS } from '@portal/common';
import { moved, newSection, type DraftForm } from '../templateDraft';
import { MoveButtons } from './MoveButtons';
import { SectionEditor } from './SectionEditor';

interface Props {
  form: DraftForm;
  index: number;
  count: number;
  problems: Map<string, string>;
  onChange: (change: (f: DraftForm) => void) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One evaluation form of the template: title, who writes it, and its ordered sections. */
export function FormEditor({ form, index, count, problems, onChange, onMove, onRemove }: Props) {
  const path = `evaluations.${index}`;
  const name = form.title.trim() || `form ${index + 1}`;
  const assignable = needsAssignmentType(evaluationType(form.title));
  return (
    <Paper variant="outlined" component="section" aria-label={`Form ${index + 1}: ${name}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            Form {index + 1}
          </Typography>
          <MoveButtons name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Stack>
        <FormTextField
          label="Form title"
          value={form.title}
          onChange={(e) => onChange((f) => void (f.title = e.target.value))}
          error={problems.has(`${path}.title`)}
          helperText={problems.get(`${path}.title`) ?? 'The title tells the form\'s type: Self Assessment, Annual Performance Review, Leadership, Internal Client, Client D1, PPA.'}
          size="small"
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.titleMax } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 3 }}>
          <FormControlLabel
            control={<Switch checked={form.needsAssignment && assignable} disabled={!assignable} onChange={(e) => onChange((f) => void (f.needsAssignment = e.target.checked))} />}
            label={assignable ? 'The manager assigns the writer' : 'The manager assigns the writer (Client, Internal Client and PPA forms only)'}
          />
          <FormControlLabel
            control={<Switch checked={form.authorHidden} onChange={(e) => onChange((f) => void (f.authorHidden = e.target.checked))} />}
            label="Hide the writer from the subject"
          />
        </Stack>
        {form.sections.map((section, i) => (
          <SectionEditor
            key={section.key}
            section={section}
            index={i}
            count={form.sections.length}
            path={`${path}.sections.${i}`}
            problems={problems}
            onChange={(change) => onChange((f) => change(f.sections[i]))}
            onMove={(d) => onChange((f) => void (f.sections = moved(f.sections, i, d)))}
            onRemove={() => onChange((f) => void f.sections.splice(i, 1))}
          />
        ))}
        <Button size="small" startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} disabled={form.sections.length >= TEMPLATE_LIMITS.sectionsMax} onClick={() => onChange((f) => void f.sections.push(newSection()))}>
          Add section
        </Button>
      </Stack>
    </Paper>
  );
}
