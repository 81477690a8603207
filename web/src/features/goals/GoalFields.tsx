import { CountedTextField, DateInput } from '../../components/ui/inputs';
import { dueDateFromInput, type GoalFormValues } from './itemForm';
import { DESCRIPTION_MAX, TITLE_MAX } from './itemKinds';

interface GoalFieldsProps {
  values: GoalFormValues;
  onChange: (next: GoalFormValues) => void;
}

/** Title, Start Date, Due Date, Description (spec 3 sections 3 and 5). */
export function GoalFields({ values, onChange }: GoalFieldsProps) {
  const set = (patch: Partial<GoalFormValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <CountedTextField label="Title" autoFocus value={values.title} onChange={(title) => set({ title })} max={TITLE_MAX} />
      <DateInput label="Start Date" required value={values.startDate} onChange={(day) => set({ startDate: day })} />
      <DateInput
        label="Due Date"
        required
        value={values.dueDate}
        min={values.startDate || undefined}
        onChange={(day) => set({ dueDate: dueDateFromInput(day, values.startDate) })}
      />
      <CountedTextField label="Description" multiline value={values.description} onChange={(description) => set({ description })} max={DESCRIPTION_MAX} />
    </>
  );
}
