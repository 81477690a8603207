import { describe, expect, it } from 'vitest';
import { formatInstant, instantAtWallClock, zoneNameAt } from '../instants';

// 01:19 UTC on Dec 6 is 08:19 PM on Dec 5 in New York and 10:19 AM on Dec 6 in Tokyo.
const AT = '2026-12-06T01:19:00.000Z';

describe('formatInstant: an instant on the company clock, whatever the machine zone', () => {
  it('writes the day and time of the zone asked for, with its name when the pattern says so', () => {
    expect(formatInstant(AT, 'MM/dd/yyyy hh:mm a z', 'America/New_York')).toBe('12/05/2026 08:19 PM EST');
    expect(formatInstant(AT, 'MM/dd/yyyy hh:mm a', 'America/New_York')).toBe('12/05/2026 08:19 PM');
    expect(formatInstant(AT, 'MM/dd/yyyy', 'America/New_York')).toBe('12/05/2026');
    expect(formatInstant(AT, 'MM/dd/yyyy', 'Asia/Tokyo')).toBe('12/06/2026');
    expect(formatInstant(AT, 'hh:mm a', 'Asia/Tokyo')).toBe('10:19 AM');
    expect(formatInstant(AT, 'yyyy-MM-dd', 'America/New_York')).toBe('2026-12-05');
    expect(formatInstant(AT, 'HH:mm', 'America/New_York')).toBe('20:19');
  });

  it('writes midnight and noon as 12, and summer time by its own name', () => {
    expect(formatInstant('2026-07-01T04:00:00Z', 'MM/dd/yyyy hh:mm a z', 'America/New_York')).toBe('07/01/2026 12:00 AM EDT');
    expect(formatInstant('2026-07-01T16:05:00Z', 'hh:mm a', 'America/New_York')).toBe('12:05 PM');
    expect(formatInstant('2026-07-01T04:00:00Z', 'HH:mm', 'America/New_York')).toBe('00:00');
    expect(zoneNameAt('2026-07-01T04:00:00Z', 'America/New_York')).toBe('EDT');
  });

  it('gives nothing for no value or an unreadable one', () => {
    expect(formatInstant(null)).toBe('');
    expect(formatInstant('')).toBe('');
    expect(formatInstant('not a date')).toBe('');
  });
});

describe('instantAtWallClock: the instant the company clock shows a day and time', () => {
  it('reads the wall clock of the zone, in winter and summer', () => {
    expect(instantAtWallClock('2026-12-05', '20:19', 'America/New_York')?.toISOString()).toBe(AT);
    expect(instantAtWallClock('2026-12-06', '10:19', 'Asia/Tokyo')?.toISOString()).toBe(AT);
    expect(instantAtWallClock('2026-07-01', '00:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('round-trips with formatInstant, across a change of offset (the repeated fall-back hour reads as its first pass)', () => {
    for (const iso of ['2026-03-08T06:59:00.000Z', '2026-03-08T07:00:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z']) {
      const day = formatInstant(iso, 'yyyy-MM-dd', 'America/New_York');
      const time = formatInstant(iso, 'HH:mm', 'America/New_York');
      const back = instantAtWallClock(day, time, 'America/New_York')!;
      expect(formatInstant(back, 'MM/dd/yyyy hh:mm a z', 'America/New_York'), iso).toBe(formatInstant(iso, 'MM/dd/yyyy hh:mm a z', 'America/New_York'));
    }
  });

  it('moves a skipped time (the spring-forward hour) an hour on, and refuses malformed parts', () => {
    expect(formatInstant(instantAtWallClock('2026-03-08', '02:30', 'America/New_York'), 'MM/dd/yyyy hh:mm a z', 'America/New_York')).toBe('03/08/2026 03:30 AM EDT');
    expect(instantAtWallClock('2026-03-08', '24:00', 'America/New_York')).toBeNull();
    expect(instantAtWallClock('03/08/2026', '10:00', 'America/New_York')).toBeNull();
  });
});
