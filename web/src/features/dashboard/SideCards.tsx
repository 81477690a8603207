import Cake from '@mui/icons-material/Cake';
import Event from '@mui/icons-material/Event';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@apollo/client/react';
import type { QuickLink } from '@portal/common';
import { useState } from 'react';
import { DownloadButton } from '../../components/ui/DownloadButton';
import { PagedListCard, SIDE_CARD_PAGE_SIZE } from '../../components/ui/PagedListCard';
import { FOUNDATION_CONTEXT } from '../../lib/api/endpoints';
import { formatMonthDay, formatTimestamp } from '../../lib/dates';
import { useMountTime } from '../../lib/firstScreen';
import { BIRTHDAY_WINDOW_DAYS, COMPANY_RESOURCES, UPCOMING_BIRTHDAYS, UPCOMING_EVENTS } from './operations';

export function QuickLinksCard({ links, loading }: { links: readonly QuickLink[]; loading: boolean }) {
  return (
    <PagedListCard
      title="Quick Links"
      items={links}
      loading={loading}
      emptyText="No quick links yet."
      renderItem={(link) => (
        <ListItem key={link.url + link.label} disablePadding>
          <ListItemButton component="a" href={link.url} target="_blank" rel="noopener noreferrer">
            <ListItemText primary={link.label} />
            <OpenInNew fontSize="small" titleAccess="(opens in a new tab)" />
          </ListItemButton>
        </ListItem>
      )}
    />
  );
}

/** `deferred`: on a phone, where the card is below the fold, its answer's list renders in a transition (PagedListCard). */
export function EventsCard({ deferred = false }: { deferred?: boolean }) {
  // Fixed at mount so the query's variables stay the same across renders.
  const mountedAt = useMountTime();
  const [now] = useState(() => mountedAt.toISOString());
  const { data, loading } = useQuery(UPCOMING_EVENTS, { variables: { now }, fetchPolicy: 'network-only' });
  return (
    <PagedListCard
      deferred={deferred}
      title="Events"
      items={data?.findManyCalEvents ?? []}
      loading={loading && !data}
      emptyText="No upcoming events."
      renderItem={(event) => (
        <ListItem key={event.id}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Event fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={event.title} secondary={formatTimestamp(event.date)} />
        </ListItem>
      )}
    />
  );
}

/** The birthdays of the window a page at a time: the server sends the 5 shown and the count. */
export function BirthdaysCard({ deferred = false }: { deferred?: boolean }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(UPCOMING_BIRTHDAYS, {
    variables: { days: BIRTHDAY_WINDOW_DAYS, take: SIDE_CARD_PAGE_SIZE, skip: (page - 1) * SIDE_CARD_PAGE_SIZE },
    context: FOUNDATION_CONTEXT,
  });
  // The page shown stays until the next one arrives (no flash of the loading bar).
  const shown = data ?? previousData;
  return (
    <PagedListCard
      deferred={deferred}
      title="Birthdays"
      items={shown?.birthdays ?? []}
      serverPaging={{ total: shown?.birthdayCount ?? 0, page, onPageChange: setPage }}
      loading={loading && !shown}
      emptyText={`No birthdays in the next ${BIRTHDAY_WINDOW_DAYS} days.`}
      renderItem={(birthday) => (
        <ListItem key={birthday.employeeNumber + birthday.birthday}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Cake fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={birthday.name} secondary={formatMonthDay(birthday.birthday)} />
        </ListItem>
      )}
    />
  );
}

/** Company resources for everyone (the Settings area's Resources section is where a webEditor edits them). */
export function ResourcesCard({ deferred = false }: { deferred?: boolean }) {
  const { data, loading } = useQuery(COMPANY_RESOURCES, { fetchPolicy: 'cache-and-network' });
  return (
    <PagedListCard
      deferred={deferred}
      title="Company Resources"
      items={data?.findManyDocuments ?? []}
      loading={loading && !data}
      emptyText="No company resources yet."
      renderItem={(resource) => (
        <ListItem key={resource.id} secondaryAction={<DownloadButton path={resource.path} name={resource.name ?? 'document'} />}>
          <ListItemText primary={resource.name} secondary={resource.description} sx={{ pr: 12 }} />
        </ListItem>
      )}
    />
  );
}
