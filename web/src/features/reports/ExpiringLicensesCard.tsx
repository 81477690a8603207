import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { EXPIRING_WIDGET_RANGES, visibleReports, type ExpiringRange } from '@portal/common';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExpiryMark } from '../../components/ui/ExpiryMark';
import { SIDE_CARD_PAGE_SIZE } from '../../components/ui/PagedListCard';
import { useViewer } from '../../lib/auth/sessionContext';
import { employeeName } from '../../lib/employees/operations';
import { formatCount } from '../../lib/numbers';
import { EXPIRING_LICENSES_REPORT } from './operations';
import { REPORTS_SECTION_ID } from './reportsSection';

/** The count's line and five dense two-line rows, measured in Chromium (the card's usual content). */
const LOADED_HEIGHT = 324;

const WINDOW_LABELS: Record<(typeof EXPIRING_WIDGET_RANGES)[number], string> = { next60: 'Next 60 Days', next90: 'Next 90 Days' };

/**
 * The dashboard's expiring-licenses widget (spec 1 section 1): a Next 60 Days / Next 90 Days
 * choice, how many licenses expire in that window with the soonest five, and Full Report, which
 * opens the Expiring Licenses report on the same window. Shown to the roles that see that report.
 */
export function ExpiringLicensesCard() {
  const { role } = useViewer();
  if (!visibleReports(role).includes('expiringLicenses')) return null;
  return <ExpiringLicensesWidget />;
}

function ExpiringLicensesWidget() {
  const navigate = useNavigate();
  const headingId = useId();
  const [range, setRange] = useState<ExpiringRange>('next60');
  const label = WINDOW_LABELS[range as keyof typeof WINDOW_LABELS];

  const openReport = () => {
    navigate(`/dashboard?report=expiringLicenses&range=${range}`);
    // The report is further down the same page: bring it into view once it has rendered.
    requestAnimationFrame(() => document.getElementById(REPORTS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardHeader title="Expiring Licenses" slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }} sx={{ pb: 0 }} />
      <CardContent>
        <TextField select size="small" fullWidth label="Expiring within" value={range} onChange={(e) => setRange(e.target.value as ExpiringRange)} sx={{ mb: 1.5 }}>
          {EXPIRING_WIDGET_RANGES.map((r) => (
            <MenuItem key={r} value={r}>
              {WINDOW_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <ExpiringSummary range={range} label={label} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button variant="outlined" onClick={openReport}>
          Full Report
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The count and the soonest five. The query is here, not in the widget: its answer re-renders
 * synchronously (useSyncExternalStore) only what it changes, not the window's select (decision 0113).
 */
function ExpiringSummary({ range, label }: { range: ExpiringRange; label: string }) {
  const { data, loading, error } = useQuery(EXPIRING_LICENSES_REPORT, {
    variables: { range, where: {}, orderBy: [{ expDate: 'asc' }, { id: 'asc' }], take: SIDE_CARD_PAGE_SIZE, skip: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.expiringLicensesReport;
  return loading && !report ? (
    // The count and the soonest five take this much once loaded: the cards below stay put (issue 28).
    <Box sx={{ minHeight: LOADED_HEIGHT }}>
      <LinearProgress aria-label="Loading expiring licenses" />
    </Box>
  ) : error && !report ? (
    <Typography color="error">Error. Please refresh your page</Typography>
  ) : (
    <>
      <Typography role="status">
        {report?.total === 1 ? '1 license expires' : `${formatCount(report?.total ?? 0)} licenses expire`} in the {label.toLowerCase()}.
      </Typography>
      {!!report?.rows.length && (
        <List dense disablePadding aria-label={`Soonest expiring licenses, ${label.toLowerCase()}`}>
          {report.rows.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText primary={`${(r.users ? employeeName(r.users) : '') || 'Unknown employee'}: ${r.codes?.title ?? ''}`} secondary={<ExpiryMark prefix="Expires" expDate={r.expDate} />} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
