/**
 * The Navigator reviews list's completion chart (issue 26, docs/decisions/0095): of the reviews
 * the list's filter matches and the viewer may read, how many are completed, per review cycle and
 * per group of the subject. One statement, over the same row scope and filter as the list.
 */
import { alias } from 'drizzle-orm/pg-core';
import { reviewCycles, reviews, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { reader } from '../../graphql/crud/api';
import type { WhereInput } from '../../graphql/crud/where';

export interface CompletionBar {
  label: string;
  completed: number;
  total: number;
}

/** Labels for the reviews no cycle launched and subjects without a group. */
const NO_CYCLE = 'No cycle';
const NO_GROUP = 'No group';

interface Row {
  kind: 'cycle' | 'group';
  label: string | null;
  completed: number;
  total: number;
}

export async function reviewCompletion(ctx: AppContext, where: WhereInput | null | undefined): Promise<{ byCycle: CompletionBar[]; byGroup: CompletionBar[] }> {
  const visible = reader(ctx).visibleIds(ctx.registry.get('Review'), where);
  // grouping sets: both breakdowns in one pass; grouping(c.id) tells which set a row belongs to.
  const [r, c, u] = [alias(reviews, 'r'), alias(reviewCycles, 'c'), alias(users, 'u')];
  const rows = await queryRows<Row>(ctx.db, sql`
    select case when grouping(${c.id}) = 0 then 'cycle' else 'group' end as kind,
      coalesce(${c.name}, ${u.group}) as label,
      (count(*) filter (where ${r.status} = 'COMPLETED'))::int as completed, count(*)::int as total
    from ${reviews} ${r}
      left join ${reviewCycles} ${c} on ${c.id} = ${r.reviewCycleId}
      left join ${users} ${u} on ${u.id} = ${r.userId}
    where ${r.id} in ${visible}
    group by grouping sets ((${c.id}, ${c.name}), (${u.group}))
    order by kind, label nulls last, min(${c.id})`);
  const bars = (kind: Row['kind'], none: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ label: r.label ?? none, completed: Number(r.completed), total: Number(r.total) }));
  return { byCycle: bars('cycle', NO_CYCLE), byGroup: bars('group', NO_GROUP) };
}
