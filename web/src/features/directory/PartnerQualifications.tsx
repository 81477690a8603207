import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../lib/brand';
import { ExpiryMark } from '../../components/ui/ExpiryMark';
import { LoadingStatus } from '../../components/ui/LoadingStatus';
import { formatDateOnly } from '../../lib/dates';
import { capitalized } from './directoryFilters';
import { PARTNER_QUALIFICATIONS, type HeldTitle } from './operations';

const byTitle = (a: HeldTitle, b: HeldTitle) => (a.codes?.title ?? '').localeCompare(b.codes?.title ?? '');

function Group<Item extends HeldTitle>({ title, items, detail }: { title: string; items: readonly Item[]; detail: (item: Item) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        {[...items].sort(byTitle).map((item) => (
          <ListItem key={item.id} disableGutters sx={{ py: 0.25 }}>
            <ListItemText primary={item.codes?.title ?? ''} secondary={detail(item) || undefined} sx={{ my: 0 }} />
          </ListItem>
        ))}
      </List>
    </Grid>
  );
}

/** "Expires 10/05/2026 (expired)", marked as the card marks it (ExpiryMark). */
const expires = (item: HeldTitle) => (item.expDate ? <ExpiryMark prefix="Expires" expDate={item.expDate} /> : null);

/** The license's state and level, then its expiry, on one line. */
function licenseDetail(item: HeldTitle & { codes?: { state?: string | null; level?: string | null } | null }): ReactNode {
  const facts = [item.codes?.state, capitalized(item.codes?.level)].filter(Boolean).join(' · ');
  const expiry = expires(item);
  if (!expiry) return facts;
  return (
    <>
      {facts && `${facts} · `}
      {expiry}
    </>
  );
}

/** The spec's "Loading..." (spec 2, partner directory) over placeholders of the four groups. */
function LoadingGroups() {
  return (
    <LoadingStatus label="Loading..." showLabel>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {[0, 1, 2, 3].map((group) => (
          <Grid key={group} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="85%" />
            <Skeleton variant="text" width="65%" />
          </Grid>
        ))}
      </Grid>
    </LoadingStatus>
  );
}

/** The row expander of the partner directory: loaded when the row opens (spec 2, partner directory). */
export function PartnerQualifications({ employeeNumber }: { employeeNumber: string }) {
  const { data, loading, error } = useQuery(PARTNER_QUALIFICATIONS, { variables: { employeeNumber } });
  if (loading && !data) return <LoadingGroups />;
  if (error) return <Typography role="alert">Error. Please refresh your page</Typography>;
  const held = data?.users[0];
  const total = held ? held.skills.length + held.licenses.length + held.certifications.length + held.deccoUCourses.length : 0;
  if (!held || total === 0) return <Typography>No Data to Show...</Typography>;
  return (
    <Grid container spacing={2}>
      <Group title="Skills" items={held.skills} detail={() => ''} />
      <Group
        title="Licenses"
        items={held.licenses}
        detail={licenseDetail}
      />
      <Group title="Certifications" items={held.certifications} detail={expires} />
      <Group title={`${PRODUCT_NAME} U Courses`} items={held.deccoUCourses} detail={(item) => (item.issueDate ? `Taken ${formatDateOnly(item.issueDate)}` : '')} />
    </Grid>
  );
}
