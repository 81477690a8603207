import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { EVALUATION_SCALE, TEMPLATE_LIMITS } from '@portal/common';
import { moved, newOption, type DraftQuestion } from '../templateDraft';
import { MoveButtons } from './MoveButtons';

const TYPES = [
  { value: 'multi', label: 'Choice' },
  { value: 'text', label: 'Text' },
  { value: 'date', label: 'Date' },
] as const;

interface Props {
  question: DraftQuestion;
  /** "Question 2 of Safety", for the buttons' names. */
  name: string;
  path: string;
  problems: Map<string, string>;
  onChange: (change: (q: DraftQuestion) => void) => void;
}

/** One question: its text, its answer type and, for a choice, its options. */
export function QuestionEditor({ question, name, path, problems, onChange }: Props) {
  const optionsProblem = problems.get(`${path}.options`);
  return (
    <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormTextField
          label={name}
          value={question.text}
          onChange={(e) => onChange((q) => void (q.text = e.target.value))}
          error={problems.has(`${path}.text`)}
          helperText={problems.get(`${path}.text`)}
          multiline
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.questionMax } }}
        />
        <FormTextField
          select
          label="Answer"
          value={question.answerType}
          size="small"
          sx={{ minWidth: 120 }}
          onChange={(e) =>
            onChange((q) => {
              q.answerType = e.target.value as DraftQuestion['answerType'];
              if (q.answerType === 'multi' && q.options.length === 0) q.options = EVALUATION_SCALE.map((o) => newOption(o.name, o.value));
            })
          }
        >
          {TYPES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <FormControlLabel
        sx={{ alignSelf: 'flex-start' }}
        control={
          <Switch
            size="small"
            checked={question.required}
            onChange={(e) => onChange((q) => void (q.required = e.target.checked))}
            slotProps={{ input: { 'aria-label': `Answer required: ${name}` } }}
          />
        }
        label="Answer required"
        slotProps={{ typography: { variant: 'body2' } }}
      />
      {question.answerType === 'multi' && (
        <Stack spacing={1} sx={{ pl: { sm: 2 } }} role="group" aria-label={`Options of ${name}`}>
          {question.options.map((option, i) => (
            <Stack key={option.key} direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <FormTextField size="small" label={`Option ${i + 1}`} value={option.name} onChange={(e) => onChange((q) => void (q.options[i].name = e.target.value))} sx={{ flex: '1 1 180px' }} />
              <FormTextField size="small" label="Value" value={option.value} onChange={(e) => onChange((q) => void (q.options[i].value = e.target.value))} sx={{ width: 80 }} />
              <MoveButtons
                name={`option ${i + 1} of ${name}`}
                index={i}
                count={question.options.length}
                minCount={0}
                onMove={(d) => onChange((q) => void (q.options = moved(q.options, i, d)))}
                onRemove={() => onChange((q) => void q.options.splice(i, 1))}
              />
            </Stack>
          ))}
          {optionsProblem && (
            <Typography variant="caption" color="error">
              {optionsProblem}
            </Typography>
          )}
          <Button size="small" startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} disabled={question.options.length >= TEMPLATE_LIMITS.optionsMax} onClick={() => onChange((q) => void q.options.push(newOption('', String(q.options.length + 1))))}>
            Add option
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
