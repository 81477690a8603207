import TextField from '@mui/material/TextField';
import { DateInput } from '../../components/ui/inputs';
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
      <TextField
        label="Title"
        required
        autoFocus
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        helperText={`${values.title.length}/${TITLE_MAX}`}
      />
      <DateInput label="Start Date" required value={values.startDate} onChange={(day) => set({ startDate: day })} />
      <DateInput
        label="Due Date"
        required
        value={values.dueDate}
        min={values.startDate || undefined}
        onChange={(day) => set({ dueDate: dueDateFromInput(day, values.startDate) })}
      />
      <TextField
        label="Description"
        required
        multiline
        minRows={3}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        helperText={`${values.description.length}/${DESCRIPTION_MAX}`}
      />
    </>
  );
}
