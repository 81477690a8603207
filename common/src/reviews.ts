/**
 * The rules of the review workflow (spec 3 section 4) that the server enforces and the screens
 * show: an evaluation's type (told by its title, docs/decisions/0035), its action label for a
 * viewer and the section of My reviews it belongs to. One copy for both sides.
 */
import type { EvaluationStatus } from './workflows/evaluation';

export type EvaluationType = 'self' | 'annual' | 'leadership' | 'internalClient' | 'periodic' | 'client' | 'other';

/** The type of an evaluation or evaluation template, from its title. */
export function evaluationType(title: string): EvaluationType {
  const t = title.toLowerCase();
  if (t.includes('leadership')) return 'leadership';
  if (t.includes('annual performance review')) return 'annual';
  if (t.includes('internal client')) return 'internalClient';
  if (/\bclient d[123]\b/.test(t)) return 'client';
  if (t.includes('periodic performance') || /\bppa\b/.test(t)) return 'periodic';
  if (t.includes('self')) return 'self';
  return 'other';
}

/** Types whose writers the manager picks (they start with needsAssignment). */
export function needsAssignmentType(type: EvaluationType): boolean {
  return type === 'internalClient' || type === 'periodic' || type === 'client';
}

/** Types the manager may give to several writers at once (one copy per writer). */
export function multiAssigneeType(type: EvaluationType): boolean {
  return type === 'periodic' || type === 'client';
}

/** At most this many writers per assignment (spec 3 section 9). */
export const MAX_ASSIGNEES = 10;
export const TOO_MANY_ASSIGNEES = 'Please select no more than 10 assignees';

/** Create Review refuses a due date before today in the company's time zone (COMPANY_TIME_ZONE). */
export const REVIEW_DUE_IN_PAST = 'The due date cannot be in the past.';

/** Why submit is refused: how many required questions are still blank. */
export function unansweredRequiredMessage(count: number): string {
  return count === 1
    ? '1 required question is not answered yet. Answer it before submitting.'
    : `${count} required questions are not answered yet. Answer them before submitting.`;
}

/**
 * The years My reviews offers (spec 3 section 9 listed 2023 to 2027 when it was written; decision
 * 0128): the years the viewer has evaluations in, and the current year and the next, ascending.
 */
export function myReviewYearChoices(yearsWithEvaluations: Iterable<number>, today: string): number[] {
  const current = Number(today.slice(0, 4));
  return [...new Set([...yearsWithEvaluations, current, current + 1])].sort((a, b) => a - b);
}

export interface EvaluationParts {
  title: string;
  /** An EvaluationStatus; a plain string as the API sends it. */
  status: EvaluationStatus | (string & {});
  needsAssignment: boolean;
  needsSignature: boolean;
  ownerEmployeeNumber: string | null;
  authorEmployeeNumber: string | null;
  formAuthorEmployeeNumber: string | null;
  managerEmployeeNumber: string | null;
}

export type ActionLabel = 'Sign Off' | 'Assign' | 'Resume' | 'Start' | 'View';

/** The one action a viewer is offered on an evaluation (spec 3 section 4, first match wins). */
export function actionLabel(e: EvaluationParts, viewer: string): ActionLabel {
  const isAuthor = e.authorEmployeeNumber === viewer;
  if (e.status === 'COMPLETED' && e.needsSignature && isAuthor) return 'Sign Off';
  if (e.status === 'INCOMPLETE' && e.needsAssignment && needsAssignmentType(evaluationType(e.title)) && e.managerEmployeeNumber === viewer) return 'Assign';
  if (e.status === 'SAVE_FOR_LATER' && isAuthor) return 'Resume';
  if (e.status === 'INCOMPLETE' && isAuthor && !e.needsAssignment) return 'Start';
  return 'View';
}

export const REVIEW_SECTIONS = ['personal', 'peer', 'manager'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

export const REVIEW_SECTION_TITLES: Record<ReviewSection, string> = { personal: 'My Reviews', peer: 'Peer Reviews', manager: 'Manager Reviews' };

/** Waiting for something from this viewer: not completed, or completed and theirs to sign. */
export function isOpenFor(e: EvaluationParts, viewer: string): boolean {
  return e.status !== 'COMPLETED' || (e.needsSignature && e.authorEmployeeNumber === viewer);
}

/**
 * The section of My reviews an evaluation falls in for a viewer, or null when it is not
 * listed (spec 3 section 4, "Sections of My reviews"). `manages` is whether the viewer's role
 * has the Manager Reviews section; `seesAllLeadership` whether it is a webEditor. A role without
 * the section still gets there the work it is handed as manager or signer (write, sign, choose
 * writers; done, once completed), never what it would only view (docs/decisions/0036).
 */
export function reviewSection(e: EvaluationParts, viewer: string, opts: { manages: boolean; seesAllLeadership: boolean }): ReviewSection | null {
  const type = evaluationType(e.title);
  const isSubject = e.ownerEmployeeNumber === viewer;
  const isAuthor = e.authorEmployeeNumber === viewer;
  const isWriter = e.formAuthorEmployeeNumber === viewer;
  const isManager = e.managerEmployeeNumber === viewer;
  const open = isOpenFor(e, viewer);
  // Personal: the viewer writes (or wrote) about themselves, or signs their own.
  if (isSubject && (isAuthor || (!open && isWriter))) return 'personal';
  const peerType = type === 'internalClient' || type === 'periodic' || type === 'client';
  if (peerType && !e.needsAssignment && !isSubject && !isManager) {
    if (open && isAuthor) return 'peer';
    if (!open && isWriter) return 'peer';
  }
  if (isSubject) return null;
  // Theirs to write, sign or hand to writers now; once completed, what they wrote or signed.
  const work = isAuthor || (open ? actionLabel(e, viewer) === 'Assign' : isWriter);
  if (!work && !(opts.manages && isManager)) return null;
  // A finished leadership evaluation stays with those who wrote or signed it (and webEditors).
  if (!open && type === 'leadership' && !(isAuthor || isWriter || opts.seesAllLeadership)) return null;
  return 'manager';
}
