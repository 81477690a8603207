import { Navigate, useParams } from 'react-router';
import { ownCardPath } from '../../lib/auth/paths';
import { useViewer } from '../../lib/auth/sessionContext';

/**
 * The home-screen shortcuts of the web app manifest (decision 0096) are the same for everyone,
 * so they name "my" page: /my/card, /my/goals and /my/followups land on the viewer's own.
 */
export function MyPageRedirect() {
  const { page } = useParams();
  const { user } = useViewer();
  const number = encodeURIComponent((user.employeeNumber ?? '').trim());
  const to = page === 'card' ? ownCardPath(user.employeeNumber) : page === 'goals' ? `/goals/${number}` : page === 'followups' ? `/followups/${number}` : '/dashboard';
  return <Navigate to={to} replace />;
}
