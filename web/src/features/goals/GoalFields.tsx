import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '@portal/common';
import { CountedTextField, DateInput } from '../../components/ui/inputs';
import { useState } from 'react';
import { withDueFallback, type GoalFormValues } from './itemForm';

interface GoalFieldsProps {
  values: GoalFormValues;
  onChange: (next: GoalFormValues) => void;
}

/** Title, Start Date, Due Date, Description (spec 3 sections 3 and 5). */
export function GoalFields({ values, onChange }: GoalFieldsProps) {
  const set = (patch: Partial<GoalFormValues>) => onChange({ ...values, ...patch });
  // Whether the last time a date field was left, the due date fell back to the start date.
  const [fellBack, setFellBack] = useState(false);
  // Applied when a date field is left, not at each keystroke: typing a year passes through
  // "0002", which would otherwise be replaced before the user finished it.
  const applyFallback = () => {
    const next = withDueFallback(values);
    setFellBack(next !== values && !!values.dueDate);
    if (next !== values) onChange(next);
  };
  const dueBeforeStart = !!values.dueDate && !!values.startDate && values.dueDate < values.startDate;
  return (
    <>
      <CountedTextField label="Title" autoFocus value={values.title} onChange={(title) => set({ title })} max={GOAL_TITLE_MAX} />
      <DateInput label="Start Date" required value={values.startDate} onChange={(day) => set({ startDate: day })} onBlur={applyFallback} />
      <DateInput
        label="Due Date"
        required
        value={values.dueDate}
        min={values.startDate || undefined}
        onChange={(day) => set({ dueDate: day })}
        onBlur={applyFallback}
        helperText={
          dueBeforeStart
            ? 'Before the start date: it will be set to the start date.'
            : fellBack
              ? 'Set to the start date: a goal cannot be due before it starts.'
              : undefined
        }
      />
      <CountedTextField label="Description" multiline value={values.description} onChange={(description) => set({ description })} max={GOAL_DESCRIPTION_MAX} />
    </>
  );
}
