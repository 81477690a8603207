/**
 * My reviews (spec 3 sections 2 and 4): the viewer's evaluations of a year, each with the
 * section it belongs to and the one action offered, computed on the server from who the viewer
 * is to it (subject, author, writer, manager, signer). Rows come back through the Evaluation
 * policy, so an author-hidden evaluation never shows its writer to its subject.
 */
import { alias } from 'drizzle-orm/pg-core';
import { selectFields } from '../../db/names';
import { evaluations, reviews } from '../../db/schema';
import { sql } from '../../db/sql';
import {
  actionLabel,
  clock,
  isOpenFor,
  myReviewYearChoices,
  REVIEW_SECTIONS,
  reviewSection,
  rolesWith,
  type EvaluationParts,
  type ReviewSection,
} from '@portal/common';
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

interface Classified {
  id: number;
  /** The year the evaluation is listed under: its review's (the template's), else its due date's. */
  year: number;
  section: ReviewSection;
  action: string;
  /** Listed in the Incomplete view (waits on the viewer) rather than the Completed one. */
  open: boolean;
}

/**
 * The viewer's evaluations of a year (of every year: null), each with the section and the view it
 * is listed in. An evaluation belongs to its review's year, the template's (decision 0128): a
 * review of 2026 assigned in December and due in January is still listed under 2026.
 */
async function classify(ctx: AppContext, year: number | null): Promise<Classified[]> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  if (year !== null && (!Number.isInteger(year) || year < 2000 || year > 2100)) throw badInput('Choose a year between 2000 and 2100.');
  const me = viewer.employeeNumber;
  const [e, r] = [alias(evaluations, 'e'), alias(reviews, 'r')];
  const listedYear = sql`coalesce(${r.year}, extract(year from ${e.dateToCompleteBy})::int)`;
  const fields = selectFields(e, [
    'title', 'status', 'needsAssignment', 'needsSignature', 'ownerEmployeeNumber', 'authorEmployeeNumber', 'formAuthorEmployeeNumber', 'managerEmployeeNumber',
  ] satisfies (keyof EvaluationParts)[]);
  const parts = await queryRows<EvaluationParts & { id: number; year: number | null }>(ctx.db, sql`
    select ${e.id}, ${listedYear} as year, ${fields}
    from ${evaluations} ${e} left join ${reviews} ${r} on ${r.id} = ${e.reviewId}
    where ${me} in (${e.ownerEmployeeNumber}, ${e.authorEmployeeNumber}, ${e.formAuthorEmployeeNumber}, ${e.managerEmployeeNumber})
      ${year === null ? sql`` : sql`and ${listedYear} = ${year}`}
    order by ${e.dateToCompleteBy} nulls last, ${e.id}
    limit ${year === null ? MAX_LISTED * 10 : MAX_LISTED}`);
  const opts = { manages: rolesWith('reviews.managerSection').includes(viewer.role), seesAllLeadership: viewer.role === 'webEditor' };
  const classified: Classified[] = [];
  for (const e of parts) {
    const section = reviewSection(e, me, opts);
    if (section && e.year !== null) classified.push({ id: e.id, year: e.year, section, action: actionLabel(e, me), open: isOpenFor(e, me) });
  }
  return classified;
}

export async function myEvaluations(ctx: AppContext, args: { year: number; completed: boolean }): Promise<MyEvaluation[]> {
  const listed = new Map((await classify(ctx, args.year)).filter((c) => c.open !== args.completed).map((c) => [c.id, c]));
  if (listed.size === 0) return [];
  const rows = await reader(ctx).findMany(evaluationModel, {
    where: { id: { in: [...listed.keys()] } },
    orderBy: [{ dateToCompleteBy: 'asc' }, { id: 'asc' }],
    take: listed.size,
  });
  return rows.map((evaluation) => {
    const { section, action } = listed.get(Number(evaluation.id))!;
    return { section, action, evaluation };
  });
}

export interface MyEvaluationCount {
  section: ReviewSection;
  open: number;
  completed: number;
}

/**
 * How many evaluations of the year each section lists in each view, for the sections that have
 * any: My reviews tells "none this year" from "all done" with them, and shows a plain user the
 * Manager Reviews section when work waits for them there (decision 0036).
 */
export async function myEvaluationCounts(ctx: AppContext, args: { year: number }): Promise<MyEvaluationCount[]> {
  const counts = new Map<ReviewSection, MyEvaluationCount>();
  for (const c of await classify(ctx, args.year)) {
    const count = counts.get(c.section) ?? { section: c.section, open: 0, completed: 0 };
    if (c.open) count.open++;
    else count.completed++;
    counts.set(c.section, count);
  }
  return REVIEW_SECTIONS.flatMap((s) => counts.get(s) ?? []);
}

/**
 * The years My reviews offers (decision 0128): every year the viewer has an evaluation listed
 * in, and the company's current year and the next, ascending.
 */
export async function myEvaluationYears(ctx: AppContext): Promise<number[]> {
  const years = new Set((await classify(ctx, null)).map((c) => c.year));
  return myReviewYearChoices(years, clock.today());
}

/**
 * Every evaluation waiting on the viewer (My reviews' Incomplete view, of every year) with its
 * due date, read through the Evaluation policy: the calendar feed's evaluations (decision 0160).
 */
export async function openEvaluationsDue(ctx: AppContext): Promise<{ id: number; title: string; dateToCompleteBy: string }[]> {
  const open = (await classify(ctx, null)).filter((c) => c.open).map((c) => c.id);
  if (open.length === 0) return [];
  const rows = await reader(ctx).findMany(evaluationModel, {
    where: { id: { in: open } },
    orderBy: [{ dateToCompleteBy: 'asc' }, { id: 'asc' }],
    take: open.length,
  });
  return rows.filter((r) => r.dateToCompleteBy).map((r) => ({ id: Number(r.id), title: String(r.title), dateToCompleteBy: String(r.dateToCompleteBy) }));
}
