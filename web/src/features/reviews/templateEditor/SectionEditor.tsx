import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import { TEMPLATE_LIMITS } from '@portal/common';
import { moved, newQuestion, type DraftSection } from '../templateDraft';
import { MoveButtons } from './MoveButtons';
import { QuestionEditor } from './QuestionEditor';

interface Props {
  section: DraftSection;
  index: number;
  count: number;
  path: string;
  problems: Map<string, string>;
  onChange: (change: (s: DraftSection) => void) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One section of a form: its title, instructions and ordered questions. */
export function SectionEditor({ section, index, count, path, problems, onChange, onMove, onRemove }: Props) {
  const name = section.title.trim() || `section ${index + 1}`;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2' }}>
        Section {index + 1}
      </Box>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            label="Section title"
            value={section.title}
            onChange={(e) => onChange((s) => void (s.title = e.target.value))}
            error={problems.has(`${path}.title`)}
            helperText={problems.get(`${path}.title`)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.titleMax } }}
          />
          <MoveButtons name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Stack>
        <FormTextField
          label="Instructions (optional)"
          value={section.instructions}
          onChange={(e) => onChange((s) => void (s.instructions = e.target.value))}
          size="small"
          multiline
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.instructionsMax } }}
        />
        {section.questions.map((question, i) => (
          <Stack key={question.key} direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
            <QuestionEditor
              question={question}
              name={`Question ${i + 1}`}
              path={`${path}.questions.${i}`}
              problems={problems}
              onChange={(change) => onChange((s) => change(s.questions[i]))}
            />
            <MoveButtons
              name={`question ${i + 1} of ${name}`}
              index={i}
              count={section.questions.length}
              onMove={(d) => onChange((s) => void (s.questions = moved(s.questions, i, d)))}
              onRemove={() => onChange((s) => void s.questions.splice(i, 1))}
            />
          </Stack>
        ))}
        <Button size="small" startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} disabled={section.questions.length >= TEMPLATE_LIMITS.questionsMax} onClick={() => onChange((s) => void s.questions.push(newQuestion()))}>
          Add question
        </Button>
      </Stack>
    </Box>
  );
}
