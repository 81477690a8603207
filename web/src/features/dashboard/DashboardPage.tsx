import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@portal/common';
import { Link as RouterLink } from 'react-router';
import { lazyComponent } from '../../lib/lazyComponent';
import { usePageTitle } from '../../lib/usePageTitle';
import { ownCardPath } from '../../lib/auth/paths';
import { useViewer } from '../../lib/auth/sessionContext';
import { usePortalSettings } from '../../lib/settings/usePortalSettings';
import { useOffline } from '../../lib/offline/offlineStatus';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visibleReports } from '@portal/common';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BelowTheFold } from '../../components/ui/BelowTheFold';
import { LoadingStatus } from '../../components/ui/LoadingStatus';
import { ExpiringLicensesCard, loadReportsPanel, REPORTS_SECTION_ID, SyncSection } from '../reports';
import { MyCardCard, MyExpiringCard, TapToOpen, TodayEventsCard } from './PhoneCards';
import { BirthdaysCard, EventsCard, QuickLinksCard, ResourcesCard } from './SideCards';

/**
 * About the height of what renders below the fold once loaded (measured at 375 and 1280 px
 * wide with the demo data), kept empty until then so the page's length does not jump.
 */
const PHONE_BELOW_FOLD_HEIGHT = 1900;
const BIRTHDAYS_AND_RESOURCES_HEIGHT = 554;
const EXPIRING_AND_EVENTS_HEIGHT = 900;

/**
 * The catalogue is below the fold: its code (the table, its filters, the code form's inputs)
 * loads after the first screen has rendered, in the space kept for it (issue 28).
 */
const CodeCatalogue = lazy(() => import('../qualifications').then((m) => ({ default: m.CodeCatalogue })));

/** The layout's media query: MUI's default md breakpoint, as `theme.breakpoints.down('md')` below. */
const PHONE_QUERY = '(max-width:899.95px)';

/**
 * The reports' code (the table, its filters, the CSV export, the qualification report: about 35 KB
 * brotli and 20-30 ms of a phone's CPU to evaluate) is a chunk of its own. A wide screen shows the
 * reports at once: the page's load waits for it (loadLayoutCode, called by the route's loader and
 * by the preload while the session is checked; index.dashboard.html preloads it for wide screens
 * only). A phone shows them only once the Reports section is opened, and loads them then
 * (decision 0113).
 */
const ReportsPanel = lazyComponent(loadReportsPanel, (m) => m.ReportsPanel);

/** Loads the code the layout for this screen renders at once (on a wide screen, the reports), before the page first renders. */
export function loadLayoutCode(): Promise<unknown> {
  const phone = typeof matchMedia === 'function' && matchMedia(PHONE_QUERY).matches;
  return phone ? Promise.resolve() : ReportsPanel.preload();
}

function ReportsSection() {
  // Once loaded (on a wide screen, before the page first renders), the panel renders at once.
  return (
    <Suspense
      fallback={
        // Where the panel will be (the widget's Full Report scrolls to this id).
        <Paper id={REPORTS_SECTION_ID} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
          <LoadingStatus label="Loading the reports">
            <Skeleton variant="rounded" height={56} />
          </LoadingStatus>
        </Paper>
      }
    >
      <ReportsPanel />
    </Suspense>
  );
}

/**
 * The dashboard: a greeting, the reports the viewer's role sees, Foundation Sync (superAdmin,
 * webEditor) and the read-only qualification code catalogue on the left and the side cards Quick Links, Events, Birthdays and Company
 * Resources (every user's documents, spec 1 section 1) on the right. Phones get their own order.
 */
/** @public Loaded by name (app/router/pages.tsx), after its layout code. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const theme = useTheme();
  // noSsr: the first render already knows the width, so a phone never mounts the desktop layout.
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { offline } = useOffline();
  if (offline) return <OfflineDashboard />;
  return phone ? <PhoneDashboard /> : <DesktopDashboard />;
}

/**
 * Without a network, on any width: what the device kept of the phone's first cards (the viewer's
 * card, their expiring items, today's events: decision 0168), and nothing that would only fail.
 */
