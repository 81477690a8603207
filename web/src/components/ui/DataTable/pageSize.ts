import type { PageSizeOption } from './types';

/** The largest page the API serves; also the "All" choice and the export mode's size. */
export const EXPORT_TAKE = 10_000;
export const ALL_ROWS_OPTION: PageSizeOption = { label: 'All', value: EXPORT_TAKE };
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly PageSizeOption[] = [10, 25, 50, 100];

export function optionValue(option: PageSizeOption): number {
  return typeof option === 'number' ? option : option.value;
}

function storageKey(tableKey: string): string {
  return `dataTable.pageSize.${tableKey}`;
}

/** The page size kept for this table in this browser session, if it is still one of the options. */
export function readStoredPageSize(tableKey: string, options: readonly PageSizeOption[], fallback: number): number {
  const stored = Number(window.sessionStorage.getItem(storageKey(tableKey)));
  const allowed = options.map(optionValue);
  if (allowed.includes(stored)) return stored;
  return allowed.includes(fallback) ? fallback : (allowed[0] ?? fallback);
}

export function storePageSize(tableKey: string, size: number): void {
  window.sessionStorage.setItem(storageKey(tableKey), String(size));
}
