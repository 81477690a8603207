import type { FollowupItem, GoalItem } from './operations';

export type AnyItem = GoalItem | FollowupItem;

export const isGoal = (item: AnyItem): item is GoalItem => 'dueDate' in item;

/** The date a card shows as Due: a goal's due date, a follow-up's follow-up date. */
export function dueDateOf(item: AnyItem): string | null {
  return isGoal(item) ? item.dueDate : item.followupDate;
}

/** Title or description contains the search text (case-insensitive). */
export function matchesSearch(item: AnyItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || item.title.toLowerCase().includes(needle) || (item.description ?? '').toLowerCase().includes(needle);
}
