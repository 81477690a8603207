/**
 * The top bar's search (decision 0090): employees by name or number, projects by name or number,
 * qualification codes by title, in ONE statement per keystroke. Each kind is searched only when
 * the viewer's role may open that kind's screen (the permission map's routes), and only among
 * the rows the kind's policy lets the viewer read in full (what that screen shows), so a plain
 * user finds their own card and nothing they could not open.
 */
import { canOpenRoute, type CodeEntity } from '@portal/common';
import type { ModelDef } from '../../graphql/crud/model';
import type { AppContext } from '../../graphql/context';
import type { Viewer } from '../../auth/viewer';
import { grantsOf, scopeSql } from '../../graphql/crud/access';
import { escapeLike } from '../../graphql/crud/where';
import { badInput } from '../../graphql/errors';
import { codes, projects, users } from '../../db/schema';
import { queryRows } from '../../db/client';
import { sql, type SQL } from '../../db/sql';
import { userModel } from '../users/models';
import { projectModel } from '../projects/models';
import { codesModel } from '../qualifications/models';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;
/**
 * Least word similarity a name needs ("Jonh" against "John Smith" scores 0.4). pg_trgm's own
 * default, 0.6, misses one swapped letter in a short name.
 */
export const SEARCH_SIMILARITY = 0.3;

export type SearchKind = 'employee' | 'project' | 'code';
export const SEARCH_KINDS: readonly SearchKind[] = ['employee', 'project', 'code'];

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string | null;
  number: string | null;
  former: boolean;
  entity: CodeEntity | null;
}

const NO_SPECIAL = { allFollowupsViewers: [], ppaAllAccess: [] };

/**
 * Rows of a model the viewer may read with every field (the card, the project, the code screen
 * show them all): `true` for every row, a condition, or null for none.
 */
function fullReadRows(model: ModelDef, viewer: Viewer, table: object): SQL | null {
  const grants = grantsOf(model, viewer.role).filter((g) => g.fields === 'all');
  if (grants.length === 0) return null;
  if (grants.some((g) => g.rows === 'all')) return sql`true`;
  return sql.join(grants.map((g) => sql`(${scopeSql(g.rows, viewer, table)})`), sql` or `);
}

/** The screen each kind opens (a sample path: only the role, or the viewer's own card, matters). */
function screenFor(kind: SearchKind, viewer: Viewer): string {
  if (kind === 'employee') return `/baseball-card/${viewer.employeeNumber}`;
  if (kind === 'project') return '/project/0';
  return '/qualification-codes';
}

/** Each kind's row scope for this viewer, or null when they may not open its screen at all. */
function scopes(viewer: Viewer): Record<SearchKind, SQL | null> {
  const opens = (kind: SearchKind) => canOpenRoute(viewer, screenFor(kind, viewer), NO_SPECIAL);
  return {
    employee: opens('employee') ? fullReadRows(userModel, viewer, users) : null,
    project: opens('project') ? fullReadRows(projectModel, viewer, projects) : null,
    code: opens('code') ? fullReadRows(codesModel, viewer, codes) : null,
  };
}

/**
 * pg_trgm's `<%` reads its threshold from a setting. Setting it in the same statement keeps one
 * statement per keystroke: an uncorrelated sub-select is an init plan, and a condition on it
 * alone becomes the plan's one-time filter, evaluated before the index scan starts. `true`: only
 * for this statement's transaction.
 */
const WITH_THRESHOLD = sql.raw(`(select set_config('pg_trgm.word_similarity_threshold', '${SEARCH_SIMILARITY}', true)) is not null`);

const FULL_NAME = sql.raw(`(users.first_name || ' ' || users.last_name)`);

