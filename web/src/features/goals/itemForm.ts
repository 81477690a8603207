/** The goal and follow-up forms' values and rules (spec 3 section 5), kept apart from the screens. */
import { addYears, isDueBeforeStart, isPastFollowupDate as isPastDate } from '@portal/common';
import type { EmployeeOption } from '../../lib/employees/operations';
import type { FollowupItem, GoalItem } from './operations';

export interface GoalFormValues {
  title: string;
  startDate: string;
  dueDate: string;
  description: string;
}

export function goalFormOf(goal: GoalItem | null, today: string): GoalFormValues {
  return goal
    ? { title: goal.title, startDate: goal.startDate, dueDate: goal.dueDate, description: goal.description ?? '' }
    : { title: '', startDate: today, dueDate: '', description: '' };
}

/** Save needs all four (spec 3 section 5). */
export function canSaveGoal(v: GoalFormValues): boolean {
  return !!v.title.trim() && !!v.startDate && !!v.dueDate && !!v.description.trim();
}

/**
 * An invalid due date falls back to the start date (spec 3 section 5): a cleared one (the date
 * input gives '') or one before the start date, which the server refuses.
 */
export function dueDateFromInput(input: string, startDate: string): string {
  return !input || isDueBeforeStart(startDate, input) ? startDate : input;
}

/** The values with the fallback applied: what the form shows once a date field is left, and saves. */
export function withDueFallback(v: GoalFormValues): GoalFormValues {
  const dueDate = dueDateFromInput(v.dueDate, v.startDate);
  return dueDate === v.dueDate ? v : { ...v, dueDate };
}

export function goalData(v: GoalFormValues) {
  const { dueDate } = withDueFallback(v);
  return { title: v.title.trim(), startDate: v.startDate, dueDate, description: v.description.trim() };
}

export interface FollowupFormValues {
  title: string;
  description: string;
  followupDate: string;
  assignee: EmployeeOption | null;
}

export function followupFormOf(item: FollowupItem | null): FollowupFormValues {
  return item
    ? { title: item.title, description: item.description ?? '', followupDate: item.followupDate ?? '', assignee: null }
    : { title: '', description: '', followupDate: '', assignee: null };
}

/** A new follow-up date may not be before today; an unchanged (older) one may stay (the server's rule, common/src/args/goals.ts). */
export function isPastFollowupDate(v: FollowupFormValues, today: string, savedDate: string | null = null): boolean {
  return isPastDate(v.followupDate, today, savedDate);
}

export function canSaveFollowup(v: FollowupFormValues, today: string, savedDate: string | null = null): boolean {
  return !!v.title.trim() && !!v.description.trim() && !isPastFollowupDate(v, today, savedDate);
}

export function followupData(v: FollowupFormValues) {
  return { title: v.title.trim(), description: v.description.trim(), followupDate: v.followupDate || null };
}

/** Prisma-style update data: every field as { set }. */
export function setData(values: Record<string, unknown>): Record<string, { set: unknown }> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { set: v }]));
}

/** Repeat (spec 3 section 9): the date moves one year ahead and the item is active again. */
export function repeatedDate(day: string | null, today: string): string {
  return addYears(day ?? today, 1);
}
