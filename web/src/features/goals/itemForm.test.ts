import { describe, expect, it } from 'vitest';
import { canSaveFollowup, canSaveGoal, dueDateFromInput, goalData, goalFormOf, isPastFollowupDate, repeatedDate, withDueFallback } from './itemForm';
import { assigneesOf } from './PartnersListPage';

describe('goal and follow-up forms', () => {
  it('needs all four goal fields; a cleared or invalid due date falls back to the start date', () => {
    const empty = goalFormOf(null, '2026-03-02');
    expect(empty.startDate).toBe('2026-03-02');
    expect(canSaveGoal({ ...empty, title: 'T', dueDate: '2026-04-01' })).toBe(false);
    expect(canSaveGoal({ ...empty, title: 'T', dueDate: '2026-04-01', description: 'D' })).toBe(true);
    expect(canSaveGoal({ ...empty, title: '  ', dueDate: '2026-04-01', description: 'D' })).toBe(false);
    expect(dueDateFromInput('', '2026-03-02')).toBe('2026-03-02');
    expect(dueDateFromInput('2026-05-01', '2026-03-02')).toBe('2026-05-01');
  });

  it('a due date before the start date falls back to the start date, in the form and in what is saved', () => {
    expect(dueDateFromInput('2020-01-01', '2026-03-02')).toBe('2026-03-02');
    const values = { title: 'T', startDate: '2026-03-02', dueDate: '2026-02-01', description: 'D' };
    expect(withDueFallback(values).dueDate).toBe('2026-03-02');
    expect(goalData(values).dueDate).toBe('2026-03-02');
    const fine = { ...values, dueDate: '2026-03-02' };
    expect(withDueFallback(fine)).toBe(fine);
  });

  it('refuses a new follow-up date before today but keeps an unchanged older one', () => {
    const v = { title: 'T', description: 'D', followupDate: '2026-03-01', assignee: null };
    expect(isPastFollowupDate(v, '2026-03-02')).toBe(true);
    expect(canSaveFollowup(v, '2026-03-02')).toBe(false);
    expect(canSaveFollowup(v, '2026-03-02', '2026-03-01')).toBe(true);
    expect(canSaveFollowup({ ...v, followupDate: '' }, '2026-03-02')).toBe(true);
    expect(canSaveFollowup({ ...v, description: '' }, '2026-03-02')).toBe(false);
  });

  it('repeats a year ahead, from today when there is no date', () => {
    expect(repeatedDate('2028-02-29', '2026-03-02')).toBe('2029-02-28');
    expect(repeatedDate(null, '2026-03-02')).toBe('2027-03-02');
  });

  it("lists a partner's assignees once each, or 'Not assigned'", () => {
    const person = (id: number, firstName: string) => ({ assignedToUser: { id, firstName, lastName: 'Lee', employeeNumber: String(id) } });
    const row = { id: 1, firstName: 'A', lastName: 'B', group: 'D1', employeeNumber: '1', supervisor: null };
    expect(assigneesOf({ ...row, followups: [person(2, 'Sam'), person(3, 'Kim'), person(2, 'Sam')] })).toBe('Sam Lee, Kim Lee');
    expect(assigneesOf({ ...row, followups: [] })).toBe('Not assigned');
  });
});
