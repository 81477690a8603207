/**
 * The filter mapping of spec 3 section 5 for the review lists (navigator reviews and forms, PPA
 * assignments): subject text split on whitespace, names as case-insensitive contains, the year
 * as a range over the calendar year, statuses, Overdue and Needs Assignment Yes/No. Everything
 * becomes the API's where, so it runs in SQL with paging and the count.
 */
import type { FilterFieldConfig } from '../../../components/ui/FilterDialog';

type Where = Record<string, unknown>;

export const FILTER_YEARS = Array.from({ length: 8 }, (_, i) => String(2023 + i));
const yesNo = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const yearField: FilterFieldConfig = { name: 'year', label: 'Year', options: [{ value: '', label: 'All' }, ...FILTER_YEARS.map((y) => ({ value: y, label: y }))] };
export const statusField: FilterFieldConfig = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All' },
    { value: 'INCOMPLETE', label: 'Incomplete' },
    { value: 'COMPLETED', label: 'Completed' },
    { value: 'SAVE_FOR_LATER', label: 'Save For Later' },
  ],
};
export const overdueField: FilterFieldConfig = { name: 'overdue', label: 'Overdue', options: yesNo };
export const needsAssignmentField: FilterFieldConfig = { name: 'needsAssignment', label: 'Needs Assignment', options: yesNo };

const contains = (value: string) => ({ contains: value, mode: 'insensitive' });
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).slice(0, 4);

/** One word matches the first or the last name; two words the first and the last name. */
export function personNameWhere(text: string, first: string, last: string): Where | null {
  const w = words(text);
  if (w.length === 0) return null;
  if (w.length === 1) return { OR: [{ [first]: contains(w[0]) }, { [last]: contains(w[0]) }] };
  return { AND: [{ [first]: contains(w[0]) }, { [last]: contains(w.slice(1).join(' ')) }] };
}

/** A full-name text column (owner, formAuthor) containing every typed word. */
export function fullNameWhere(text: string, field: string): Where | null {
  const w = words(text);
  return w.length ? { AND: w.map((word) => ({ [field]: contains(word) })) } : null;
}

/** Overdue is derived: the due day is past and there is no completion date. */
export function overdueWhere(value: string, today: string): Where | null {
  if (value === 'yes') return { AND: [{ dateToCompleteBy: { lt: today } }, { dateCompleted: { equals: null } }] };
  if (value === 'no') return { OR: [{ dateToCompleteBy: { gte: today } }, { dateToCompleteBy: { equals: null } }, { dateCompleted: { not: null } }] };
  return null;
}

/** The year as a range over that calendar year of a date field. */
export function yearRangeWhere(year: string, field: string): Where | null {
  return year ? { [field]: { gte: `${year}-01-01`, lte: `${year}-12-31` } } : null;
}

export const yesNoText = (value: boolean) => (value ? 'Yes' : 'No');

export function andOf(parts: (Where | null)[]): Where {
  return { AND: parts.filter((p): p is Where => p !== null) };
}
