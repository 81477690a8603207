/**
 * The names the reviews' statements read their tables by, as Drizzle aliases: a statement writes
 * `from ${evaluations} ${e} join ${users} ${u}` and `${e.title}`, so a renamed column fails the
 * typecheck (decision 0172). Fragments shared between statements (REMINDER_COLUMNS) use these.
 */
import { alias } from 'drizzle-orm/pg-core';
import { evaluations, users } from '../../db/schema';

/** An evaluation. */
export const e = alias(evaluations, 'e');
/** An employee: an evaluation's author, a review's subject. */
export const u = alias(users, 'u');
