/**
 * The filter mapping of spec 3 section 5 for the review lists (Navigator reviews and forms, PPA
 * Assignments): the filter dialog's values become the API's Prisma-style `where`, so the filter
 * runs in SQL with the paging and the count. Written once here: the web sends exactly this and
 * the server's API tests send the same thing (docs/decisions/0042).
 */
import { addDays, parseDateOnly } from './dates';

export type ReviewListWhere = Record<string, unknown>;

/** The first year the lists' filters offer: the portal's reviews begin in 2023 (spec 3 section 9). */
const FIRST_FILTER_YEAR = 2023;

/**
 * The year choices of the lists' filters (decision 0128): from 2023 to four years after the
 * company's current year (spec 3 section 9 offered 2023 to 2030 in 2026), ascending.
 */
export function filterYears(today: string): string[] {
  const last = Number(today.slice(0, 4)) + 4;
  return Array.from({ length: Math.max(0, last - FIRST_FILTER_YEAR + 1) }, (_, i) => String(FIRST_FILTER_YEAR + i));
}

/** More words than a name has: a longer text only adds ways to split it. */
const MAX_WORDS = 4;

const contains = (value: string) => ({ contains: value, mode: 'insensitive' });
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/**
 * The subject filter: the text split on whitespace; one word matches the first or the last name,
 * two words the first and the last name (each partially, any case). Longer texts ("Mary Ann
 * Smith") try each place the first name could end. `first` and `last` may be the same full-name
 * column: the spec maps ownerFirst/ownerLast and authorFirst/authorLast to contains on `owner`
 * and `formAuthor`.
 */
export function personNameWhere(text: string, first: string, last: string): ReviewListWhere | null {
  const w = words(text);
  if (w.length === 0) return null;
  if (w.length === 1) return first === last ? { [first]: contains(w[0]) } : { OR: [{ [first]: contains(w[0]) }, { [last]: contains(w[0]) }] };
  const splits = Array.from({ length: w.length - 1 }, (_, i) => ({
    AND: [{ [first]: contains(w.slice(0, i + 1).join(' ')) }, { [last]: contains(w.slice(i + 1).join(' ')) }],
  }));
  return splits.length === 1 ? splits[0] : { OR: splits };
}

/** Overdue is derived: the due day is past and there is no completion date. */
export function overdueWhere(value: string, today: string): ReviewListWhere | null {
  if (value === 'yes') return { AND: [{ dateToCompleteBy: { lt: today } }, { dateCompleted: { equals: null } }] };
  if (value === 'no') return { OR: [{ dateToCompleteBy: { gte: today } }, { dateToCompleteBy: { equals: null } }, { dateCompleted: { not: null } }] };
  return null;
}

/** The year as a range over that calendar year of a date-only field. */
export function yearRangeWhere(year: string, field: string): ReviewListWhere | null {
  return year ? { [field]: { gte: `${year}-01-01`, lte: `${year}-12-31` } } : null;
}

/**
 * A date range of the filter dialogs over a date-only column (a due date): the chosen days
 * included, either end optional. Ends given the wrong way round are swapped.
 */
export function dayRangeWhere(field: string, from = '', to = ''): ReviewListWhere | null {
  const [a, b] = orderedDays(from, to);
  if (!a && !b) return null;
  return { [field]: { ...(a ? { gte: a } : {}), ...(b ? { lte: b } : {}) } };
}

/**
 * A date range over a timestamp column (a completion date), sent as the spec's instants at
 * 03:59:00.000Z on the chosen days (spec 3 section 5): from that instant on the first day to
 * before that instant on the day after the last, so the last chosen day counts whole
 * (docs/decisions/0080).
 */
export function instantRangeWhere(field: string, from = '', to = ''): ReviewListWhere | null {
  const [a, b] = orderedDays(from, to);
  if (!a && !b) return null;
  return { [field]: { ...(a ? { gte: `${a}T03:59:00.000Z` } : {}), ...(b ? { lt: `${addDays(b, 1)}T03:59:00.000Z` } : {}) } };
}

function orderedDays(from: string, to: string): [string | null, string | null] {
  const a = parseDateOnly(from);
  const b = parseDateOnly(to);
  return a && b && a > b ? [b, a] : [a, b];
}

/** The date ranges the review lists' filter dialogs offer ('' or absent: no limit). */
export interface ReviewDateRanges {
  dueFrom?: string;
  dueTo?: string;
  completedFrom?: string;
  completedTo?: string;
}

const dateRangesWhere = (f: ReviewDateRanges) => [dayRangeWhere('dateToCompleteBy', f.dueFrom, f.dueTo), instantRangeWhere('dateCompleted', f.completedFrom, f.completedTo)];

/** A review's year: its year field, else the calendar year of its due date, else none (N/A). */
export function reviewYear(review: { year?: number | null; dateToCompleteBy?: string | null }): number | null {
  if (review.year != null) return review.year;
  return review.dateToCompleteBy ? Number(review.dateToCompleteBy.slice(0, 4)) : null;
}

/** The reviews whose year (as `reviewYear` tells it) is the chosen one. */
export function reviewYearWhere(year: string): ReviewListWhere | null {
  if (!year) return null;
  return { OR: [{ year: { equals: Number(year) } }, { AND: [{ year: { equals: null } }, yearRangeWhere(year, 'dateToCompleteBy')] }] };
}

const statusWhere = (status: string) => (status ? { status: { equals: status } } : null);
const titleWhere = (title: string) => (title.trim() ? { title: contains(title.trim()) } : null);
const needsAssignmentWhere = (value: string) => (value ? { needsAssignment: { equals: value === 'yes' } } : null);

export function andOf(parts: (ReviewListWhere | null)[]): ReviewListWhere {
  return { AND: parts.filter((p): p is ReviewListWhere => p !== null) };
}

/** Navigator reviews' filter dialog; '' is "All". Status is a review status, overdue 'yes'/'no'. */
export interface NavigatorReviewFilters extends ReviewDateRanges {
  subject: string;
  title: string;
  year: string;
  status: string;
  overdue: string;
}

export function navigatorReviewsWhere(f: NavigatorReviewFilters, today: string): ReviewListWhere {
  const subject = personNameWhere(f.subject, 'firstName', 'lastName');
  return andOf([subject ? { user: { is: subject } } : null, titleWhere(f.title), reviewYearWhere(f.year), statusWhere(f.status), overdueWhere(f.overdue, today), ...dateRangesWhere(f)]);
}

/** Navigator forms' filter dialog. The year is the calendar year of the form's due date. */
export interface NavigatorFormFilters extends ReviewDateRanges {
  subject: string;
  title: string;
  writer: string;
  year: string;
  status: string;
  overdue: string;
  needsAssignment: string;
}

export function navigatorFormsWhere(f: NavigatorFormFilters, today: string): ReviewListWhere {
  return andOf([
    personNameWhere(f.subject, 'owner', 'owner'),
    titleWhere(f.title),
    personNameWhere(f.writer, 'formAuthor', 'formAuthor'),
    yearRangeWhere(f.year, 'dateToCompleteBy'),
    statusWhere(f.status),
    overdueWhere(f.overdue, today),
    needsAssignmentWhere(f.needsAssignment),
    ...dateRangesWhere(f),
  ]);
}

/** PPA Assignments' filter dialog: the forms' filters without the title (every row is a PPA). */
export type PpaAssignmentFilters = Omit<NavigatorFormFilters, 'title'>;

export function ppaAssignmentsWhere(f: PpaAssignmentFilters, today: string): ReviewListWhere {
  return navigatorFormsWhere({ ...f, title: '' }, today);
}
