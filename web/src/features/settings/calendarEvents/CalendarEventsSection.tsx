import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useApolloClient } from '@apollo/client/react';
import { can, clock } from '@portal/common';
import { useMemo, useState } from 'react';
import { DataTable, orderByOf, queryPageFetcher, type DataTableColumn } from '../../../components/ui/DataTable';
import { useViewer } from '../../../lib/auth/sessionContext';
import { formatTimestamp } from '../../../lib/dates';
import { SectionToolbar } from '../components/SectionToolbar';
import { SETTINGS_MESSAGES } from '../messages';
import { CalendarEventDialog } from './CalendarEventDialog';
import { CALENDAR_EVENTS_PAGE, type CalendarEventRow } from './operations';

/** The spec: 10 rows per page, the pager only when there are more. */
const CALENDAR_PAGE_SIZE = 10;

const columns: DataTableColumn<CalendarEventRow>[] = [
  // The card's heading is the event's title, so the card does not repeat it.
  { id: 'title', label: 'Event', field: 'title', sortable: true, showOnCard: false },
  {
    id: 'date',
    label: 'Date and Time',
    sortable: true,
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{formatTimestamp(row.date)}</span>
        {row.date && Date.parse(row.date) < clock.nowMs() && <Chip label="Past" size="small" variant="outlined" />}
      </Stack>
    ),
  },
];

/**
 * Calendar events, by date ascending. Past events stay listed (marked) so they can be corrected
 * or cleaned up; the dashboard shows only upcoming ones (docs/decisions/0010).
 */
export function CalendarEventsSection() {
  const client = useApolloClient();
  const { role } = useViewer();
  const editable = can(role, 'calendarEvents.edit');
  const [open, setOpen] = useState<{ event: CalendarEventRow | null } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const fetchPage = useMemo(
    () =>
      queryPageFetcher(client, {
        query: CALENDAR_EVENTS_PAGE,
        variables: ({ take, skip, sort }) => ({ take, skip, orderBy: sort ? orderByOf(sort, [{ id: 'asc' }]) : [{ date: 'asc' }, { id: 'asc' }] }),
        rows: (data) => data.findManyCalEvents,
        total: (data) => data.aggregateCalEvents._count._all,
      }),
    [client],
  );

  return (
    <>
      <SectionToolbar intro="Events shown on everyone's dashboard until they have passed." addLabel={editable ? 'Add Event' : undefined} onAdd={() => setOpen({ event: null })} />
      <DataTable<CalendarEventRow>
        tableKey="settings.calendarEvents"
        label="Calendar events"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title ?? 'Event'}
        onRowClick={editable ? (row) => setOpen({ event: row }) : undefined}
        pageSizeOptions={[CALENDAR_PAGE_SIZE]}
        defaultPageSize={CALENDAR_PAGE_SIZE}
        defaultSort={{ field: 'date', direction: 'asc' }}
        errorText={SETTINGS_MESSAGES.listLoadFailed}
        reloadKey={reloadKey}
      />
      {open && (
        <CalendarEventDialog
          key={open.event?.id ?? 'new'}
          event={open.event}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </>
  );
}
