import { describe, expect, it } from 'vitest';
import { navigatorFormsWhere, navigatorReviewsWhere, overdueWhere, personNameWhere, reviewYear, reviewYearWhere, yearRangeWhere } from '../reviewFilters';

const ci = (value: string) => ({ contains: value, mode: 'insensitive' });
const noForms = { subject: '', title: '', writer: '', year: '', status: '', overdue: '', needsAssignment: '' };

// What each filter does to the rows is tested over HTTP in server/src/modules/reviews/__tests__/navigatorFilters.test.ts.
describe('the review filter mapping (spec 3 section 5)', () => {
  it('one word matches the first or the last name, two words the first and the last', () => {
    expect(personNameWhere(' dana ', 'firstName', 'lastName')).toEqual({ OR: [{ firstName: ci('dana') }, { lastName: ci('dana') }] });
    expect(personNameWhere('Dana  Field', 'firstName', 'lastName')).toEqual({ AND: [{ firstName: ci('Dana') }, { lastName: ci('Field') }] });
    expect(personNameWhere('   ', 'firstName', 'lastName')).toBeNull();
  });

  it('three words try each place the first name could end', () => {
    expect(personNameWhere('Mary Ann Smith', 'firstName', 'lastName')).toEqual({
      OR: [
        { AND: [{ firstName: ci('Mary') }, { lastName: ci('Ann Smith') }] },
        { AND: [{ firstName: ci('Mary Ann') }, { lastName: ci('Smith') }] },
      ],
    });
  });

  it('the forms map the first and the last name onto the full-name columns owner and formAuthor', () => {
    expect(navigatorFormsWhere({ ...noForms, subject: 'dana', writer: 'pat boss' }, '2026-03-02')).toEqual({
      AND: [{ owner: ci('dana') }, { AND: [{ formAuthor: ci('pat') }, { formAuthor: ci('boss') }] }],
    });
  });

  it('a review year is the year field, else the due date year', () => {
    expect(reviewYear({ year: 2025, dateToCompleteBy: '2026-01-15' })).toBe(2025);
    expect(reviewYear({ year: null, dateToCompleteBy: '2024-05-01' })).toBe(2024);
    expect(reviewYear({ year: null, dateToCompleteBy: null })).toBeNull();
    expect(reviewYearWhere('2024')).toEqual({
      OR: [{ year: { equals: 2024 } }, { AND: [{ year: { equals: null } }, { dateToCompleteBy: { gte: '2024-01-01', lte: '2024-12-31' } }] }],
    });
    expect(navigatorReviewsWhere({ subject: '', title: '', year: '', status: '', overdue: '' }, '2026-03-02')).toEqual({ AND: [] });
  });

  it('the year is a range over the calendar year; overdue is a past due day without completion', () => {
    expect(yearRangeWhere('2026', 'dateToCompleteBy')).toEqual({ dateToCompleteBy: { gte: '2026-01-01', lte: '2026-12-31' } });
    expect(yearRangeWhere('', 'dateToCompleteBy')).toBeNull();
    expect(overdueWhere('yes', '2026-03-02')).toEqual({ AND: [{ dateToCompleteBy: { lt: '2026-03-02' } }, { dateCompleted: { equals: null } }] });
    expect(overdueWhere('no', '2026-03-02')).toEqual({ OR: [{ dateToCompleteBy: { gte: '2026-03-02' } }, { dateToCompleteBy: { equals: null } }, { dateCompleted: { not: null } }] });
    expect(overdueWhere('', '2026-03-02')).toBeNull();
  });
});