function OfflineDashboard() {
  return (
    <Stack spacing={2}>
      <MyCardCard />
      <MyExpiringCard />
      <TodayEventsCard />
    </Stack>
  );
}

function CatalogueSection() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={600} aria-hidden />}>
      <CodeCatalogue readOnly />
    </Suspense>
  );
}

/**
 * Below the md breakpoint (decision 0097): what a field worker opens the portal for comes first
 * (their card, their expiring items, today's events); the reports and the code catalogue open
 * with a tap; the side cards follow.
 */
function PhoneDashboard() {
  const { role } = useViewer();
  const [search] = useSearchParams();
  const hasReports = visibleReports(role).length > 0;
  // A report named in the address (a shared link, the expiring widget's Full Report) opens the section.
  const askedReport = search.get('report');
  const [reportsOpen, setReportsOpen] = useState(!!askedReport);
  const [openedFor, setOpenedFor] = useState(askedReport);
  if (askedReport !== openedFor) {
    setOpenedFor(askedReport);
    if (askedReport) setReportsOpen(true);
  }
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  return (
    <Stack spacing={2}>
      <MyCardCard />
      <MyExpiringCard />
      <TodayEventsCard />
      {hasReports && (
        <TapToOpen title="Reports" open={reportsOpen} onOpenChange={setReportsOpen}>
          <ReportsSection />
        </TapToOpen>
      )}
      <BelowTheFold minHeight={PHONE_BELOW_FOLD_HEIGHT}>
        <Stack spacing={2}>
          <SyncSection />
          <SideCards phone />
        </Stack>
      </BelowTheFold>
      <TapToOpen title="Code catalogue" open={catalogueOpen} onOpenChange={setCatalogueOpen}>
        <Paper sx={{ p: 2 }} elevation={0}>
          <CatalogueSection />
        </Paper>
      </TapToOpen>
    </Stack>
  );
}

function DesktopDashboard() {
  const viewer = useViewer();
  const { user } = viewer;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper sx={{ p: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Welcome, {user.firstName ?? 'there'}!
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {[user.jobTitle, user.group, ROLE_LABELS[viewer.role]].filter(Boolean).join(' · ')}
          </Typography>
          <Button component={RouterLink} to={ownCardPath(user.employeeNumber)} variant="contained" color="secondary" sx={{ mt: 2 }}>
            View my baseball card
          </Button>
        </Paper>
        <ReportsSection />
        <SyncSection />
        <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
          <BelowTheFold minHeight={600}>
            <CatalogueSection />
          </BelowTheFold>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SideCards />
      </Grid>
    </Grid>
  );
}

/**
 * The side cards, the same on both layouts: quick links, expiring licenses, events, birthdays, resources.
 * On a phone, where the whole column is below the fold, the expiring licenses and the events render
 * after the rest, in a commit of their own: the expiring widget's select and the lists' first styles
 * made the column's one commit 160-270 ms at Lighthouse's 4x; and the lists of the cards' answers
 * render in transitions (`deferred`). On a wide screen, where these cards are in the first view,
 * both would paint them later (decision 0113).
 */
function SideCards({ phone = false }: { phone?: boolean }) {
  const { settings, loading } = usePortalSettings();
  const expiringAndEvents = (
    <>
      <ExpiringLicensesCard />
      <EventsCard deferred={phone} />
    </>
  );
  return (
    <Stack spacing={2} component="aside" aria-label="Links, expiring licenses, events, birthdays and resources">
      <QuickLinksCard links={settings.quickLinks} loading={loading} />
      {phone ? <BelowTheFold minHeight={EXPIRING_AND_EVENTS_HEIGHT}>{expiringAndEvents}</BelowTheFold> : expiringAndEvents}
      {/* Below the fold of a desktop screen (on a phone the whole column is). */}
      <BelowTheFold minHeight={BIRTHDAYS_AND_RESOURCES_HEIGHT}>
        <Stack spacing={2}>
          <BirthdaysCard deferred={phone} />
          <ResourcesCard deferred={phone} />
        </Stack>
      </BelowTheFold>
    </Stack>
  );
}
