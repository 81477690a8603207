import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApiClient } from '../../lib/api/apiClient';
import { ownCardPath } from '../../lib/auth/paths';
import { formatTimestamp } from '../../lib/dates';
import { OFFLINE_WRITES_MESSAGE, useOffline } from '../../lib/offline/offlineStatus';

/**
 * Above every signed-in page while offline (decision 0168): how old what the page shows is, in
 * the company's zone, and that nothing can be saved. Back online, the pages read again.
 */
export function OfflineNotice() {
  const { offline, asOf } = useOffline();
  const api = useApiClient();
  const wasOffline = useRef(offline);
  useEffect(() => {
    // A read that fails again shows its own error on its page: nothing to add here.
    if (wasOffline.current && !offline) void api.current()?.refetchObservableQueries().catch(() => undefined);
    wasOffline.current = offline;
  }, [offline, api]);
  if (!offline) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      <strong>{asOf ? `Offline: as of ${formatTimestamp(asOf)}` : 'Offline'}</strong>
      <br />
      {OFFLINE_WRITES_MESSAGE}
    </Alert>
  );
}

/** A page that is not kept on the device, opened without a network: said plainly, with the way to what is. */
export function NotKeptOffline({ employeeNumber }: { employeeNumber: string }) {
  return (
    <Alert severity="info">
      This page isn&apos;t kept on this device, so it can&apos;t open while you are offline.
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button component={RouterLink} to={ownCardPath(employeeNumber)} size="small" variant="outlined">
          My baseball card
        </Button>
        <Button component={RouterLink} to="/dashboard" size="small" variant="outlined">
          Dashboard
        </Button>
      </Stack>
    </Alert>
  );
}
