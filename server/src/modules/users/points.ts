/**
 * An employee's points (decision 0005), defined once: the card, the reports, the export, sorting,
 * filtering and the daily company average all read them from here. Points are the sum of the
 * points of the codes held in each of the four groups; expired licenses and certifications earn
 * nothing (skills and courses do not expire).
 *
 * The five totals come from one pass over the holdings (decision 0083): grouped by employee for
 * statements over many employees or that filter or sort by points, or one employee's as a JSON
 * object for a card or a page. They replaced seven correlated subqueries per employee.
 */
import { type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { certifications, codes, deccoUCourses, licenses, skills, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { todaySql } from '../../db/today';
import type { ComputedPass } from '../../graphql/crud/model';

interface PointsGroup {
  /** The field (and the pass's column) of this group's total. */
  field: 'licPoints' | 'cerPoints' | 'skillPoints' | 'coursePoints';
  table: HeldTable;
  /** The table as the group's branch reads it, `q`. */
  q: PgTable & Record<'userId' | 'codeId' | 'expDate', AnyColumn>;
  expires: boolean;
}

type HeldTable = typeof licenses | typeof certifications | typeof skills | typeof deccoUCourses;

const group = (field: PointsGroup['field'], table: HeldTable, expires: boolean): PointsGroup => ({ field, table, q: alias(table, 'q'), expires });
const GROUPS: readonly PointsGroup[] = [
  group('licPoints', licenses, true),
  group('cerPoints', certifications, true),
  group('skillPoints', skills, false),
  group('coursePoints', deccoUCourses, false),
];

/** The total over all four groups (courses included: every qualification earns points). */
const TOTAL_FIELD = 'points';

/** The pass's employees `u` and the codes `c` records earn points by. */
const [u, c] = [alias(users, 'u'), alias(codes, 'c')];
export type PointsField = PointsGroup['field'] | typeof TOTAL_FIELD;

/**
 * The records that earn points, one row each: the holder (`user_id`), the group's position in
 * GROUPS (`grp`) and the code's points (`points`). `holder`: only one employee's records.
 */
function earningRecords(groups: readonly PointsGroup[], holder?: SQL): SQL {
  const branches = groups.map((g) => {
    const conditions: SQL[] = [];
    const { q } = g;
    if (holder) conditions.push(sql`${q.userId} = ${holder}`);
    if (g.expires) conditions.push(sql`(${q.expDate} is null or ${q.expDate} >= ${todaySql()})`);
    const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`select ${q.userId}, ${sql.raw(String(GROUPS.indexOf(g)))} as grp, ${q.codeId} from ${g.table} ${q}${where}`;
  });
  return sql`(select h.user_id, h.grp, ${c.points} from (${sql.join(branches, sql` union all `)}) h join ${codes} ${c} on ${c.id} = h.code_id)`;
}

const groupSum = (g: PointsGroup) => sql`sum(r.points) filter (where r.grp = ${sql.raw(String(GROUPS.indexOf(g)))})`;

/**
 * Every employee: `key` (the user id) and the five totals (null for a group without records).
 * Grouped by the employees' primary key, not the records' user_id: PostgreSQL has no statistics
 * for a column of a UNION ALL and guessed 200 groups, then joined the pass to the employees by a
 * nested loop over it (10,000 x 10,000 comparisons when a page filtered by points: 1.5 s).
 */
function groupedPoints(): SQL {
  const columns = GROUPS.map((g) => sql`${groupSum(g)} as ${sql.identifier(g.field)}`);
  return sql`select ${u.id} as "key", ${sql.join(columns, sql`, `)}, sum(r.points) as ${sql.identifier(TOTAL_FIELD)}
    from ${users} ${u} left join ${earningRecords(GROUPS)} r on r.user_id = ${u.id} group by ${u.id}`;
}

/** One employee's five totals as a JSON object (zeros without records). */
function pointsOf(userId: SQL): SQL {
  const properties = GROUPS.map((g) => sql`${sql.raw(`'${g.field}'`)}, coalesce(${groupSum(g)}, 0)`);
  return sql`(select json_build_object(${sql.join(properties, sql`, `)}, ${sql.raw(`'${TOTAL_FIELD}'`)}, coalesce(sum(r.points), 0))
    from ${earningRecords(GROUPS, userId)} r)`;
}

/** One employee's total of one field, alone (a filter or sort where the pass cannot be joined). */
export function pointsField(field: PointsField, userId: SQL): SQL {
  const groups = field === TOTAL_FIELD ? GROUPS : GROUPS.filter((g) => g.field === field);
  return sql`(select coalesce(sum(r.points), 0) from ${earningRecords(groups, userId)} r)`;
}

/** The points of every employee, as the generic reader asks for them (see computedPass.ts). */
export const pointsPass: ComputedPass = {
  name: 'points',
  keyField: 'id',
  grouped: groupedPoints,
  ofRow: pointsOf,
  missing: sql`0`,
};

/**
 * `from users <alias>` joined with every employee's points: `<alias>_points.points` etc. are the
 * totals, null for an employee without records (wrap them in coalesce). For set-based statements
 * of the modules (the company average, the report's averages per group).
 */
export function joinPoints(userAlias: string): SQL {
  const points = sql.identifier(`${userAlias}_points`);
  return sql`left join (${groupedPoints()}) ${points} on ${points}."key" = ${sql.identifier(userAlias)}.id`;
}
