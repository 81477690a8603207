import { formatDateOnly, formatTimestamp } from '../../lib/dates';
import type { EvaluationStatus, ReviewSection } from '@portal/common';

const STATUS_LABELS: Record<EvaluationStatus, string> = { INCOMPLETE: 'Incomplete', SAVE_FOR_LATER: 'Save For Later', COMPLETED: 'Completed' };

export const statusLabel = (status: string) => STATUS_LABELS[status as EvaluationStatus] ?? status;

/** Overdue is derived: the due day has passed and there is no completion date (spec 3 section 4). */
export function isOverdue(e: { dateToCompleteBy: string | null; dateCompleted: string | null }, today: string): boolean {
  return !!e.dateToCompleteBy && !e.dateCompleted && e.dateToCompleteBy < today;
}

/** The word the spec's empty texts use for each section. */
export const SECTION_WORDS: Record<ReviewSection, string> = { personal: 'personal', peer: 'peer', manager: 'manager' };

export const emptyText = (section: ReviewSection, completed: boolean) =>
  completed ? `No completed ${SECTION_WORDS[section]} evaluations found` : `Nice! All your ${SECTION_WORDS[section]} evaluations are completed`;

/** A date-only value as the lists show it ('' when none). */
export const dayText = (d: string | null) => (d ? formatDateOnly(d) : '');
/** A timestamp's day as the lists show it ('' when none). */
export const instantText = (d: string | null) => (d ? formatTimestamp(d, 'MM/dd/yyyy') : '');
