import { clock } from '@portal/common';
import { sql } from '../sql';
import { boolean, check, doublePrecision, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './helpers';
import { users } from './users';

/** Projects. Their status is derived (Active when anyone is assigned), never stored. */
export const projects = pgTable(
  'projects',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    project_num: varchar({ length: 100 }),
    name: varchar({ length: 100 }).notNull(),
    manager: varchar({ length: 100 }),
    supervisor: varchar({ length: 100 }),
    address: varchar({ length: 100 }),
    city: varchar({ length: 100 }),
    state: varchar({ length: 2 }),
    zip: varchar({ length: 5 }),
    phone: varchar({ length: 20 }),
    notes: varchar({ length: 1000 }),
    ...timestamps,
  },
  // The trigram index answers the top bar's search by name, typos included (decision 0090).
  (t) => [index('projects_name_idx').on(t.name), index('projects_name_trgm_idx').using('gist', sql`${t.name} gist_trgm_ops`)],
);

/** Every change of an employee's project, for the card's Assignment History. */
export const projectHistory = pgTable(
  'project_history',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    projectName: varchar({ length: 100 }),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    updatedBy: varchar({ length: 20 }),
    updatedByFullName: varchar({ length: 200 }),
  },
  (t) => [index('project_history_user_idx').on(t.userId, t.updatedAt)],
);

export const contractors = pgTable(
  'contractors',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    staffingAgency: varchar({ length: 100 }),
    task: varchar({ length: 100 }),
    evaluation: integer(),
    notes: varchar({ length: 100 }),
    status: boolean().notNull().default(true),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contractors_name_idx').on(t.firstName, t.lastName),
    index('contractors_project_idx').on(t.projectId),
    check('contractors_evaluation_check', sql`${t.evaluation} between 1 and 3`),
  ],
);

/**
 * Coordinates of US ZIP codes (their centroids), filled once per ZIP from the zipcodes package
 * when a distance is first needed. A ZIP the package does not know is kept with null
 * coordinates, so it is not looked up again.
 */
export const zipCentroids = pgTable('zip_centroids', {
  zip: varchar({ length: 5 }).primaryKey(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
});
