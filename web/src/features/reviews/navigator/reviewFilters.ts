/**
 * The filter dialog fields the review lists share (Navigator reviews and forms, PPA
 * assignments). What the chosen values become in the API's where (spec 3 section 5) is in
 * @portal/common (reviewFilters), shared with the server's tests.
 */
import { filterYears, reviewYear } from '@portal/common';
import type { FilterFieldConfig } from '../../../components/ui/FilterDialog';

const yesNo = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The Year filter, its choices around the company's current year (`today`). */
export const yearField = (today: string): FilterFieldConfig => ({ name: 'year', label: 'Year', options: [{ value: '', label: 'All' }, ...filterYears(today).map((y) => ({ value: y, label: y }))] });
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

/** The lists' date ranges (spec 3 section 5), kept as dueFrom/dueTo and completedFrom/completedTo. */
export const dueDateRangeField: FilterFieldConfig = { name: 'due', label: 'Due Date', type: 'dateRange' };
export const completedRangeField: FilterFieldConfig = { name: 'completed', label: 'Date Completed', type: 'dateRange' };
/** No date range: the defaults of the lists that offer them. */
export const NO_DATE_RANGES = { dueFrom: '', dueTo: '', completedFrom: '', completedTo: '' } as const;

export const yesNoText = (value: boolean) => (value ? 'Yes' : 'No');

/** The Year column: the review's year field, else its due date's year, else N/A. */
export const reviewYearText = (review: { year?: number | null; dateToCompleteBy?: string | null }) => String(reviewYear(review) ?? 'N/A');
