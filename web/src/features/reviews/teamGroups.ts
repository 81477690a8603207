/**
 * My Reviews' Manager section grouped by employee (issue 26, docs/decisions/0094): each subject's
 * evaluations by review, their completion in the year (n of m) and what is overdue, overdue
 * employees first; filtered by status and type. The page loads the year's whole list (it is not
 * paged), so the grouping is done here, with no further request per employee.
 */
import { evaluationType, type EvaluationStatus, type EvaluationType } from '@portal/common';
import { isOverdue } from './evaluationLabels';
import type { CompletionItem, EvaluationSummary, MyEvaluation } from './operations';

export const TYPE_LABELS: Record<EvaluationType, string> = {
  self: 'Self Assessment',
  annual: 'Annual Performance Review',
  leadership: 'Leadership',
  internalClient: 'Internal Client',
  periodic: 'Periodic (PPA)',
  client: 'Client',
  other: 'Other',
};

/** The status filter: a stored status, or overdue (derived: past due and not completed). */
export type StatusFilter = '' | 'overdue' | EvaluationStatus;

export interface TeamFilters {
  status: StatusFilter;
  type: EvaluationType | '';
  /** Words that must all occur in the title or the subject's name. */
  search: string;
}

export const NO_TEAM_FILTERS: TeamFilters = { status: '', type: '', search: '' };

interface ReviewGroup {
  key: string;
  /** The review's title, or 'Without a review'. */
  title: string;
  items: MyEvaluation[];
}

export interface EmployeeGroup {
  key: string;
  name: string;
  /** Completed evaluations of the year, of all the viewer manages for this employee. */
  completed: number;
  total: number;
  overdue: number;
  reviews: ReviewGroup[];
}

export function matchesTeamFilters(item: MyEvaluation, filters: TeamFilters, today: string): boolean {
  const e = item.evaluation;
  if (filters.type && evaluationType(e.title) !== filters.type) return false;
  if (filters.status === 'overdue' ? !isOverdue(e, today) : filters.status && e.status !== filters.status) return false;
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${e.title} ${e.owner ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

const employeeKey = (e: Pick<EvaluationSummary, 'owner' | 'ownerEmployeeNumber'>) => e.ownerEmployeeNumber ?? `name:${e.owner ?? ''}`;

/** Overdue first, then by due date (no date last). */
function byUrgency(today: string) {
  return (a: MyEvaluation, b: MyEvaluation) =>
    Number(isOverdue(b.evaluation, today)) - Number(isOverdue(a.evaluation, today)) ||
    (a.evaluation.dateToCompleteBy ?? '9999').localeCompare(b.evaluation.dateToCompleteBy ?? '9999') ||
    a.evaluation.id - b.evaluation.id;
}

/**
 * Groups the shown evaluations by subject, then by review. `year` holds the section's evaluations
 * of both views (what completion counts); the shown ones are counted too, so the numbers never
 * say less than the page lists. Employees with something overdue come first (the longest overdue
 * first), then the others by name.
 */
export function groupByEmployee(shown: readonly MyEvaluation[], year: readonly CompletionItem[], today: string): EmployeeGroup[] {
  const counted = new Map<number, CompletionItem>();
  for (const e of [...year, ...shown.map((i) => i.evaluation)]) counted.set(e.id, e);
  const groups = new Map<string, { name: string; items: MyEvaluation[] }>();
  for (const item of shown) {
    const key = employeeKey(item.evaluation);
    const group = groups.get(key) ?? { name: item.evaluation.owner ?? 'Unknown employee', items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const result = [...groups].map(([key, { name, items }]): EmployeeGroup & { oldestOverdue: string } => {
    const theirs = [...counted.values()].filter((e) => employeeKey(e) === key);
    const overdueItems = items.filter((i) => isOverdue(i.evaluation, today));
    const reviews = new Map<string, ReviewGroup>();
    for (const item of [...items].sort(byUrgency(today))) {
      const review = item.evaluation.review;
      const reviewKey = review ? `review:${review.id}` : 'none';
      const group = reviews.get(reviewKey) ?? { key: reviewKey, title: review?.title ?? 'Without a review', items: [] };
      group.items.push(item);
      reviews.set(reviewKey, group);
    }
    return {
      key,
      name,
      completed: theirs.filter((e) => e.status === 'COMPLETED').length,
      total: theirs.length,
      overdue: overdueItems.length,
      reviews: [...reviews.values()],
      oldestOverdue: overdueItems.map((i) => i.evaluation.dateToCompleteBy!).sort()[0] ?? '',
    };
  });
  result.sort(
    (a, b) =>
      Number(b.overdue > 0) - Number(a.overdue > 0) ||
      (a.overdue > 0 ? a.oldestOverdue.localeCompare(b.oldestOverdue) : 0) ||
      a.name.localeCompare(b.name) ||
      a.key.localeCompare(b.key),
  );
  return result.map(({ oldestOverdue: _oldest, ...group }) => group);
}
