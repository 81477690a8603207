/**
 * My reviews (spec 3 sections 2 and 4): the viewer's evaluations of a year, each with the
 * section it belongs to and the one action offered, computed on the server from who the viewer
 * is to it (subject, author, writer, manager, signer). Rows come back through the Evaluation
 * policy, so an author-hidden evaluation never shows its writer to its subject.
 */
import { sql } from 'drizzle-orm';
import { actionLabel, isOpenFor, reviewSection, rolesWith, type EvaluationParts, type ReviewSection } from '@portal/common';
import { queryRows } from '../../db/client';
import { reader } from '../../graphql/crud/api';
import type { AppContext } from '../../graphql/context';
import { badInput, unauthenticated } from '../../graphql/errors';
import { evaluationModel } from './models';

/** More than any one person takes part in within a year; keeps a response bounded. */
const MAX_LISTED = 2000;

export interface MyEvaluation {
  section: ReviewSection;
  action: string;
  evaluation: Record<string, unknown>;
}

export async function myEvaluations(ctx: AppContext, args: { year: number; completed: boolean }): Promise<MyEvaluation[]> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  if (!Number.isInteger(args.year) || args.year < 2000 || args.year > 2100) throw badInput('Choose a year between 2000 and 2100.');
  const me = viewer.employeeNumber;
  const parts = await queryRows<EvaluationParts & { id: number }>(ctx.db, sql`
    select e.id, e.title, e.status, e.needs_assignment as "needsAssignment", e.needs_signature as "needsSignature",
      e.owner_employee_number as "ownerEmployeeNumber", e.author_employee_number as "authorEmployeeNumber",
      e.form_author_employee_number as "formAuthorEmployeeNumber", e.manager_employee_number as "managerEmployeeNumber"
    from evaluations e left join reviews r on r.id = e.review_id
    where ${me} in (e.owner_employee_number, e.author_employee_number, e.form_author_employee_number, e.manager_employee_number)
      and coalesce(r.year, extract(year from e.date_to_complete_by)::int) = ${args.year}
    order by e.date_to_complete_by nulls last, e.id
    limit ${MAX_LISTED}`);
  const opts = { manages: rolesWith('reviews.managerSection').includes(viewer.role), seesAllLeadership: viewer.role === 'webEditor' };
  const listed = new Map<number, { section: ReviewSection; action: string }>();
  for (const e of parts) {
    if (isOpenFor(e, me) === args.completed) continue;
    const section = reviewSection(e, me, opts);
    if (section) listed.set(e.id, { section, action: actionLabel(e, me) });
  }
  if (listed.size === 0) return [];
  const rows = await reader(ctx).findMany(evaluationModel, {
    where: { id: { in: [...listed.keys()] } },
    orderBy: [{ dateToCompleteBy: 'asc' }, { id: 'asc' }],
    take: listed.size,
  });
  return rows.map((evaluation) => ({ ...listed.get(Number(evaluation.id))!, evaluation }));
}
