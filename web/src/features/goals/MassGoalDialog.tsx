import { clock, MASS_GOAL_MAX } from '@portal/common';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { employeeName } from '../../lib/employees/operations';
import { GoalFields } from './GoalFields';
import { FormDialog } from '../../components/ui/FormDialog';
import { canSaveGoal, goalData, goalFormOf } from './itemForm';
import { ITEM_KINDS } from './itemKinds';
import { MASS_GOAL_ADD, type PartnerRow } from './operations';

interface MassGoalDialogProps {
  /** The partners of the list as filtered now. */
  loadPartners: () => Promise<readonly PartnerRow[]>;
  onClose: () => void;
}

/** massGoalAdd: one goal for the chosen partners, all or none (spec 3 section 7). */
export function MassGoalDialog({ loadPartners, onClose }: MassGoalDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const today = clock.today();
  const [values, setValues] = useState(() => goalFormOf(null, today));
  const [partners, setPartners] = useState<readonly PartnerRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    let live = true;
    loadPartners().then(
      (rows) => live && setPartners(rows),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadPartners]);

  const tooMany = (partners?.length ?? 0) > MASS_GOAL_MAX;
  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = !!partners?.length && chosen.size === partners.length;

  const save = async () => {
    try {
      const { data } = await client.mutate({ mutation: MASS_GOAL_ADD, variables: { data: goalData(values), userIds: [...chosen] } });
      toast.success(`Goal created successfully for ${data!.massGoalAdd.created} partners.`);
    } catch (error) {
      throw new Error(userMessageOf(error, ITEM_KINDS.goal.messages.createFailed), { cause: error });
    }
    onClose();
  };

  return (
    <FormDialog title="Add Goal to Several Partners" canSave={canSaveGoal(values) && chosen.size > 0 && !tooMany} onSave={save} onClose={onClose}>
      <GoalFields values={values} onChange={setValues} />
      <Typography variant="subtitle1" component="h3">
        Partners ({chosen.size} chosen)
      </Typography>
      {loadFailed ? (
        <Alert severity="error">The partners could not be loaded. Please try again.</Alert>
      ) : !partners ? (
        <LinearProgress aria-label="Loading partners" />
      ) : partners.length === 0 ? (
        <Typography color="text.secondary">No partners in this list.</Typography>
      ) : tooMany ? (
        <Alert severity="info">This list holds {partners.length} partners: filter it to at most {MASS_GOAL_MAX} first.</Alert>
      ) : (
        <FormGroup sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' }}>
          <FormControlLabel
            control={<Checkbox checked={allChosen} indeterminate={chosen.size > 0 && !allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(partners.map((p) => p.id)))} />}
            label="All partners in this list"
          />
          {partners.map((p) => (
            <FormControlLabel key={p.id} control={<Checkbox checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />} label={`${employeeName(p)} (${p.employeeNumber ?? ''})`} />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}
