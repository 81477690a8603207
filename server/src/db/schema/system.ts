import { clock } from '@portal/common';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's private calendar feed link (decision 0161): the token in the feed's address is stored
 * only as its SHA-256 hash, like a session's. One link per person; a new link replaces the row, so
 * the old address stops working at once.
 */
export const calendarFeedLinks = pgTable('calendar_feed_links', {
  userId: integer().primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar({ length: 64 }).notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
});

/** Server-side sessions: the bearer token is stored only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ipAddress: varchar({ length: 64 }),
    userAgent: varchar({ length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens for sign-up and password reset, stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['signup', 'reset'] }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/**
 * A person's account at the company's OpenID provider, linked to an employee at its first sign-in
 * by the verified e-mail; later sign-ins find the employee by (issuer, subject) only, so an e-mail
 * changed at the provider never moves the identity (decision 0164). One link per employee and issuer.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    issuer: varchar({ length: 500 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The verified e-mail the link was made by (for the audit trail, never for matching). */
    linkedEmail: varchar({ length: 254 }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    lastSignInAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('oidc_identities_subject_idx').on(t.issuer, t.subject), uniqueIndex('oidc_identities_user_idx').on(t.userId, t.issuer)],
);

/**
 * A sign-in sent to the OpenID provider and not yet back: the state (hashed), the nonce and the
 * PKCE verifier. Claimed once by the callback (a replayed state finds nothing), shared by every app
 * server; expired rows are swept when a new sign-in starts (decision 0165).
 */
export const oidcSignIns = pgTable('oidc_sign_ins', {
  stateHash: varchar({ length: 64 }).primaryKey(),
  nonce: varchar({ length: 128 }).notNull(),
  codeVerifier: varchar({ length: 128 }).notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** Every e-mail the portal sends; delivered over SMTP when configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: ['pending', 'sent', 'failed', 'logged'] }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Who changed what, when, with the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
    actorUserId: integer(),
    actorEmployeeNumber: varchar({ length: 20 }),
    entity: varchar({ length: 100 }).notNull(),
    entityId: varchar({ length: 100 }),
    action: varchar({ length: 50 }).notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: varchar({ length: 100 }),
  },
  // A record's history reads its rows newest first, a page at a time (modules/audit): the index
  // hands them over in that order, however long the record's history grows.
  (t) => [index('audit_log_entity_at_idx').on(t.entity, t.entityId, t.at, t.id), index('audit_log_at_idx').on(t.at)],
);

/** Fixed-window counters for rate limits (failed logins, sign-up and reset requests). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 300 }).primaryKey(),
  windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  count: integer().notNull(),
});

/** Uploaded files: the object key is generated; the client's name is kept only as metadata. */
export const storedFiles = pgTable('stored_files', {
  objectKey: varchar({ length: 100 }).primaryKey(),
  originalName: varchar({ length: 255 }).notNull(),
  mimetype: varchar({ length: 100 }).notNull(),
  size: integer().notNull(),
  kind: text({ enum: ['file', 'image'] }).notNull(),
  uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
});

/** Scheduled job bookkeeping; the run itself is guarded by an advisory lock. */
export const jobRuns = pgTable('job_runs', {
  name: varchar({ length: 100 }).primaryKey(),
  lastStartedAt: timestamp({ withTimezone: true, mode: 'date' }),
  lastFinishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  lastStatus: varchar({ length: 20 }),
  lastError: text(),
});

/** Server secrets generated on first start (the file-URL signing key), shared by every app server. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow().$defaultFn(() => clock.now()),
});
