import Event from '@mui/icons-material/Event';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { addDays, clock, formatInstant, instantAtWallClock, ROLE_LABELS } from '@portal/common';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExpiryMark } from '../../components/ui/ExpiryMark';
import { PagedListCard } from '../../components/ui/PagedListCard';
import { ownCardPath } from '../../lib/auth/paths';
import { useViewer } from '../../lib/auth/sessionContext';
import { formatTimestamp, isPastDay } from '../../lib/dates';
import { formatCount } from '../../lib/numbers';
import { useMountTime } from '../../lib/firstScreen';
import { useKeptAnswer } from '../../lib/offline/offlineLink';
import { EVENTS_BETWEEN, MY_CARD_SUMMARY } from './operations';

/** How far ahead "my expiring items" looks: the expiring widget's longest window (decision 0097). */
const MY_EXPIRING_WINDOW_DAYS = 90;

function useMyCard() {
  const { user } = useViewer();
  const variables = { employeeNumber: (user.employeeNumber ?? '').trim() };
  const { data, loading } = useQuery(MY_CARD_SUMMARY, { variables, fetchPolicy: 'cache-and-network' });
  useKeptAnswer('MyCardSummary', variables, data);
  return { me: data?.users[0], loading: loading && !data };
}

/** The phone's first card: who the viewer is, their points, and the way to their full baseball card. */
export function MyCardCard() {
  const viewer = useViewer();
  const { user } = viewer;
  const { me } = useMyCard();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardHeader
        title={`Welcome, ${user.firstName ?? 'there'}!`}
        subheader={[user.jobTitle, user.group, ROLE_LABELS[viewer.role]].filter(Boolean).join(' · ')}
        slotProps={{ title: { id: headingId, component: 'h1', variant: 'h5' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ pb: 1 }}>
        <Typography>
          My card: {me ? `${formatCount(me.points ?? 0)} points · ${me.licenses.length} licenses · ${me.certifications.length} certifications` : '…'}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={ownCardPath(user.employeeNumber)} variant="contained" color="secondary">
          View my baseball card
        </Button>
      </CardActions>
    </Card>
  );
}

/** The viewer's own licenses and certifications that have expired or expire within the window, soonest first. */
export function MyExpiringCard() {
  const { me, loading } = useMyCard();
  const today = clock.today();
  const until = addDays(today, MY_EXPIRING_WINDOW_DAYS);
  const items = [
    ...(me?.licenses ?? []).map((l) => ({ key: `l${l.id}`, kind: 'License' as const, title: l.codes?.title ?? '', expDate: l.expDate, expires: l.codes?.expirationType === 'manual' })),
    ...(me?.certifications ?? []).map((c) => ({ key: `c${c.id}`, kind: 'Certification' as const, title: c.codes?.title ?? '', expDate: c.expDate, expires: c.codes?.expirationType === 'manual' })),
  ]
    .filter((i): i is typeof i & { expDate: string } => i.expires && !!i.expDate && !isPastDay(until, i.expDate))
    .sort((a, b) => a.expDate.localeCompare(b.expDate));
  return (
    <PagedListCard
      title="My expiring items"
      items={items}
      loading={loading}
      emptyText={`Nothing of yours expires in the next ${MY_EXPIRING_WINDOW_DAYS} days.`}
      // Marked as every list marks an expiry date (decision 0156): red "(expired)", amber "(expires soon)".
      renderItem={(item) => (
        <ListItem key={item.key}>
          <ListItemText primary={`${item.title} (${item.kind.toLowerCase()})`} secondary={<ExpiryMark prefix="Expires" expDate={item.expDate} today={today} />} />
        </ListItem>
      )}
    />
  );
}

/** Today's events: the company's calendar day, as the card shows times on the company's clock. */
export function TodayEventsCard() {
  const mountedAt = useMountTime();
  const [range] = useState(() => {
    const day = formatInstant(mountedAt, 'yyyy-MM-dd');
    const from = instantAtWallClock(day, '00:00');
    const until = instantAtWallClock(addDays(day, 1), '00:00');
    return { from: from!.toISOString(), until: until!.toISOString() };
  });
  const { data, loading } = useQuery(EVENTS_BETWEEN, { variables: range, fetchPolicy: 'network-only' });
  useKeptAnswer('EventsBetween', range, data);
  return (
    <PagedListCard
      title="Today's events"
      items={data?.findManyCalEvents ?? []}
      loading={loading && !data}
      emptyText="No events today."
      renderItem={(event) => (
        <ListItem key={event.id}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Event fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={event.title} secondary={formatTimestamp(event.date, 'hh:mm a')} />
        </ListItem>
      )}
    />
  );
}

/**
 * A section a phone opens with a tap (the reports, the code catalogue): closed, its content is
 * not mounted, so it neither loads its data nor lengthens the page (decision 0097).
 */
export function TapToOpen({ title, open, onOpenChange, children }: { title: string; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Accordion expanded={open} onChange={(_e, next) => onOpenChange(next)} slotProps={{ transition: { unmountOnExit: true } }} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

