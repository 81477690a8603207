import { FailureNotice } from '../../components/ui/FailureNotice';
import { useSession } from '../../lib/auth/sessionContext';

/**
 * The stored session could not be checked because the server failed or could not be reached.
 * Showing the sign-in form here would look like a logout; the session is kept and can be checked again.
 */
export function PortalUnreachable() {
  const { error, retryCheck } = useSession();
  return (
    <FailureNotice action="Try again" onAction={retryCheck} minHeight="60vh">
      {error}
    </FailureNotice>
  );
}
