import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANSWER_MAX } from '@portal/common';
import { DateInput } from '../../components/ui/inputs';
import { visuallyHidden } from '../../components/ui/visuallyHidden';
import { formatDateOnly } from '../../lib/dates';
import type { FormSection } from './operations';

type FormQuestion = FormSection['questions'][number];

export type Answers = Record<number, string | null>;

/** The answers a form holds now, by question id. */
export function answersOf(sections: readonly FormSection[]): Answers {
  return Object.fromEntries(sections.flatMap((s) => s.questions.map((q) => [q.id, q.answer])));
}

/** Whether a question has no answer yet (blank text counts as none, as on the server). */
const isBlank = (answer: string | null | undefined) => !answer || answer.trim() === '';

/** The questions of a form still without an answer, and how many of those are required. */
export function unansweredOf(sections: readonly FormSection[], answers: Answers): { unanswered: number; required: number } {
  const blank = sections.flatMap((s) => s.questions).filter((q) => isBlank(answers[q.id]));
  return { unanswered: blank.length, required: blank.filter((q) => q.required).length };
}

interface Props {
  sections: readonly FormSection[];
  answers: Answers;
  /** Absent: read-only (a template, a completed evaluation, someone else's). */
  onAnswer?: (questionId: number, answer: string) => void;
  /** Marks the required questions still blank (after a refused submit). */
  showMissing?: boolean;
  /** A template (nothing to answer): choice questions list their options. */
  template?: boolean;
}

/** An evaluation's sections in order, with their instructions and one input per question. */
export function FormSections({ sections, answers, onAnswer, showMissing = false, template = false }: Props) {
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
          {section.questions.map((question, index) => {
            const value = answers[question.id] ?? null;
            const missing = showMissing && question.required && isBlank(value);
            return <QuestionInput key={question.id} number={index + 1} question={question} value={value} onAnswer={onAnswer} missing={missing} template={template} />;
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The question's text in full, in the body text colour (a floating field label is grey, cut to
 * one line and shrinks): what the writer reads most on the form.
 */
function QuestionText({ id, htmlFor, number, question, component = 'label' }: { id: string; htmlFor?: string; number: number; question: FormQuestion; component?: 'label' | 'legend' | 'p' }) {
  return (
    <Typography id={id} component={component} htmlFor={htmlFor} variant="body1" sx={{ display: 'block', color: 'text.primary', fontWeight: 500, mb: 0.5, p: 0 }}>
      {number}. {question.text}
      {question.required && (
        <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
          *
        </Box>
      )}
      {question.required && <Box component="span" sx={visuallyHidden}> (required)</Box>}
    </Typography>
  );
}

const MISSING = 'A required question: answer it before submitting.';

function QuestionInput({ number, question, value, onAnswer, missing, template }: { number: number; question: FormQuestion; value: string | null; onAnswer?: Props['onAnswer']; missing: boolean; template: boolean }) {
  const labelId = `question-${question.id}`;
  const inputId = `${labelId}-input`;
  const readOnly = !onAnswer;
  if (readOnly) {
    const chosen = question.answerType === 'multi' ? question.answerOptions.find((o) => (o.value ?? o.name) === value)?.name : undefined;
    const text = !value ? '' : question.answerType === 'date' ? formatDateOnly(value) : (chosen ?? value);
    return <ReadOnlyAnswer question={question} number={number} labelId={labelId} text={text} options={template ? question.answerOptions : []} />;
  }
  if (question.answerType === 'multi') {
    return (
      <FormControl component="fieldset" error={missing} required={question.required}>
        <QuestionText id={labelId} number={number} question={question} component="legend" />
        <RadioGroup row aria-labelledby={labelId} value={value ?? ''} onChange={(event) => onAnswer(question.id, event.target.value)}>
          {question.answerOptions.map((option) => (
            <FormControlLabel key={option.id} value={option.value ?? option.name} control={<Radio />} label={option.name} />
          ))}
        </RadioGroup>
        {missing && <FormHelperText>{MISSING}</FormHelperText>}
      </FormControl>
    );
  }
  const common = { id: inputId, error: missing, helperText: missing ? MISSING : undefined, required: question.required };
  return (
    <div>
      <QuestionText id={labelId} htmlFor={inputId} number={number} question={question} />
      {question.answerType === 'date' ? (
        <DateInput {...common} value={value} onChange={(day) => onAnswer(question.id, day)} sx={{ maxWidth: 260 }} />
      ) : (
        <TextField {...common} fullWidth value={value ?? ''} onChange={(event) => onAnswer(question.id, event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }} />
      )}
    </div>
  );
}

/** A question and its answer as text; a blank choice question (a template) lists its options. */
function ReadOnlyAnswer({ question, number, labelId, text, options }: { question: FormQuestion; number: number; labelId: string; text: string; options: FormQuestion['answerOptions'] }) {
  return (
    <div role="group" aria-labelledby={labelId}>
      <QuestionText id={labelId} number={number} question={question} component="p" />
      {options.length > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {options.map((o) => o.name).join(' · ')}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: text ? 'text.primary' : 'text.secondary' }}>
          {text || 'No answer'}
        </Typography>
      )}
    </div>
  );
}
