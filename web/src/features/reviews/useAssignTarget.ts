import { useQuery } from '@apollo/client/react';
import { EVALUATION_TO_ASSIGN, type EvaluationSummary, type MyEvaluation } from './operations';

export type AssignTarget =
  /** Nothing named, or not read yet. */
  | { state: 'none' }
  | { state: 'assign'; evaluation: EvaluationSummary }
  /** Its writers were chosen since the e-mail went out. */
  | { state: 'chosen'; evaluation: EvaluationSummary }
  /** Deleted, or not the viewer's to read. */
  | { state: 'missing' };

const NONE: AssignTarget = { state: 'none' };

/**
 * The form whose Assign dialog the address names (?assign=12: a "Choose the writers" e-mail's
 * link, decision 0136, or the list's Assign button): taken from the list once it has answered
 * when the list holds it, else read by id, as the e-mail's form may be of another year than the
 * one shown.
 */
export function useAssignTarget(id: number | null, listed: readonly MyEvaluation[] | undefined): AssignTarget {
  const inList = id && listed ? listed.find((i) => i.evaluation.id === id)?.evaluation : undefined;
  const read = useQuery(EVALUATION_TO_ASSIGN, { variables: { id: id ?? 0 }, skip: !id || !listed || inList !== undefined, fetchPolicy: 'network-only' });
  if (!id) return NONE;
  const evaluation = inList ?? read.data?.evaluation;
  if (evaluation) return evaluation.needsAssignment ? { state: 'assign', evaluation } : { state: 'chosen', evaluation };
  if (read.error || read.data?.evaluation === null) return { state: 'missing' };
  return NONE;
}
