import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { CardListView } from './CardListView';
import type { DataTableSort, PageFetcher } from './types';
import { useScrollingRows } from './useScrollingRows';
import type { ViewProps } from './viewProps';

/** The spec's loading indicator gives up after 5 seconds, even if the answer is slow (spec 2 section 4). */
const LOADING_MORE_HIDES_AFTER_MS = 5000;

interface ScrollingCardListProps<Row> extends Omit<ViewProps<Row>, 'rows' | 'message' | 'loading' | 'firstLoad'> {
  fetchPage: PageFetcher<Row>;
  step: number;
  reloadKey: string;
  emptyText: string;
  errorText: string;
}

/**
 * The small-screen card list that loads `step` more rows when its end scrolls into view, while
 * fewer than the total are loaded (the projects list on phones, spec 2 sections 3 and 4).
 */
export function ScrollingCardList<Row>({ fetchPage, step, reloadKey, emptyText, errorText, sort, ...view }: ScrollingCardListProps<Row> & { sort: DataTableSort | null }) {
  const { rows, total, loading, failed, loadMore } = useScrollingRows(fetchPage, step, sort, reloadKey);
  const end = useRef<HTMLDivElement>(null);
  // The row count when the indicator last gave up: a later load (more rows) shows it again.
  const [expiredAt, setExpiredAt] = useState(-1);

  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, rows.length]);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setExpiredAt(rows.length), LOADING_MORE_HIDES_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading, rows.length]);

  const firstLoad = loading && rows.length === 0 && !failed;
  const message = failed ? errorText : !loading && rows.length === 0 ? emptyText : null;
  const more = rows.length > 0 && loading && expiredAt !== rows.length;
  return (
    <>
      <CardListView {...view} sort={sort} rows={rows} loading={loading} firstLoad={firstLoad} message={message} />
      <Box ref={end} sx={{ minHeight: 8, py: 1, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
        {more && (
          <>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2" role="status">
              Loading more…
            </Typography>
          </>
        )}
        {!loading && rows.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {rows.length < total ? `${rows.length} of ${total} shown` : `All ${total} shown`}
          </Typography>
        )}
      </Box>
    </>
  );
}
