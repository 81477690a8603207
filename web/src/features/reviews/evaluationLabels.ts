import { formatDateOnly, formatTimestamp } from '../../lib/dates';
import { MESSAGES, type EvaluationStatus, type ReviewSection } from '@portal/common';
import type { EvaluationSummary, ReviewRow } from './operations';

const STATUS_LABELS: Record<EvaluationStatus, string> = { INCOMPLETE: 'Incomplete', SAVE_FOR_LATER: 'Save For Later', COMPLETED: 'Completed' };

/** An evaluation's or a review's status in words (both use the same three). */
export const statusLabel = (status: EvaluationSummary['status'] | ReviewRow['status']) => STATUS_LABELS[status];

/** Overdue is derived: the due day has passed and there is no completion date (spec 3 section 4). */
export function isOverdue(e: { dateToCompleteBy: string | null; dateCompleted: string | null }, today: string): boolean {
  return !!e.dateToCompleteBy && !e.dateCompleted && e.dateToCompleteBy < today;
}

/** The word the spec's empty texts use for each section. */
const SECTION_WORDS: Record<ReviewSection, string> = { personal: 'personal', peer: 'peer', manager: 'manager' };

/**
 * What an empty section of My reviews says (decision 0036): nothing at all in the year; all done
 * (Incomplete view) or none done yet (Completed view); or a search that matched nothing.
 */
export function emptyText(section: ReviewSection, view: { completed: boolean; inYear: number; inView: number }): string {
  const word = SECTION_WORDS[section];
  if (view.inView > 0) return MESSAGES.noResults;
  if (view.inYear === 0) return `No ${word} evaluations found`;
  return view.completed ? `No completed ${word} evaluations found` : `Nice! All your ${word} evaluations are completed`;
}

/** A date-only value as the lists show it ('' when none). */
export const dayText = (d: string | null) => (d ? formatDateOnly(d) : '');
/** A timestamp's day as the lists show it ('' when none). */
export const instantText = (d: string | null) => (d ? formatTimestamp(d, 'MM/dd/yyyy') : '');
