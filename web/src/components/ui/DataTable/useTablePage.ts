import { useEffect, useState } from 'react';
import type { DataTableSort, PageFetcher } from './types';

interface LoadedPage<Row> {
  /** Which request this answers; a different key means a newer request is under way. */
  key: string;
  rows: readonly Row[];
  total: number;
  failed: boolean;
}

export interface TablePageState<Row> {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  failed: boolean;
}

/** A number per fetcher function, so a new fetcher (new filters) makes a new request key and page scope. */
const fetcherIds = new WeakMap<object, number>();
let lastFetcherId = 0;
export function fetcherId(fetcher: object): number {
  let id = fetcherIds.get(fetcher);
  if (id === undefined) {
    id = ++lastFetcherId;
    fetcherIds.set(fetcher, id);
  }
  return id;
}

/**
 * Loads the requested page whenever the page, size, sort, fetcher or reload key changes. Answers
 * to older requests are dropped, so a slow page cannot overwrite a newer one.
 */
export function useTablePage<Row>(
  fetchPage: PageFetcher<Row>,
  page: number,
  pageSize: number,
  sort: DataTableSort | null,
  reloadKey: string,
  onBeyondLastPage: (lastPage: number) => void,
): TablePageState<Row> {
  const [loaded, setLoaded] = useState<LoadedPage<Row> | null>(null);
  const requestKey = JSON.stringify([fetcherId(fetchPage), page, pageSize, sort, reloadKey]);

  useEffect(() => {
    let current = true;
    fetchPage({ take: pageSize, skip: page * pageSize, sort })
      .then((result) => {
        if (!current) return;
        setLoaded({ key: requestKey, rows: result.rows, total: result.total, failed: false });
        // Rows were removed meanwhile and this page no longer exists: show the last one.
        if (result.rows.length === 0 && page > 0 && result.total > 0) onBeyondLastPage(Math.ceil(result.total / pageSize) - 1);
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('[DataTable] loading a page failed', error);
        setLoaded({ key: requestKey, rows: [], total: 0, failed: true });
      });
    return () => {
      current = false;
    };
    // requestKey stands for the fetcher, page, pageSize, sort and reloadKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const fresh = !!loaded && loaded.key === requestKey;
  return {
    // Keep showing the previous rows while the next page loads, so the table does not jump.
    rows: loaded?.rows ?? [],
    total: loaded?.total ?? 0,
    loading: !fresh,
    failed: fresh && loaded.failed,
  };
}
