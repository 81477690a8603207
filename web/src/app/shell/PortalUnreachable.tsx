import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSession } from '../../lib/auth/sessionContext';

/**
 * The stored session could not be checked because the server failed or could not be reached.
 * Showing the sign-in form here would look like a logout; the session is kept and can be checked again.
 */
export function PortalUnreachable() {
  const { error, retryCheck } = useSession();
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={retryCheck}>
            Try again
          </Button>
        }
      >
        {error}
      </Alert>
    </Box>
  );
}
