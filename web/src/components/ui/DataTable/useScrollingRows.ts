import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataTableSort, PageFetcher, PageResult } from './types';

export interface ScrollingRowsState<Row> {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  failed: boolean;
  /** Loads the next `step` rows, unless a load is under way or every row is loaded. */
  loadMore: () => void;
}

interface Loaded<Row> {
  /** The request function and reload key these rows answer; others mean a new start is under way. */
  fetch: (skip: number) => Promise<PageResult<Row>>;
  reloadKey: string;
  rows: readonly Row[];
  total: number;
  failed: boolean;
}

/**
 * The rows of an endlessly scrolled list: the first `step` rows, then `step` more on each
 * loadMore while fewer than the total are loaded. A new fetcher, sort or reload key starts
 * again from the top; answers to an older start are dropped.
 */
export function useScrollingRows<Row>(fetchPage: PageFetcher<Row>, step: number, sort: DataTableSort | null, reloadKey: string): ScrollingRowsState<Row> {
  const fetch = useCallback((skip: number) => fetchPage({ take: step, skip, sort }), [fetchPage, step, sort]);
  const [loaded, setLoaded] = useState<Loaded<Row> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = useRef({ fetch, reloadKey });
  const busy = useRef(false);

  useEffect(() => {
    current.current = { fetch, reloadKey };
    busy.current = true;
    fetch(0)
      .then((result) => {
        if (current.current.fetch !== fetch || current.current.reloadKey !== reloadKey) return;
        setLoaded({ fetch, reloadKey, rows: result.rows, total: result.total, failed: false });
      })
      .catch((error: unknown) => {
        if (current.current.fetch !== fetch || current.current.reloadKey !== reloadKey) return;
        console.error('[DataTable] loading rows failed', error);
        setLoaded({ fetch, reloadKey, rows: [], total: 0, failed: true });
      })
      .finally(() => {
        if (current.current.fetch === fetch && current.current.reloadKey === reloadKey) busy.current = false;
      });
  }, [fetch, reloadKey]);

  const fresh = !!loaded && loaded.fetch === fetch && loaded.reloadKey === reloadKey;

  const loadMore = useCallback(() => {
    if (busy.current || !loaded || loaded.fetch !== fetch || loaded.reloadKey !== reloadKey || loaded.rows.length >= loaded.total) return;
    busy.current = true;
    setLoadingMore(true);
    const start = current.current;
    fetch(loaded.rows.length)
      .then((result) => {
        if (current.current !== start) return;
        setLoaded((l) => (l && l.fetch === fetch ? { ...l, rows: [...l.rows, ...result.rows], total: result.total } : l));
      })
      // A failed "more" keeps the rows shown; scrolling to the end again retries.
      .catch((error: unknown) => console.error('[DataTable] loading more rows failed', error))
      .finally(() => {
        setLoadingMore(false);
        if (current.current === start) busy.current = false;
      });
  }, [fetch, reloadKey, loaded]);

  return {
    rows: fresh ? loaded.rows : [],
    total: fresh ? loaded.total : 0,
    loading: !fresh || loadingMore,
    failed: fresh && loaded.failed,
    loadMore,
  };
}