function employeeArms(scope: SQL, text: string, prefix: string, limit: number): SQL[] {
  const columns = sql`'employee' as kind, users.id, ${FULL_NAME} as title, users.job_title as detail, users.employee_number as number,
    users.employment_status <> 'active' as former, null::text as entity`;
  return [
    // A number is typed from its start; active employees before former ones.
    sql`(select ${columns}, 1 as arm, 0::real as distance from users where users.employee_number like ${prefix} and (${scope})
      order by users.employment_status <> 'active', users.employee_number limit ${limit})`,
    // The first letters of a first or last name (the lower(...) indexes of migration 0009).
    sql`(select ${columns}, 2 as arm, 0::real from users
      where (lower(users.first_name) like lower(${prefix}) or lower(users.last_name) like lower(${prefix})) and (${scope})
      order by users.employment_status <> 'active', users.last_name, users.first_name, users.id limit ${limit})`,
    // Anything near the name, nearest first, typos included: the trigram index of migration 0017
    // returns rows in distance order (no second sort key, which would make it sort every match).
    sql`(select ${columns}, 3 as arm, ${text} <<-> ${FULL_NAME} from users
      where ${WITH_THRESHOLD} and ${text} <% ${FULL_NAME} and (${scope})
      order by ${text} <<-> ${FULL_NAME} limit ${limit})`,
  ];
}

function projectArms(scope: SQL, text: string, prefix: string, limit: number): SQL[] {
  const columns = sql`'project' as kind, projects.id, projects.name as title, projects.city as detail, projects.project_num as number,
    false as former, null::text as entity`;
  return [
    sql`(select ${columns}, 1 as arm, 0::real from projects where lower(projects.project_num) like lower(${prefix}) and (${scope})
      order by projects.project_num, projects.id limit ${limit})`,
    sql`(select ${columns}, 3 as arm, ${text} <<-> projects.name from projects
      where ${WITH_THRESHOLD} and ${text} <% projects.name and (${scope})
      order by ${text} <<-> projects.name limit ${limit})`,
  ];
}

function codeArms(scope: SQL, text: string, limit: number): SQL[] {
  const columns = sql`'code' as kind, codes.id, codes.title, concat_ws(' · ', codes.level, codes.state) as detail, null::text as number,
    false as former, codes.entity`;
  return [
    sql`(select ${columns}, 3 as arm, ${text} <<-> codes.title from codes
      where ${WITH_THRESHOLD} and ${text} <% codes.title and (${scope})
      order by ${text} <<-> codes.title limit ${limit})`,
  ];
}

/** Checks the arguments the way every operation does: a clear BAD_USER_INPUT. */
export function searchArguments(rawText: unknown, rawLimit: unknown): { text: string; limit: number } {
  const text = typeof rawText === 'string' ? rawText.trim() : '';
  if (text.length > SEARCH_MAX_LENGTH) throw badInput(`Search for at most ${SEARCH_MAX_LENGTH} characters.`);
  const limit = rawLimit === undefined || rawLimit === null ? SEARCH_DEFAULT_LIMIT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) throw badInput(`limit must be between 1 and ${SEARCH_MAX_LIMIT}.`);
  return { text, limit };
}

interface HitRow extends Omit<SearchHit, 'detail'> {
  detail: string | null;
  arm: number;
}

/** Up to `limit` hits per kind, grouped by kind (employees, projects, codes), best first. */
export async function search(ctx: AppContext, rawText: unknown, rawLimit: unknown): Promise<SearchHit[]> {
  const { text, limit } = searchArguments(rawText, rawLimit);
  const viewer = ctx.viewer!;
  if (!text) return [];
  const scope = scopes(viewer);
  const prefix = `${escapeLike(text)}%`;
  const arms = [
    ...(scope.employee ? employeeArms(scope.employee, text, prefix, limit) : []),
    ...(scope.project ? projectArms(scope.project, text, prefix, limit) : []),
    ...(scope.code ? codeArms(scope.code, text, limit) : []),
  ];
  if (arms.length === 0) return [];
  const rows = await queryRows<HitRow>(ctx.db, sql`select * from (${sql.join(arms, sql` union all `)}) hits order by arm, distance`);
  return groupHits(rows, limit);
}

/** One hit per record (a name can match by its start and by similarity), at most `limit` per kind. */
function groupHits(rows: HitRow[], limit: number): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const kind of SEARCH_KINDS) {
    const seen = new Set<number>();
    for (const row of rows) {
      if (row.kind !== kind || seen.has(row.id) || seen.size >= limit) continue;
      seen.add(row.id);
      hits.push({ kind, id: row.id, title: row.title, detail: row.detail || null, number: row.number, former: row.former, entity: row.entity });
    }
  }
  return hits;
}
