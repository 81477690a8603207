/**
 * Date-only values must show the same calendar day in every time zone. Each case switches the
 * process time zone (Node re-reads TZ when it is assigned) and checks formatting, the date input
 * and the picker instants, on the day US daylight saving time starts.
 */
import { clock, setClock } from '@portal/common';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { DateInput } from '../components/ui/inputs/DateInput';
import { formatDateOnly, formatMonthDay, formatTimestamp, isPastDay, pickerInstantOf, toDateInputValue } from './dates';

const ZONES = [
  { zone: 'UTC', offsetSign: 0 },
  { zone: 'America/Los_Angeles', offsetSign: 1 },
  { zone: 'America/New_York', offsetSign: 1 },
  { zone: 'Pacific/Pago_Pago', offsetSign: 1 },
  { zone: 'Asia/Tokyo', offsetSign: -1 },
  { zone: 'Pacific/Kiritimati', offsetSign: -1 },
];

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each(ZONES)('dates in $zone', ({ zone, offsetSign }) => {
  it('runs in that zone', () => {
    process.env.TZ = zone;
    expect(Math.sign(new Date('2026-03-08T12:00:00Z').getTimezoneOffset())).toBe(offsetSign);
  });

  it('shows date-only values on their own day', () => {
    process.env.TZ = zone;
    expect(formatDateOnly('2026-03-08', 'MM/dd/yyyy')).toBe('03/08/2026');
    expect(formatDateOnly('2026-03-08', 'MM-dd-yyyy')).toBe('03-08-2026');
    expect(formatDateOnly('2026-01-01', 'MM/dd/yy')).toBe('01/01/26');
    expect(formatMonthDay('2026-03-08')).toBe('March 8');
  });

  it('reads the spec timestamps (03:59 and 13:00 UTC) as the intended day', () => {
    process.env.TZ = zone;
    expect(formatDateOnly('2026-03-08T03:59:00.000Z')).toBe('03/08/2026');
    expect(formatDateOnly('2026-03-08T13:00:00.000Z')).toBe('03/08/2026');
    expect(toDateInputValue('2026-03-08T03:59:00.000Z')).toBe('2026-03-08');
  });

  it('sends a picked day as 03:59 UTC of that day', () => {
    process.env.TZ = zone;
    expect(pickerInstantOf('2026-03-08')).toBe('2026-03-08T03:59:00.000Z');
    expect(pickerInstantOf('not a day')).toBeNull();
  });

  it('shows the same day in the date input', () => {
    process.env.TZ = zone;
    render(<DateInput label="Issue Date" value="2026-03-08T03:59:00.000Z" onChange={() => {}} />);
    expect(screen.getByLabelText('Issue Date')).toHaveValue('2026-03-08');
  });

  it("compares expiry dates with the company's today, not the viewer's", () => {
    process.env.TZ = zone;
    // 03:30 UTC on March 9: already March 9 in Tokyo and UTC, still March 8 at the company.
    setClock({ at: '2026-03-09T03:30:00Z', frozen: true, timeZone: 'America/New_York' });
    const today = clock.today();
    expect(today).toBe('2026-03-08');
    expect(isPastDay('2026-03-07', today)).toBe(true);
    expect(isPastDay('2026-03-08', today)).toBe(false);
    expect(isPastDay('2026-03-09', today)).toBe(false);
  });
});

describe('timestamps', () => {
  it("are shown on the company's clock, with its zone's name, whatever the viewer's zone", () => {
    setClock({ timeZone: 'America/New_York' });
    for (const zone of ZONES) {
      process.env.TZ = zone.zone;
      expect(formatTimestamp('2026-03-08T15:00:00.000Z'), zone.zone).toBe('03/08/2026 11:00 AM EDT');
      expect(formatTimestamp('2026-03-08T04:30:00.000Z', 'MM/dd/yyyy'), zone.zone).toBe('03/07/2026');
    }
  });
});
