import { describe, expect, it } from 'vitest';
import {
  checkInGoalSchema,
  checkInRecordsSomething,
  isDueBeforeStart,
  isPastFollowupDate,
  markNotificationsReadArgs,
  massGoalSchema,
  signatureMatches,
} from '../index';
import { z } from 'zod';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe("checkInGoal's arguments (the server's operation and the check-in dialog)", () => {
  it('takes a whole progress from 0 to 100 and a note of at most 500 characters, trimmed, blank as none', () => {
    expect(checkInGoalSchema.parse({ goalId: 1, progress: 0, note: '  ' })).toEqual({ goalId: 1, progress: 0, note: null });
    expect(checkInGoalSchema.parse({ goalId: 1, progress: 100, note: ` ${'x'.repeat(500)} ` }).note).toHaveLength(500);
    for (const progress of [-1, 101, 40.5, null]) {
      expect(firstMessage(checkInGoalSchema.safeParse({ goalId: 1, progress }))).toBe('Progress must be a whole number from 0 to 100.');
    }
    expect(firstMessage(checkInGoalSchema.safeParse({ goalId: 1, progress: 1, note: 'x'.repeat(501) }))).toBe('The note may be at most 500 characters.');
  });

  it('records something only with a new progress or a note', () => {
    expect(checkInRecordsSomething(40, { progress: 40, note: null })).toBe(false);
    expect(checkInRecordsSomething(40, { progress: 41, note: null })).toBe(true);
    expect(checkInRecordsSomething(40, { progress: 40, note: 'Still on it.' })).toBe(true);
  });
});

describe('the goal rules', () => {
  it('refuses a due date before the start date; the same day or a missing one is fine', () => {
    expect(isDueBeforeStart('2026-03-02', '2026-03-01')).toBe(true);
    expect(isDueBeforeStart('2026-03-02', '2026-03-02')).toBe(false);
    expect(isDueBeforeStart('2026-03-02', '')).toBe(false);
  });

  it('refuses a new follow-up date before today, but an unchanged one may stay', () => {
    expect(isPastFollowupDate('2026-03-01', '2026-03-02')).toBe(true);
    expect(isPastFollowupDate('2026-03-01', '2026-03-02', '2026-03-01')).toBe(false);
    expect(isPastFollowupDate('2026-03-02', '2026-03-02')).toBe(false);
    expect(isPastFollowupDate(null, '2026-03-02')).toBe(false);
  });

  it('massGoalAdd takes 1 to 500 partners', () => {
    const data = { title: 'T', description: 'D', startDate: '2026-03-02', dueDate: '2026-04-02' };
    expect(massGoalSchema.safeParse({ data, userIds: Array.from({ length: 500 }, (_, i) => i) }).success).toBe(true);
    expect(firstMessage(massGoalSchema.safeParse({ data, userIds: Array.from({ length: 501 }, (_, i) => i) }))).toBe('Choose at most 500 partners at once.');
    expect(firstMessage(massGoalSchema.safeParse({ data, userIds: [] }))).toBe('Choose at least one partner.');
  });

  it('the bell takes up to 100 keys of 1 to 100 characters', () => {
    const keys = z.object(markNotificationsReadArgs);
    expect(keys.safeParse({ keys: [] }).success).toBe(true);
    expect(firstMessage(keys.safeParse({ keys: [''] }))).toBe('Give 1 to 100 notification keys of at most 100 characters.');
  });
});

describe('sign-off', () => {
  it("matches the author's name whatever the case and spacing, never a blank one", () => {
    expect(signatureMatches('  ada   LOVELACE ', 'Ada Lovelace')).toBe(true);
    expect(signatureMatches('Ada Byron', 'Ada Lovelace')).toBe(false);
    expect(signatureMatches('   ', '')).toBe(false);
  });
});
