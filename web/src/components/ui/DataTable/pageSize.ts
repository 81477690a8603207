import type { PageSizeOption } from './types';

/** The largest page the API serves; also the "All" choice and the export mode's size. */
export const EXPORT_TAKE = 10_000;
/**
 * The generic table (spec 2 section 9, spec 3): 20 rows to start, 25 or 50 to choose (20 stays a
 * choice, so the first size can be chosen back). Tables the documents size otherwise pass their
 * own: calendar 10, reports 10 of 5-100, contractors 25/50, the employee table with Show All.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly PageSizeOption[] = [20, 25, 50];

export function optionValue(option: PageSizeOption): number {
  return typeof option === 'number' ? option : option.value;
}

function storageKey(tableKey: string): string {
  return `dataTable.pageSize.${tableKey}`;
}

/**
 * Where a table keeps its page size: this browser session (default), or the browser across
 * visits (`local`, for a setting a user keeps, such as the reports' DEFAULT_PAGE_SIZE).
 */
export type PageSizeMemory = 'session' | 'local';

const storageOf = (memory: PageSizeMemory) => (memory === 'local' ? window.localStorage : window.sessionStorage);

/** The page size kept for this table, if it is still one of the options. */
export function readStoredPageSize(tableKey: string, options: readonly PageSizeOption[], fallback: number, memory: PageSizeMemory = 'session'): number {
  const stored = Number(storageOf(memory).getItem(storageKey(tableKey)));
  const allowed = options.map(optionValue);
  if (allowed.includes(stored)) return stored;
  return allowed.includes(fallback) ? fallback : (allowed[0] ?? fallback);
}

export function storePageSize(tableKey: string, size: number, memory: PageSizeMemory = 'session'): void {
  storageOf(memory).setItem(storageKey(tableKey), String(size));
}
