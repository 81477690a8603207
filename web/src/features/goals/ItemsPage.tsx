import { clock } from '@portal/common';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { CheckInDialog } from './CheckInDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import type { VariablesOf } from '../../graphql';
import { userMessageOf } from '../../lib/api/errors';
import { useViewer } from '../../lib/auth/sessionContext';
import { employeeName } from '../../lib/employees/operations';
import { FollowupFormDialog } from './FollowupFormDialog';
import { GoalFormDialog } from './GoalFormDialog';
import { ItemCard, type ItemActions } from './ItemCard';
import { ItemDetailsDialog } from './ItemDetailsDialog';
import { repeatedDate, setData } from './itemForm';
import { ITEM_KINDS, type ItemKind } from './itemKinds';
import { dueDateOf, isGoal, matchesSearch, type AnyItem } from './itemModel';
import { DELETE_FOLLOWUP, DELETE_GOAL, FOLLOWUPS_OF, GOALS_OF, ITEM_OWNER, UPDATE_FOLLOWUP, UPDATE_GOAL, type GoalItem, type ItemLists } from './operations';

type Tab = 'active' | 'completed';

/** /goals/:employeeNumber and /followups/:employeeNumber: an employee's goals or follow-ups. */
export function ItemsPage({ kind }: { kind: ItemKind }) {
  const config = ITEM_KINDS[kind];
  const viewer = useViewer();
  const client = useApolloClient();
  const toast = useToast();
  const today = clock.today();
  const idBase = useId();
  const employeeNumber = (useParams().employeeNumber ?? '').trim();
  const [tab, setTab] = useState<Tab>('active');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<AnyItem | null>(null);
  const [form, setForm] = useState<{ item: AnyItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AnyItem | null>(null);
  const [checkingIn, setCheckingIn] = useState<GoalItem | null>(null);
  const [busy, setBusy] = useState(false);

  const owner = useQuery(ITEM_OWNER, { variables: { employeeNumber }, fetchPolicy: 'network-only' });
  const reach = owner.data?.partnerReach;
  const person = owner.data?.users[0];
  // Follow-ups of others may still be readable: those assigned to the viewer, or all of them for
  // the special numbers. The API returns exactly those.
  const mayQuery = reach === 'own' || reach === 'manages' || (reach === 'none' && kind === 'followup');
  const mayManage = reach === 'manages';
  const query = (kind === 'goal' ? GOALS_OF : FOLLOWUPS_OF) as TypedDocumentNode<ItemLists, VariablesOf<typeof GOALS_OF>>;
  const items = useQuery(query, { variables: { employeeNumber }, skip: !mayQuery, fetchPolicy: 'network-only' });
  const name = person ? employeeName(person) : employeeNumber;
  usePageTitle(`${name} ${config.plural}`);

  const reload = () => void items.refetch();
  const update = async (item: AnyItem, data: Record<string, unknown>) => {
    setBusy(true);
    try {
      if (isGoal(item)) await client.mutate({ mutation: UPDATE_GOAL, variables: { id: item.id, data: setData(data) } });
      else await client.mutate({ mutation: UPDATE_FOLLOWUP, variables: { id: item.id, data: setData(data) } });
      toast.success(config.messages.updated);
      reload();
    } catch (error) {
      toast.error(userMessageOf(error, config.messages.updateFailed));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (item: AnyItem) => {
    setBusy(true);
    try {
      if (isGoal(item)) await client.mutate({ mutation: DELETE_GOAL, variables: { id: item.id } });
      else await client.mutate({ mutation: DELETE_FOLLOWUP, variables: { id: item.id } });
      toast.success(config.messages.deleted);
      reload();
    } catch (error) {
      toast.error(userMessageOf(error, config.messages.deleteFailed));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const actionsFor = (item: AnyItem): ItemActions => {
    const actions: ItemActions = { onView: () => setViewing(item) };
    if (item.status !== 'Active' || busy) return actions;
    // The employee checks in on their own goals too (decision 0088); the server has the last word.
    if (isGoal(item) && (mayManage || reach === 'own')) actions.onCheckIn = () => setCheckingIn(item);
    const complete = () => void update(item, { status: 'COMPLETED' });
    if (mayManage) {
      const dateField = isGoal(item) ? 'dueDate' : 'followupDate';
      actions.onEdit = () => setForm({ item });
      actions.onComplete = complete;
      actions.onRepeat = () => void update(item, { [dateField]: repeatedDate(dueDateOf(item), today), status: 'Active' });
      actions.onDelete = () => setDeleting(item);
    } else if (!isGoal(item) && item.assignedToUser?.id === viewer.user.id) {
      actions.onComplete = complete; // the assignee completes what was assigned to them
    }
    return actions;
  };

  if (owner.loading) return <LinearProgress aria-label={`Loading ${config.plural.toLowerCase()}`} />;
  if (owner.error) return <Alert severity="error">Error. Please refresh your page</Alert>;
  if (reach === 'unknown') return <Alert severity="warning">No employee has the number {employeeNumber}.</Alert>;
  const lists = items.data ?? { active: [], completed: [] };
  const nothingReadable = reach === 'none' && !items.loading && lists.active.length + lists.completed.length === 0;
  if (!mayQuery || nothingReadable) return <Alert severity="info">{config.noReachText}</Alert>;

  const shown = lists[tab].filter((item) => matchesSearch(item, search));
  const emptyText = lists[tab].length > 0 ? config.emptyText.noMatch : tab === 'completed' ? config.emptyText.noCompleted : lists.completed.length > 0 ? config.emptyText.allCompleted : config.emptyText.none;
  const heading = tab === 'active' ? config.activeHeading(name) : config.completedHeading(name);
  const panelId = `${idBase}-panel`;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {heading}
        </Typography>
        {mayManage && person && (
          <Button variant="contained" color="secondary" startIcon={<Add />} onClick={() => setForm({ item: null })}>
            {config.addLabel}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Tabs value={tab} onChange={(_e, next: Tab) => setTab(next)} aria-label={`${config.plural} by status`} sx={{ flexGrow: 1 }}>
          <Tab value="active" label="Active" id={`${idBase}-tab-active`} aria-controls={panelId} />
          <Tab value="completed" label="Completed" id={`${idBase}-tab-completed`} aria-controls={panelId} />
        </Tabs>
        <FormTextField size="small" type="search" label={`Search ${config.plural.toLowerCase()}`} value={search} onChange={(e) => setSearch(e.target.value)} />
      </Stack>
      <Box id={panelId} role="tabpanel" aria-labelledby={`${idBase}-tab-${tab}`} aria-busy={items.loading}>
        {items.loading ? (
          <LinearProgress aria-label={`Loading ${config.plural.toLowerCase()}`} />
        ) : items.error ? (
          <Alert severity="error">Error. Please refresh your page</Alert>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          <Grid container spacing={2}>
            {shown.map((item) => (
              <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ItemCard item={item} today={today} actions={actionsFor(item)} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
      {viewing && !checkingIn && (
        <ItemDetailsDialog
          item={viewing}
          onClose={() => setViewing(null)}
          onCheckIn={isGoal(viewing) ? actionsFor(viewing).onCheckIn : undefined}
        />
      )}
      {checkingIn && (
        <CheckInDialog
          goal={checkingIn}
          onClose={() => setCheckingIn(null)}
          onSaved={() => {
            // Back to the goal's details when the check-in started there: they reload the bar and history.
            setCheckingIn(null);
            reload();
          }}
        />
      )}
      {form && person && kind === 'goal' && (
        <GoalFormDialog
          goal={form.item && isGoal(form.item) ? form.item : null}
          ownerId={person.id}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            reload();
          }}
        />
      )}
      {form && person && kind === 'followup' && (
        <FollowupFormDialog
          followup={form.item && !isGoal(form.item) ? form.item : null}
          ownerId={person.id}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog open={!!deleting} message={config.messages.deleteQuestion} onYes={() => deleting && void remove(deleting)} onNo={() => setDeleting(null)} busy={busy} />
    </Box>
  );
}

export const GoalsPage = () => <ItemsPage kind="goal" />;
export const FollowupsPage = () => <ItemsPage kind="followup" />;
