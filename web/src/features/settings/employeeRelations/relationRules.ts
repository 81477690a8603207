import type { EmployeeRelationRow } from './operations';

/** The relation the form would save: its group, title and supervisor. */
export interface RelationInput {
  group: string;
  title: string;
  supervisorId: number;
}

/**
 * The spec's Title choices: the job titles employees hold that have no relation yet, plus the
 * title of the relation being edited. Sorted, without blanks or repeats.
 */
export function titleChoices(jobTitles: readonly (string | null)[], relations: readonly EmployeeRelationRow[], editing: EmployeeRelationRow | null): string[] {
  const taken = new Set(relations.filter((r) => r.id !== editing?.id).map((r) => r.title?.trim()));
  const titles = new Set<string>();
  for (const title of jobTitles) {
    const clean = title?.trim();
    if (clean && !taken.has(clean)) titles.add(clean);
  }
  if (editing?.title?.trim()) titles.add(editing.title.trim());
  return [...titles].sort((a, b) => a.localeCompare(b));
}

/** The spec's duplicate rule: another relation with the same group, title and supervisor. */
export function isDuplicateRelation(candidate: RelationInput, relations: readonly EmployeeRelationRow[], editingId: number | null): boolean {
  return relations.some(
    (r) => r.id !== editingId && r.group === candidate.group && r.title?.trim() === candidate.title.trim() && (r.supervisorId ?? r.supervisor?.id) === candidate.supervisorId,
  );
}
