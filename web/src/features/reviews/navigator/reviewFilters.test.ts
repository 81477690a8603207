import { describe, expect, it } from 'vitest';
import { fullNameWhere, overdueWhere, personNameWhere, yearRangeWhere } from './reviewFilters';

const ci = (value: string) => ({ contains: value, mode: 'insensitive' });

describe('the review filter mapping (spec 3 section 5)', () => {
  it('one word matches the first or the last name, two words the first and the last', () => {
    expect(personNameWhere(' dana ', 'firstName', 'lastName')).toEqual({ OR: [{ firstName: ci('dana') }, { lastName: ci('dana') }] });
    expect(personNameWhere('Dana  Field', 'firstName', 'lastName')).toEqual({ AND: [{ firstName: ci('Dana') }, { lastName: ci('Field') }] });
    expect(personNameWhere('   ', 'firstName', 'lastName')).toBeNull();
  });

  it('a full-name column contains every word', () => {
    expect(fullNameWhere('dana fi', 'owner')).toEqual({ AND: [{ owner: ci('dana') }, { owner: ci('fi') }] });
  });

  it('the year is a range over the calendar year; overdue is a past due day without completion', () => {
    expect(yearRangeWhere('2026', 'dateToCompleteBy')).toEqual({ dateToCompleteBy: { gte: '2026-01-01', lte: '2026-12-31' } });
    expect(yearRangeWhere('', 'dateToCompleteBy')).toBeNull();
    expect(overdueWhere('yes', '2026-03-02')).toEqual({ AND: [{ dateToCompleteBy: { lt: '2026-03-02' } }, { dateCompleted: { equals: null } }] });
    expect(overdueWhere('no', '2026-03-02')).toEqual({ OR: [{ dateToCompleteBy: { gte: '2026-03-02' } }, { dateToCompleteBy: { equals: null } }, { dateCompleted: { not: null } }] });
    expect(overdueWhere('', '2026-03-02')).toBeNull();
  });
});
