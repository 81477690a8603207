import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { can } from '@portal/common';
import { useToast } from '../../components/ui/toasts/useToast';
import { errorCodeOf, userMessageOf } from '../../lib/api/errors';
import { useViewer } from '../../lib/auth/sessionContext';
import { EMPLOYEE_SYNC } from './operations';

export const SYNC_FAILED = 'Something went wrong syncing employees. Please contact support';

/** Foundation Sync (spec 2): superAdmins and webEditors pull employees from the HR data. */
export function SyncSection() {
  const { role } = useViewer();
  const toast = useToast();
  const [sync, { loading }] = useMutation(EMPLOYEE_SYNC);
  if (!can(role, 'employeeSync.run')) return null;

  const run = async () => {
    try {
      const { data } = await sync();
      if (!data) throw new Error('no answer');
      const { message, employeesCreated, employeesUpdated } = data.employeeSync;
      toast.success(`${message} Employees created: ${employeesCreated}. Employees updated: ${employeesUpdated}.`);
    } catch (error) {
      // Another sync already running is worth saying as the server words it.
      toast.error(errorCodeOf(error) === 'CONFLICT' ? userMessageOf(error, SYNC_FAILED) : SYNC_FAILED);
    }
  };

  return (
    <Paper component="section" aria-labelledby="foundation-sync" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="foundation-sync" variant="h5" component="h2" gutterBottom>
        Foundation Sync
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Creates and updates employees from the HR (foundation) data. Access levels, groups and T-shirt sizes stay as they are.
      </Typography>
      <Button variant="contained" startIcon={<Sync />} onClick={() => void run()} loading={loading} disabled={loading}>
        Sync
      </Button>
    </Paper>
  );
}
