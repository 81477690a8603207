import { sql } from '../sql';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ANSWER_TYPES, EVALUATION_STATUSES, GROUP_CYCLES, REVIEW_STATUSES, clock } from '@portal/common';
import { oneOf, timestamps } from './helpers';
import { users } from './users';

export const reviewTemplates = pgTable('review_templates', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: varchar({ length: 200 }).notNull(),
  year: integer(),
  /** Set when an edit made a new version: reviews keep pointing at this one, new work uses the new one. */
  supersededById: integer().references((): AnyPgColumn => reviewTemplates.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const evaluationTemplates = pgTable(
  'evaluation_templates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    reviewTemplateId: integer().references(() => reviewTemplates.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    year: integer(),
    order: integer().notNull().default(0),
    authorHidden: boolean().notNull().default(false),
    needsAssignment: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('evaluation_templates_review_idx').on(t.reviewTemplateId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    year: integer(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('INCOMPLETE'),
    manager: varchar({ length: 200 }),
    managerEmployeeNumber: varchar({ length: 20 }),
    authorEmployeeNumber: varchar({ length: 20 }),
    templateVersionId: integer().references(() => reviewTemplates.id, { onDelete: 'set null' }),
    /** The review cycle that launched this review, if any. */
    reviewCycleId: integer().references((): AnyPgColumn => reviewCycles.id, { onDelete: 'set null' }),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    dateCompleted: timestamp({ withTimezone: true, mode: 'date' }),
    dateToCompleteBy: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('reviews_user_idx').on(t.userId),
    index('reviews_year_idx').on(t.year),
    index('reviews_manager_idx').on(t.managerEmployeeNumber),
    index('reviews_cycle_idx').on(t.reviewCycleId),
    oneOf('reviews_status_check', t.status, REVIEW_STATUSES),
  ],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    status: text({ enum: EVALUATION_STATUSES }).notNull().default('INCOMPLETE'),
    dateCompleted: timestamp({ withTimezone: true, mode: 'date' }),
    dateToCompleteBy: date({ mode: 'string' }),
    assignmentDate: timestamp({ withTimezone: true, mode: 'date' }),
    reviewId: integer().references(() => reviews.id, { onDelete: 'cascade' }),
    templateVersionId: integer().references(() => evaluationTemplates.id, { onDelete: 'set null' }),
    manager: varchar({ length: 200 }),
    managerEmployeeNumber: varchar({ length: 20 }),
    owner: varchar({ length: 200 }),
    ownerEmployeeNumber: varchar({ length: 20 }),
    author: varchar({ length: 200 }),
    authorEmployeeNumber: varchar({ length: 20 }),
    authorHidden: boolean().notNull().default(false),
    needsAssignment: boolean().notNull().default(false),
    needsSignature: boolean().notNull().default(false),
    signedDate: timestamp({ withTimezone: true, mode: 'date' }),
    signedUserId: varchar({ length: 20 }),
    signerName: varchar({ length: 200 }),
    formAuthor: varchar({ length: 200 }),
    formAuthorEmployeeNumber: varchar({ length: 20 }),
    /** When the current author was last e-mailed a reminder (manual or the due-date job). */
    reminderSentAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('evaluations_review_idx').on(t.reviewId),
    index('evaluations_author_idx').on(t.authorEmployeeNumber),
    index('evaluations_owner_idx').on(t.ownerEmployeeNumber),
    index('evaluations_manager_idx').on(t.managerEmployeeNumber),
    index('evaluations_form_author_idx').on(t.formAuthorEmployeeNumber),
    oneOf('evaluations_status_check', t.status, EVALUATION_STATUSES),
  ],
);

/** A section belongs to an evaluation template or to an evaluation (a copy), never both. */
export const sections = pgTable(
  'sections',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    instructions: text(),
    order: integer().notNull().default(0),
    evaluationTemplateId: integer().references((): AnyPgColumn => evaluationTemplates.id, { onDelete: 'cascade' }),
    evaluationId: integer().references((): AnyPgColumn => evaluations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('sections_template_idx').on(t.evaluationTemplateId),
    index('sections_evaluation_idx').on(t.evaluationId),
    check('sections_one_owner_check', sql`num_nonnulls(${t.evaluationTemplateId}, ${t.evaluationId}) = 1`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer().notNull().references(() => sections.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    order: integer().notNull().default(0),
    answer: text(),
    answerType: text({ enum: ANSWER_TYPES }).notNull().default('text'),
    /** The template marks it required: an evaluation is not submitted while it is unanswered. */
    required: boolean().notNull().default(false),
  },
  (t) => [index('questions_section_idx').on(t.sectionId), oneOf('questions_answer_type_check', t.answerType, ANSWER_TYPES)],
);

export const answerOptions = pgTable(
  'answer_options',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer().notNull().references(() => questions.id, { onDelete: 'cascade' }),
    name: varchar({ length: 200 }).notNull(),
    value: varchar({ length: 200 }),
  },
  (t) => [index('answer_options_question_idx').on(t.questionId)],
);

export const reviewCycles = pgTable(
  'review_cycles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: varchar({ length: 200 }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    templateId: integer().notNull().references(() => reviewTemplates.id, { onDelete: 'restrict' }),
    groupCycle: varchar({ length: 50 }),
    lockReviewsFromNonAdmins: boolean().notNull().default(false),
    /** Days from the launch to the due date of the reviews the cycle creates. */
    dueInDays: integer().notNull().default(30),
    /** When the cycle created its reviews (once; on its start date or by Launch now). */
    launchedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [oneOf('review_cycles_group_cycle_check', t.groupCycle, GROUP_CYCLES), check('review_cycles_due_in_days_check', sql`${t.dueInDays} between 1 and 365`)],
);

/** What an evaluation waits for from the person a notice is for (docs/decisions/0092). */
export const REVIEW_NOTICE_KINDS = ['write', 'assign', 'sign'] as const;

/**
 * One e-mail notice per evaluation, person and kind (decision 0092): written when the person
 * becomes the evaluation's current author, and marked mailed in the transaction that queues its
 * e-mail (at once, or in the person's daily digest). The key makes a notice happen once.
 */
export const reviewNotices = pgTable(
  'review_notices',
  {
    evaluationId: integer().notNull().references(() => evaluations.id, { onDelete: 'cascade' }),
    employeeNumber: varchar({ length: 20 }).notNull(),
    kind: text({ enum: REVIEW_NOTICE_KINDS }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    mailedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.employeeNumber, t.kind] }),
    index('review_notices_unmailed_idx').on(t.employeeNumber).where(sql`${t.mailedAt} is null`),
    oneOf('review_notices_kind_check', t.kind, REVIEW_NOTICE_KINDS),
  ],
);

/** How a person wants review notices: 'immediate' (no row) or one 'daily' digest (decision 0092). */
export const REVIEW_MAIL_MODES = ['immediate', 'daily'] as const;
export const reviewMailPreferences = pgTable(
  'review_mail_preferences',
  {
    userId: integer().primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    mode: text({ enum: REVIEW_MAIL_MODES }).notNull(),
  },
  (t) => [oneOf('review_mail_preferences_mode_check', t.mode, REVIEW_MAIL_MODES)],
);
