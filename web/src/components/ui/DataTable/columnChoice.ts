import { useState } from 'react';
import type { DataTableColumn } from './types';

/** A user's choice of columns: those shown, out of those the table had when they chose. */
interface Choice {
  shown: string[];
  known: string[];
}

const storageKey = (tableKey: string) => `dataTable.columns.${tableKey}`;
const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

function readChoice(tableKey: string): Choice | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(storageKey(tableKey)) ?? 'null') as Partial<Choice> | null;
    return parsed && isIds(parsed.shown) && isIds(parsed.known) ? { shown: parsed.shown, known: parsed.known } : null;
  } catch {
    return null;
  }
}

/**
 * The columns a table with a column chooser shows: the user's choice (kept in this browser across
 * visits), else every column not marked hiddenByDefault. A column added since the choice was
 * made shows as its default says. One column always stays shown.
 */
export function useColumnChoice<Row>(tableKey: string, columns: readonly DataTableColumn<Row>[], enabled: boolean) {
  const [choice, setChoice] = useState<Choice | null>(() => (enabled ? readChoice(tableKey) : null));
  const isShown = (column: DataTableColumn<Row>) => {
    if (!enabled) return true;
    if (!choice?.known.includes(column.id)) return !column.hiddenByDefault;
    return choice.shown.includes(column.id);
  };
  const visible = columns.filter(isShown);
  const keep = (next: Choice | null) => {
    if (next) window.localStorage.setItem(storageKey(tableKey), JSON.stringify(next));
    else window.localStorage.removeItem(storageKey(tableKey));
    setChoice(next);
  };
  const toggle = (id: string) => {
    const shown = new Set(visible.map((c) => c.id));
    if (!shown.delete(id)) shown.add(id);
    if (shown.size === 0) return;
    keep({ shown: columns.map((c) => c.id).filter((c) => shown.has(c)), known: columns.map((c) => c.id) });
  };
  return { visible, isShown, toggle, reset: () => keep(null) };
}
