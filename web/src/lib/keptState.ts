import { useCallback, useState } from 'react';

/**
 * State a screen keeps in the browser's history entry it is shown in: a list's filters, order and
 * page. Leaving the list for a row's page and coming Back finds the list as it was left, as in the
 * tools people compare the portal with; the same list opened again from the menu (a new entry)
 * starts from its defaults. A reload keeps it too (the browser keeps an entry's state).
 *
 * Written beside React Router's own fields of `history.state`, which it reads and leaves alone.
 * A navigation that replaces the entry (a tab kept in the address bar) starts it afresh, as the
 * screen does then. Not for a view to share: that goes in the address bar (the directory's filters).
 */
const KEPT = 'portalKept';

type Kept = Record<string, unknown>;

function keptOfEntry(): Kept {
  if (typeof window === 'undefined') return {}; // the server's render of a first screen
  const state: unknown = window.history.state;
  const kept = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEPT] : undefined;
  return kept && typeof kept === 'object' ? (kept as Kept) : {};
}

/** What this entry keeps under `key`, if anything. */
export function readKept<T>(key: string): T | undefined {
  return keptOfEntry()[key] as T | undefined;
}

/** Keeps `value` under `key` in the current entry (JSON-like values: the browser clones them). */
export function writeKept(key: string, value: unknown): void {
  if (typeof window === 'undefined') return;
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  window.history.replaceState({ ...base, [KEPT]: { ...keptOfEntry(), [key]: value } }, '');
}

/**
 * `useState` whose value the history entry keeps under `key`: a screen mounted again in the same
 * entry (Back, Forward, a reload) starts from what it kept (through `restore`, which can mend a
 * value kept by an older build), or else from `initial`. A null key keeps nothing (plain state).
 */
export function useKeptState<T>(key: string | null, initial: T | (() => T), restore: (kept: T) => T = (kept) => kept): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const kept = key === null ? undefined : readKept<T>(key);
    if (kept !== undefined) return restore(kept);
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  const set = useCallback(
    (next: T) => {
      if (key !== null) writeKept(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
