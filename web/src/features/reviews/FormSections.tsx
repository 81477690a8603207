import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateInput } from '../../components/ui/inputs';
import { formatDateOnly } from '../../lib/dates';
import type { FormQuestion, FormSection } from './operations';

export type Answers = Record<number, string | null>;

/** The answers a form holds now, by question id. */
export function answersOf(sections: readonly FormSection[]): Answers {
  return Object.fromEntries(sections.flatMap((s) => s.questions.map((q) => [q.id, q.answer])));
}

interface Props {
  sections: readonly FormSection[];
  answers: Answers;
  /** Absent: read-only (a template, a completed evaluation, someone else's). */
  onAnswer?: (questionId: number, answer: string) => void;
}

/** An evaluation's sections in order, with their instructions and one input per question. */
export function FormSections({ sections, answers, onAnswer }: Props) {
  if (sections.length === 0) return <Typography color="text.secondary">This form has no questions.</Typography>;
  return (
    <Stack spacing={3}>
      {sections.map((section) => (
        <Stack key={section.id} component="section" spacing={2} aria-labelledby={`section-${section.id}`}>
          <div>
            <Typography id={`section-${section.id}`} variant="h6" component="h3">
              {section.title}
            </Typography>
            {section.instructions && (
              <Typography variant="body2" color="text.secondary">
                {section.instructions}
              </Typography>
            )}
          </div>
          {section.questions.map((question, index) => (
            <QuestionInput key={question.id} number={index + 1} question={question} value={answers[question.id] ?? null} onAnswer={onAnswer} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function QuestionInput({ number, question, value, onAnswer }: { number: number; question: FormQuestion; value: string | null; onAnswer?: Props['onAnswer'] }) {
  const label = `${number}. ${question.text}`;
  const readOnly = !onAnswer;
  if (question.answerType === 'multi') {
    const labelId = `question-${question.id}`;
    return (
      <FormControl component="fieldset">
        <FormLabel id={labelId} component="legend">
          {label}
        </FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={value ?? ''} onChange={(event) => onAnswer?.(question.id, event.target.value)}>
          {question.answerOptions.map((option) => (
            <FormControlLabel key={option.id} value={option.value ?? option.name} control={<Radio />} label={option.name} disabled={readOnly} />
          ))}
        </RadioGroup>
      </FormControl>
    );
  }
  if (question.answerType === 'date') {
    if (readOnly) return <ReadOnlyAnswer label={label} text={value ? formatDateOnly(value) : ''} />;
    return <DateInput label={label} value={value} onChange={(day) => onAnswer(question.id, day)} sx={{ maxWidth: 260 }} />;
  }
  if (readOnly) return <ReadOnlyAnswer label={label} text={value ?? ''} />;
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(event) => onAnswer(question.id, event.target.value)}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: 10_000 } }}
    />
  );
}

function ReadOnlyAnswer({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
        {text || 'No answer'}
      </Typography>
    </div>
  );
}
