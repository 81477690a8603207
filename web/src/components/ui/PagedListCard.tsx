import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';

export const SIDE_CARD_PAGE_SIZE = 5;

interface PagedListCardProps<Item> {
  title: string;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  emptyText: string;
  loading?: boolean;
  pageSize?: number;
  /**
   * Paged by the server: `items` is the current page only, `total` counts them all and
   * `onPageChange` asks for another page (the birthdays: the window can hold hundreds).
   */
  serverPaging?: { total: number; page: number; onPageChange: (page: number) => void };
  /** Render the list at a transition's priority (below): for cards that answer after the first screen. */
  deferred?: boolean;
}

/**
 * The dashboard's side cards: a titled list, 5 per page, the pager only when there are more.
 *
 * A `deferred` card follows its props at a transition's priority (useDeferredValue): an answer
 * re-renders the card that asked for it synchronously (Apollo's hooks use useSyncExternalStore),
 * and rendering the list and its pager in that render took a phone 100-200 ms in one task at
 * Lighthouse's 4x. That render now shows what was shown before (the loading bar), and React
 * renders the list right after in slices of a few milliseconds (decision 0113). The first render
 * shows the props as they are. The phone's first screen's cards are not deferred: their lists
 * would then come after the sections below them had rendered, and move them.
 */
export function PagedListCard<Item>(props: PagedListCardProps<Item>) {
  // Not deferred: a constant, or every render (a new props object) would schedule a second one.
  const deferredProps = useDeferredValue(props.deferred ? props : null);
  const { title, items, renderItem, emptyText, loading = false, pageSize = SIDE_CARD_PAGE_SIZE, serverPaging } = deferredProps ?? props;
  const headingId = useId();
  const [localPage, setLocalPage] = useState(1);
  const total = serverPaging ? serverPaging.total : items.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(serverPaging ? serverPaging.page : localPage, pages);
  const setPage = serverPaging ? serverPaging.onPageChange : setLocalPage;
  const visible = serverPaging ? items : items.slice((current - 1) * pageSize, current * pageSize);

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardHeader title={title} slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }} sx={{ pb: 0 }} />
      <CardContent>
        {loading ? (
          <LinearProgress aria-label={`Loading ${title}`} />
        ) : total === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <List dense disablePadding>
            {visible.map(renderItem)}
          </List>
        )}
        {total > pageSize && (
          <Pagination
            count={pages}
            page={current}
            onChange={(_event, next) => setPage(next)}
            aria-label={`${title} pages`}
            size="small"
            sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
            getItemAriaLabel={(type, value) => (type === 'page' ? `${title} page ${value}` : `${type} page of ${title}`)}
          />
        )}
      </CardContent>
    </Card>
  );
}
