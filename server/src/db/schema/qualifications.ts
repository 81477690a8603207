import { sql } from '../sql';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CODE_ENTITIES, EXPIRATION_TYPES, clock } from '@portal/common';
import { lower, oneOf, timestamps } from './helpers';
import { users } from './users';

/** The qualification catalogue: every license, certification, skill and DECCO U course code. */
export const codes = pgTable(
  'codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 100 }).notNull(),
    entity: text({ enum: CODE_ENTITIES }).notNull(),
    points: integer().notNull(),
    expirationType: text({ enum: EXPIRATION_TYPES }).notNull().default('none'),
    description: varchar({ length: 1000 }),
    state: varchar({ length: 2 }),
    level: varchar({ length: 20 }),
    lookupCode: varchar({ length: 100 }),
    ...timestamps,
  },
  (t) => [
    // One code per title in a category; licenses are told apart by level and state too.
    uniqueIndex('codes_unique_title').on(t.entity, lower(t.title), sql`coalesce(${t.level}, '')`, sql`coalesce(${t.state}, '')`),
    index('codes_entity_title_idx').on(t.entity, t.title),
    // The top bar's search by title, typos included (decision 0090).
    index('codes_title_trgm_idx').using('gist', sql`${t.title} gist_trgm_ops`),
    oneOf('codes_entity_check', t.entity, CODE_ENTITIES),
    oneOf('codes_expiration_type_check', t.expirationType, EXPIRATION_TYPES),
    check('codes_points_check', sql`${t.points} between 0 and 999`),
  ],
);

/** Skills and DECCO U courses: a code held by an employee, with no number of its own. */
function qualificationTable<const N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: integer().primaryKey().generatedByDefaultAsIdentity(),
      userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
      codeId: integer().notNull().references(() => codes.id, { onDelete: 'restrict' }),
      issueDate: date({ mode: 'string' }),
      expDate: date({ mode: 'string' }),
      ...timestamps,
    },
    (t) => [
      // An employee holds a code once; adding it again replaces the record.
      uniqueIndex(`${name}_user_code_key`).on(t.userId, t.codeId),
      index(`${name}_code_idx`).on(t.codeId),
      index(`${name}_exp_date_idx`).on(t.expDate),
    ],
  );
}

export const licenses = pgTable(
  'licenses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeId: integer().notNull().references(() => codes.id, { onDelete: 'restrict' }),
    licenseNumber: varchar({ length: 100 }),
    issueDate: date({ mode: 'string' }),
    expDate: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('licenses_user_code_key').on(t.userId, t.codeId),
    index('licenses_code_idx').on(t.codeId),
    // Expiry date then employee: the expiring report's counts read this index alone (issue 13).
    index('licenses_exp_date_user_idx').on(t.expDate, t.userId),
    // The expiring report's default order (latest expiry first, then id): its first page is the
    // first rows of this index instead of a sort of every record in the range.
    index('licenses_exp_date_desc_id_idx').on(t.expDate.desc().nullsLast(), t.id),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeId: integer().notNull().references(() => codes.id, { onDelete: 'restrict' }),
    certificationNumber: varchar({ length: 100 }),
    issueDate: date({ mode: 'string' }),
    expDate: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('certifications_user_code_key').on(t.userId, t.codeId),
    index('certifications_code_idx').on(t.codeId),
    index('certifications_exp_date_user_idx').on(t.expDate, t.userId),
    index('certifications_exp_date_desc_id_idx').on(t.expDate.desc().nullsLast(), t.id),
  ],
);

export const skills = qualificationTable('skills');
export const deccoUCourses = qualificationTable('decco_u_courses');

/**
 * Licenses and certifications of active employees per expiry day, kept by triggers in the same
 * transaction as every change to those records or to an employee's status (migration 0011), so
 * the expiring reports' chart sums at most 366 rows instead of counting thousands of records
 * against the employees on every view (issue 13, decision 0058).
 */
export const expiryDayCounts = pgTable(
  'expiry_day_counts',
  {
    kind: varchar({ length: 20 }).notNull(),
    expDate: date({ mode: 'string' }).notNull(),
    active: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.expDate] }), oneOf('expiry_day_counts_kind', t.kind, ['licenses', 'certifications'])],
);

/** The tables of held qualifications, as code_holder_counts names them. */
export const HELD_TABLES = ['licenses', 'certifications', 'skills', 'decco_u_courses'] as const;
export type HeldTable = (typeof HELD_TABLES)[number];

/**
 * How many records of each group hold each code, kept by statement triggers (migration 0018,
 * decision 0114) in the same transaction as the change: the catalogue shows these counts on every
 * page, and counting them read about 12,000 index entries a page (issue 28). A code no one holds
 * has no row (0).
 */
export const codeHolderCounts = pgTable(
  'code_holder_counts',
  {
    codeId: integer()
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).notNull(),
    holders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.kind] }), oneOf('code_holder_counts_kind', t.kind, HELD_TABLES)],
);

/** Company average points, one row per scheduled snapshot; the newest is "the" average. */
export const averagePoints = pgTable(
  'average_points',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    points: doublePrecision().notNull(),
    timeStamp: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  },
  (t) => [index('average_points_time_idx').on(t.timeStamp)],
);

/**
 * Expiry alerts already sent (decision 0026): one row per license or certification, expiry date
 * and threshold (60, 30, 7 days before; 0 on the day). Inserting the row claims the e-mail, so it
 * goes out once even with several app servers; a renewal (a new expiry date) starts afresh.
 */
export const expiryAlerts = pgTable(
  'expiry_alerts',
  {
    kind: varchar({ length: 20 }).notNull(),
    recordId: integer().notNull(),
    expDate: date({ mode: 'string' }).notNull(),
    threshold: integer().notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('expiry_alerts_key').on(t.kind, t.recordId, t.expDate, t.threshold), oneOf('expiry_alerts_kind', t.kind, ['licenses', 'certifications'])],
);
