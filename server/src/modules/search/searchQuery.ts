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
import { codes, projects, users } from '../../db/schema';
import { queryRows } from '../../db/client';
import { sql, type SQL } from '../../db/sql';
import { userModel } from '../users/models';
import { projectModel } from '../projects/models';
import { codesModel } from '../qualifications/models';

/**
 * Least word similarity a name needs ("Jonh" against "John Smith" scores 0.4). pg_trgm's own
 * default, 0.6, misses one swapped letter in a short name.
 */
const SEARCH_SIMILARITY = 0.3;

type SearchKind = 'employee' | 'project' | 'code';
const SEARCH_KINDS: readonly SearchKind[] = ['employee', 'project', 'code'];

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

const FULL_NAME = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * How close a hit is (decision 0158): 1 the text is the whole name, a whole word of it or the
 * number; 2 a name, a word of it or a number starts with it; 3 only similar (typos). Fuzzy hits
 * are shown only when nothing closer was found (groupHits).
 */
const EXACT = 1;
const PREFIX = 2;
const FUZZY = 3;

/** EXACT when `exact` holds, else PREFIX: one arm serves both, its index found by the prefix. */
const closeness = (exact: SQL) => sql`case when ${exact} then ${sql.raw(String(EXACT))} else ${sql.raw(String(PREFIX))} end`;

function employeeArms(scope: SQL, text: string, prefix: string, limit: number): SQL[] {
  const columns = sql`'employee' as kind, ${users.id}, ${FULL_NAME} as title, ${users.jobTitle} as detail, ${users.employeeNumber} as number,
    ${users.employmentStatus} <> 'active' as former, null::text as entity`;
  const sameName = sql`(lower(${users.firstName}) = lower(${text}) or lower(${users.lastName}) = lower(${text}) or lower(${FULL_NAME}) = lower(${text}))`;
  return [
    // A number is typed from its start; active employees before former ones.
    sql`(select ${columns}, ${closeness(sql`${users.employeeNumber} = ${text}`)} as arm, 0::real as distance from ${users}
      where ${users.employeeNumber} like ${prefix} and (${scope})
      order by ${users.employmentStatus} <> 'active', ${users.employeeNumber} limit ${limit})`,
    // The first letters of a first or last name (the lower(...) indexes of migration 0009), or of
    // the full name ("Tyler Me": the trigram index of migration 0016 answers ILIKE).
    sql`(select ${columns}, ${closeness(sameName)} as arm, 0::real from ${users}
      where (lower(${users.firstName}) like lower(${prefix}) or lower(${users.lastName}) like lower(${prefix}) or ${FULL_NAME} ilike ${prefix}) and (${scope})
      order by ${closeness(sameName)}, ${users.employmentStatus} <> 'active', ${users.lastName}, ${users.firstName}, ${users.id} limit ${limit})`,
    // Anything near the name, nearest first, typos included: the trigram index of migration 0017
    // returns rows in distance order (no second sort key, which would make it sort every match).
    sql`(select ${columns}, ${sql.raw(String(FUZZY))} as arm, ${text} <<-> ${FULL_NAME} from ${users}
      where ${WITH_THRESHOLD} and ${text} <% ${FULL_NAME} and (${scope})
      order by ${text} <<-> ${FULL_NAME} limit ${limit})`,
  ];
}

/**
 * A title or name that is the text, or starts with it, or has a word that does ("Tower" in
 * "Harbor Tower Renovation"); EXACT when a whole word (or words) of it is the text. The trigram
 * indexes of migration 0016 answer both ILIKEs.
 */
function titleArm(table: typeof projects | typeof codes, columns: SQL, text: string, prefix: string, scope: SQL, limit: number): SQL {
  const title = table === projects ? projects.name : codes.title;
  const exact = closeness(sql`${title} ~* ${`\\m${escapeRegex(text)}\\M`}`);
  return sql`(select ${columns}, ${exact} as arm, 0::real from ${table}
    where (${title} ilike ${prefix} or ${title} ilike ${`% ${prefix}`}) and (${scope})
    order by ${exact}, ${title} limit ${limit})`;
}

