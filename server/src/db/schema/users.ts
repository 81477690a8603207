import { date, doublePrecision, index, integer, pgTable, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from '../sql';
import { EMPLOYMENT_STATUSES, GROUPS, ROLES, TSHIRT_SIZES } from '@portal/common';
import { lower, oneOf, timestamps } from './helpers';
import { projects } from './projects';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    employeeNumber: varchar({ length: 20 }).notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    middleInitial: varchar({ length: 5 }),
    jobTitle: varchar({ length: 100 }),
    email: varchar({ length: 254 }),
    profileImage: varchar({ length: 300 }),
    userType: text({ enum: ROLES }).notNull().default('user'),
    group: text({ enum: GROUPS }),
    costCode: varchar({ length: 50 }),
    supervisorId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    tshirtSize: text({ enum: TSHIRT_SIZES }).notNull().default('notAssigned'),
    dateOfBirth: date({ mode: 'string' }),
    phone: varchar({ length: 20 }),
    address: varchar({ length: 200 }),
    city: varchar({ length: 100 }),
    state: varchar({ length: 2 }),
    zip: varchar({ length: 10 }),
    dateHired: date({ mode: 'string' }),
    yearsOfService: doublePrecision(),
    totalYearsOfService: doublePrecision(),
    yearsOfServiceNote: varchar({ length: 100 }),
    employmentStatus: text({ enum: EMPLOYMENT_STATUSES }).notNull().default('active'),
    /** argon2id hash; never exposed through the API. */
    passwordHash: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_employee_number_key').on(t.employeeNumber),
    uniqueIndex('users_email_key').on(lower(t.email)),
    index('users_last_name_idx').on(t.lastName, t.firstName),
    index('users_first_name_idx').on(t.firstName, t.lastName),
    index('users_supervisor_idx').on(t.supervisorId),
    index('users_project_idx').on(t.projectId),
    index('users_status_idx').on(t.employmentStatus),
    // Reports and lists join to "active employees" thousands of rows at a time: this index answers
    // that join and the active count from the index alone (issue 13).
    index('users_active_id_idx').on(t.id).where(sql`employment_status = 'active'`),
    // And the few former employees: "not held by a former employee" is an anti-join against
    // this short list, cheaper than a join against every active employee (issue 13).
    index('users_former_id_idx').on(t.id).where(sql`employment_status <> 'active'`),
    // Name filters ("starts with", any case) compare lower(name) with a pattern: these answer them
    // from the index instead of reading every employee (issue 13).
    index('users_first_name_lower_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_lower_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    // The top bar's search finds a name despite a typo ("Jonh" finds John): word similarity on
    // "first last", nearest first, from this trigram index (migration 0017, decision 0090).
    index('users_full_name_trgm_idx').using('gist', sql`(${t.firstName} || ' ' || ${t.lastName}) gist_trgm_ops`),
    index('users_group_idx').on(t.group),
    index('users_job_title_idx').on(t.jobTitle),
    oneOf('users_user_type_check', t.userType, ROLES),
    oneOf('users_group_check', t.group, GROUPS),
    oneOf('users_tshirt_size_check', t.tshirtSize, TSHIRT_SIZES),
    oneOf('users_employment_status_check', t.employmentStatus, EMPLOYMENT_STATUSES),
  ],
);

/** The HR (foundation) source: the employees as the HR system knows them. Sync reads it. */
export const foundationEmployees = pgTable(
  'foundation_employees',
  {
    employeeNumber: varchar({ length: 20 }).primaryKey(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    middleInitial: varchar({ length: 5 }),
    dateOfBirth: date({ mode: 'string' }),
    dateHired: date({ mode: 'string' }),
    dateTerminated: date({ mode: 'string' }),
    dateRehired: date({ mode: 'string' }),
    phone: varchar({ length: 20 }),
    emailAddress: varchar({ length: 254 }),
    departmentNumber: varchar({ length: 20 }),
    jobTitle: varchar({ length: 100 }),
    yearsOfService: doublePrecision(),
    address: varchar({ length: 200 }),
    city: varchar({ length: 100 }),
    state: varchar({ length: 2 }),
    zip: varchar({ length: 10 }),
    costCode: varchar({ length: 50 }),
    supervisorEmployeeNumber: varchar({ length: 20 }),
    ...timestamps,
  },
  (t) => [index('foundation_last_name_idx').on(t.lastName), index('foundation_email_idx').on(lower(t.emailAddress))],
);
