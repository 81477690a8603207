import { describe, expect, it } from 'vitest';
import { dateTimePartsOf, formatTimeOfDay, instantOfDateTimeParts, timeOfDayChoices } from './dates';

describe('date-time parts', () => {
  it("round-trips an instant through the company's day and time (New York in the tests), whatever the machine's zone", () => {
    const iso = '2030-03-05T19:30:00.000Z';
    expect(dateTimePartsOf(iso)).toEqual({ day: '2030-03-05', time: '14:30' });
    expect(instantOfDateTimeParts({ day: '2030-03-05', time: '14:30' })).toBe(iso);
    expect(dateTimePartsOf('2030-07-05T18:30:00.000Z')).toEqual({ day: '2030-07-05', time: '14:30' });
  });

  it('is empty or null while a part is missing or invalid', () => {
    expect(dateTimePartsOf(null)).toEqual({ day: '', time: '' });
    expect(dateTimePartsOf('not a date')).toEqual({ day: '', time: '' });
    expect(instantOfDateTimeParts({ day: '2030-03-05', time: '' })).toBeNull();
    expect(instantOfDateTimeParts({ day: '', time: '10:00' })).toBeNull();
    expect(instantOfDateTimeParts({ day: '2030-02-30', time: '10:00' })).toBeNull();
    expect(instantOfDateTimeParts({ day: '2030-03-05', time: '24:00' })).toBeNull();
  });

  it('offers the day in quarter hours, labelled on a 12-hour clock', () => {
    const choices = timeOfDayChoices();
    expect(choices).toHaveLength(96);
    expect(choices.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(choices.at(-1)).toBe('23:45');
    expect(['00:00', '00:15', '12:00', '13:45'].map(formatTimeOfDay)).toEqual(['12:00 AM', '12:15 AM', '12:00 PM', '1:45 PM']);
  });
});
