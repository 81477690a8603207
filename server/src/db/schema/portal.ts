import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { GROUPS, clock } from '@portal/common';
import { oneOf, timestamps } from './helpers';
import { users } from './users';

export const calEvents = pgTable(
  'cal_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [index('cal_events_date_idx').on(t.date)],
);

/** Company resources (the Settings "Resources" table). `path` points at a stored file. */
export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    path: varchar({ length: 300 }).notNull(),
    description: varchar({ length: 1000 }),
    createdBy: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  },
  (t) => [index('documents_created_at_idx').on(t.createdAt)],
);

/** Group, job title and supervisor: who supervises which title in which group. */
export const employeeRelations = pgTable(
  'employee_relations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    group: text({ enum: GROUPS }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    supervisorId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employee_relations_combination_key').on(t.group, t.title, t.supervisorId),
    // A job title has one relation: the title picker offers only titles without one.
    uniqueIndex('employee_relations_title_key').on(t.title),
    oneOf('employee_relations_group_check', t.group, GROUPS),
  ],
);

/** Portal settings a webEditor edits (special employee numbers, links). One row per key. */
export const portalSettings = pgTable('portal_settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
});
