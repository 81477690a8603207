import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { ExpandButton } from './ExpandButton';
import { cellContent, type ViewProps } from './viewProps';

/** The small-screen layout: one card per row with its fields and a Details button. */
export function CardListView<Row>({ label, columns, rows, rowKey, rowLabel, onRowClick, message, loading, firstLoad, skeletonRows, expansion }: ViewProps<Row>) {
  if (firstLoad) {
    return (
      <Stack spacing={1.5} aria-hidden>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={112} data-testid="skeleton-card" />
        ))}
      </Stack>
    );
  }
  if (message) {
    return (
      <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }} role="status">
        {message}
      </Typography>
    );
  }
  const shown = columns.filter((c) => c.showOnCard !== false);
  return (
    <Stack component="ul" aria-label={label} aria-busy={loading} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const title = rowLabel?.(row);
        // The card's title already says it: a field showing the same text is left out.
        const fields = shown.filter((column) => !title || cellContent(column, row) !== title);
        return (
          <Card component="li" key={rowKey(row)} variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              {title && (
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {title}
                </Typography>
              )}
              {/* A column of names as wide as the widest, up to half the card, and one of values: the
                  values line up, and a longer name ("Associated Review Template") wraps inside its
                  column instead of pushing its value out of line with the others. */}
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', columnGap: 1, rowGap: 0.5 }}>
                {fields.map((column) => (
                  <Fragment key={column.id}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
                      {column.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cellContent(column, row)}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
              {expansion?.isOpen(row) && <Stack sx={{ mt: 1.5 }}>{expansion.render(row)}</Stack>}
            </CardContent>
            {(onRowClick || expansion) && (
              <CardActions>
                {onRowClick && (
                  <Button size="small" onClick={() => onRowClick(row)} aria-label={title ? `Details for ${title}` : 'Details'}>
                    Details
                  </Button>
                )}
                {expansion && <ExpandButton expansion={expansion} row={row} name={title ?? String(rowKey(row))} />}
              </CardActions>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
