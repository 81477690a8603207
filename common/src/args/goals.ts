/**
 * The arguments and rules of goals and follow-ups (spec 3): the server's operations and hooks
 * and the web's dialogs check with these, so both say the same thing (decision 0146).
 */
import { z } from 'zod';
import { dateArg, employeeNumberArgs, graphqlType } from './wire';

/** A goal's or follow-up's title and description (their columns' lengths, server/src/db/schema/goals.ts). */
export const GOAL_TITLE_MAX = 50;
export const GOAL_DESCRIPTION_MAX = 1000;
export const CHECK_IN_NOTE_MAX = 500;
/** The most partners one massGoalAdd takes. */
export const MASS_GOAL_MAX = 500;
export const NOTIFICATION_KEYS_MAX = 100;
export const NOTIFICATION_KEY_MAX = 100;

export const GOAL_MESSAGES = {
  dueBeforeStart: 'Due date cannot be before the start date.',
  followupDateInPast: 'Follow-up date cannot be in the past.',
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  assigneeOnlyCompletes: 'You may only complete a follow-up assigned to you.',
} as const;

export const CHECK_IN_MESSAGES = {
  progressRange: 'Progress must be a whole number from 0 to 100.',
  noteTooLong: `The note may be at most ${CHECK_IN_NOTE_MAX} characters.`,
  nothingToRecord: 'Change the progress or write a note.',
  notActive: 'Only an active goal takes check-ins.',
  notAllowed: 'Only the employee and those who manage the goal may check in on it.',
  notFound: 'The goal was not found.',
} as const;

/** A due date before the start date is refused (spec 3 section 5); the form falls back to the start date. */
export function isDueBeforeStart(startDate: string | null | undefined, dueDate: string | null | undefined): boolean {
  return !!startDate && !!dueDate && dueDate < startDate;
}

/** A new follow-up date may not be before today; an unchanged (older) one may stay. */
export function isPastFollowupDate(date: string | null | undefined, today: string, savedDate: string | null | undefined = null): boolean {
  return !!date && date !== savedDate && date < today;
}

export const partnerReachArgs = employeeNumberArgs;

/** checkInGoal: the goal, its new progress (0-100) and an optional note (blank: none). */
export const checkInGoalArgs = {
  goalId: z.number().int(),
  progress: z.number({ error: CHECK_IN_MESSAGES.progressRange }).int(CHECK_IN_MESSAGES.progressRange).min(0, CHECK_IN_MESSAGES.progressRange).max(100, CHECK_IN_MESSAGES.progressRange),
  note: z
    .string()
    .trim()
    .max(CHECK_IN_NOTE_MAX, CHECK_IN_MESSAGES.noteTooLong)
    .nullish()
    .transform((note) => note || null),
};
export const checkInGoalSchema = z.object(checkInGoalArgs);

/** A check-in records something: a new progress or a note (else "Change the progress or write a note."). */
export function checkInRecordsSomething(currentProgress: number, checkIn: { progress: number; note: string | null }): boolean {
  return checkIn.progress !== currentProgress || checkIn.note !== null;
}

/** massGoalAdd: the goal (its dates already checked by the Date scalar) and the partners who get it. */
export const massGoalArgs = {
  data: graphqlType('MassGoalInput', z.object({ title: z.string(), description: z.string(), startDate: dateArg, dueDate: dateArg })),
  userIds: z.array(z.number().int()).min(1, 'Choose at least one partner.').max(MASS_GOAL_MAX, `Choose at most ${MASS_GOAL_MAX} partners at once.`),
};
export const massGoalSchema = z.object(massGoalArgs);

export const followupNotificationArgs = { followupId: z.number().int() };

const KEYS_MESSAGE = `Give 1 to ${NOTIFICATION_KEYS_MAX} notification keys of at most ${NOTIFICATION_KEY_MAX} characters.`;
/** markNotificationsRead: the bell's keys (none is a no-op). */
export const markNotificationsReadArgs = {
  keys: z.array(z.string().min(1, KEYS_MESSAGE).max(NOTIFICATION_KEY_MAX, KEYS_MESSAGE)).max(NOTIFICATION_KEYS_MAX, KEYS_MESSAGE),
};
