import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useState, type SyntheticEvent } from 'react';
import {
  EMPLOYEE_SEARCH,
  EMPLOYEE_SEARCH_TAKE,
  employeeLabel,
  employeeSearchWhere,
  type EmployeeOption,
} from '../../../lib/employees/operations';
import { useDebouncedValue } from '../useDebouncedValue';

/** Active employees matching what was typed (debounced), asked from the server page by page. */
function useEmployeeSearch(exclude: readonly string[] = []) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const { data, previousData, loading } = useQuery(EMPLOYEE_SEARCH, {
    variables: { where: employeeSearchWhere(debounced), take: EMPLOYEE_SEARCH_TAKE },
  });
  const onInputChange = (_event: SyntheticEvent, value: string, reason: string) => {
    // Choosing an option fills the box with its label: that is not a search.
    setSearch(reason === 'input' ? value : '');
  };
  const found = (data ?? previousData)?.users ?? [];
  const options = exclude.length ? found.filter((o) => !o.employeeNumber || !exclude.includes(o.employeeNumber)) : found;
  return { options, loading: loading || search !== debounced, onInputChange };
}

const sameEmployee = (a: EmployeeOption, b: EmployeeOption) => a.employeeNumber === b.employeeNumber;

interface PickerBase {
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
  /** Employee numbers never offered (already chosen elsewhere, or not allowed here). */
  exclude?: readonly string[];
}

/** One active employee, searched by name or number as you type. */
export function EmployeePicker({ label, value, onChange, required, disabled, helperText, error, exclude }: PickerBase & {
  value: EmployeeOption | null;
  onChange: (value: EmployeeOption | null) => void;
}) {
  const { options, loading, onInputChange } = useEmployeeSearch(exclude);
  return (
    <Autocomplete<EmployeeOption>
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={onInputChange}
      options={value && !options.some((o) => sameEmployee(o, value)) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={employeeLabel}
      getOptionKey={(option) => option.employeeNumber ?? option.id}
      isOptionEqualToValue={sameEmployee}
      loading={loading}
      disabled={disabled}
      noOptionsText="No matching active employees"
      renderInput={(params) => <TextField {...params} label={label} required={required} helperText={helperText} error={error ?? (required && !value)} />}
    />
  );
}

/** Several active employees (chips), searched by name or number as you type. */
export function EmployeesPicker({ label, value, onChange, disabled, helperText, error, exclude }: PickerBase & {
  value: EmployeeOption[];
  onChange: (value: EmployeeOption[]) => void;
}) {
  const { options, loading, onInputChange } = useEmployeeSearch(exclude);
  return (
    <Autocomplete<EmployeeOption, true>
      multiple
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={onInputChange}
      options={options}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={employeeLabel}
      getOptionKey={(option) => option.employeeNumber ?? option.id}
      isOptionEqualToValue={sameEmployee}
      loading={loading}
      disabled={disabled}
      noOptionsText="No matching active employees"
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={employeeLabel(option)} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
