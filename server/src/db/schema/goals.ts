import { sql } from '../sql';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { CHECK_IN_NOTE_MAX, FOLLOW_UP_STATUSES, GOAL_DESCRIPTION_MAX, GOAL_STATUSES, GOAL_TITLE_MAX, clock } from '@portal/common';
import { oneOf } from './helpers';
import { sections } from './reviews';
import { users } from './users';

const tracking = {
  title: varchar({ length: GOAL_TITLE_MAX }).notNull(),
  description: varchar({ length: GOAL_DESCRIPTION_MAX }),
  status: text({ enum: GOAL_STATUSES }).notNull().default('Active'),
  currentProgress: integer().notNull().default(0),
  createdBy: varchar({ length: 200 }),
  createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  updatedBy: varchar({ length: 20 }),
  updatedByFullName: varchar({ length: 200 }),
};

export const goals = pgTable(
  'goals',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ...tracking,
    startDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    assignedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    evaluationSectionId: integer().references(() => sections.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('goals_user_idx').on(t.userId, t.status, t.dueDate),
    oneOf('goals_status_check', t.status, GOAL_STATUSES),
    check('goals_progress_check', sql`${t.currentProgress} between 0 and 100`),
  ],
);

export const userFollowups = pgTable(
  'user_followups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ...tracking,
    createdByID: varchar({ length: 20 }),
    followupDate: date({ mode: 'string' }),
    /** When the assignee was e-mailed about the assignment (claimed once, even with several servers). */
    assignmentNotifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The follow-up date whose reminder went out: a new date (Repeat) earns a new reminder. */
    reminderSentFor: date({ mode: 'string' }),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    assignedToUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    evaluationSectionId: integer().references(() => sections.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_followups_user_idx').on(t.userId, t.status),
    index('user_followups_assignee_idx').on(t.assignedToUserId),
    index('user_followups_date_idx').on(t.followupDate),
    oneOf('user_followups_status_check', t.status, FOLLOW_UP_STATUSES),
    check('user_followups_progress_check', sql`${t.currentProgress} between 0 and 100`),
  ],
);

/** Which in-app notifications (the bell) a user has read, by notification key. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 100 }).notNull(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A goal's check-ins (docs/decisions/0088): who moved its progress, when, from what to what, and
 * why. Written only by checkInGoal, in the transaction that sets goals.current_progress.
 */
export const goalCheckIns = pgTable(
  'goal_check_ins',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    goalId: integer().notNull().references(() => goals.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when they checked in: the history stays readable if they leave. */
    authorName: varchar({ length: 200 }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    fromProgress: integer().notNull(),
    toProgress: integer().notNull(),
    note: varchar({ length: CHECK_IN_NOTE_MAX }),
  },
  (t) => [
    index('goal_check_ins_goal_idx').on(t.goalId, t.createdAt),
    check('goal_check_ins_progress_check', sql`${t.toProgress} between 0 and 100 and ${t.fromProgress} between 0 and 100`),
  ],
);
