import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { formatTimeOfDay, timeOfDayChoices, type DateTimeParts } from '../../../lib/dates';
import { DateInput } from './DateInput';
import { RequiredSelect } from './RequiredSelect';

interface DateTimeInputProps {
  dateLabel?: string;
  timeLabel?: string;
  value: DateTimeParts;
  onChange: (value: DateTimeParts) => void;
  disabled?: boolean;
}

/**
 * A moment in the viewer's zone: a date input and a time select in the spec's 15-minute steps
 * (a time already stored off the grid stays selectable). Convert with dateTimePartsOf and
 * instantOfDateTimeParts.
 */
export function DateTimeInput({ dateLabel = 'Date', timeLabel = 'Time', value, onChange, disabled }: DateTimeInputProps) {
  const options = useMemo(() => {
    const times = timeOfDayChoices();
    if (value.time && !times.includes(value.time)) times.push(value.time);
    return times.sort().map((time) => ({ value: time, label: formatTimeOfDay(time) }));
  }, [value.time]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateInput
        label={dateLabel}
        value={value.day}
        onChange={(day) => onChange({ ...value, day })}
        required
        error={!value.day}
        disabled={disabled}
        fullWidth
      />
      <RequiredSelect
        label={timeLabel}
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
        options={options}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      />
    </Stack>
  );
}