/** The text as a regular expression that matches it literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function projectArms(scope: SQL, text: string, prefix: string, limit: number): SQL[] {
  const columns = sql`'project' as kind, ${projects.id}, ${projects.name} as title, ${projects.city} as detail, ${projects.project_num} as number,
    false as former, null::text as entity`;
  return [
    sql`(select ${columns}, ${closeness(sql`lower(${projects.project_num}) = lower(${text})`)} as arm, 0::real from ${projects}
      where lower(${projects.project_num}) like lower(${prefix}) and (${scope})
      order by ${projects.project_num}, ${projects.id} limit ${limit})`,
    titleArm(projects, columns, text, prefix, scope, limit),
    sql`(select ${columns}, ${sql.raw(String(FUZZY))} as arm, ${text} <<-> ${projects.name} from ${projects}
      where ${WITH_THRESHOLD} and ${text} <% ${projects.name} and (${scope})
      order by ${text} <<-> ${projects.name} limit ${limit})`,
  ];
}

function codeArms(scope: SQL, text: string, prefix: string, limit: number): SQL[] {
  const columns = sql`'code' as kind, ${codes.id}, ${codes.title}, concat_ws(' · ', ${codes.level}, ${codes.state}) as detail, null::text as number,
    false as former, ${codes.entity}`;
  return [
    titleArm(codes, columns, text, prefix, scope, limit),
    sql`(select ${columns}, ${sql.raw(String(FUZZY))} as arm, ${text} <<-> ${codes.title} from ${codes}
      where ${WITH_THRESHOLD} and ${text} <% ${codes.title} and (${scope})
      order by ${text} <<-> ${codes.title} limit ${limit})`,
  ];
}

interface HitRow extends Omit<SearchHit, 'detail'> {
  detail: string | null;
  arm: number;
}

/** Up to `limit` hits per kind, grouped by kind (employees, projects, codes), best first. */
export async function search(ctx: AppContext, text: string, limit: number): Promise<SearchHit[]> {
  // The text is trimmed and both are checked by searchArgs (common/src/args/search.ts).
  const viewer = ctx.viewer!;
  if (!text) return [];
  const scope = scopes(viewer);
  const prefix = `${escapeLike(text)}%`;
  const arms = [
    ...(scope.employee ? employeeArms(scope.employee, text, prefix, limit) : []),
    ...(scope.project ? projectArms(scope.project, text, prefix, limit) : []),
    ...(scope.code ? codeArms(scope.code, text, prefix, limit) : []),
  ];
  if (arms.length === 0) return [];
  const rows = await queryRows<HitRow>(ctx.db, sql`select * from (${sql.join(arms, sql` union all `)}) hits order by arm, former, distance, title, id`);
  return groupHits(rows, limit);
}

/**
 * One hit per record (a name can match by its start and by similarity), at most `limit` per kind.
 * Similar-only hits are dropped when any record matched closer: "Tyler" finds the Tylers, not
 * "Patricia Miller" or "BICSI Installer 2" (decision 0158). The kinds stay grouped, the kind with
 * the closest hit first (the fixed order employees, projects, codes between equals).
 */
function groupHits<Row extends HitRow>(rows: Row[], limit: number): SearchHit[] {
  const closest = Math.min(...rows.map((r) => r.arm));
  const kept = closest < FUZZY ? rows.filter((r) => r.arm < FUZZY) : rows;
  const best = (kind: SearchKind) => Math.min(...kept.filter((r) => r.kind === kind).map((r) => r.arm));
  const kinds = [...SEARCH_KINDS].sort((a, b) => best(a) - best(b));
  const hits: SearchHit[] = [];
  for (const kind of kinds) {
    const seen = new Set<number>();
    for (const row of kept) {
      if (row.kind !== kind || seen.has(row.id) || seen.size >= limit) continue;
      seen.add(row.id);
      hits.push({ kind, id: row.id, title: row.title, detail: row.detail || null, number: row.number, former: row.former, entity: row.entity });
    }
  }
  return hits;
}
