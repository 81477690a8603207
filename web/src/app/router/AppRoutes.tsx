import { Navigate, Route, Routes } from 'react-router';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { LoginPage } from '../../features/auth/LoginPage';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { SignupPage } from '../../features/auth/SignupPage';
import { useSession } from '../../lib/auth/sessionContext';
import { AppLayout } from '../shell/AppLayout';
import { FullPageLoader } from '../shell/FullPageLoader';
import { PortalUnreachable } from '../shell/PortalUnreachable';
import { PAGE_ROUTES } from './pages';
import { RouteGuard } from './RouteGuard';

function LoggedOutRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot" element={<ForgotPasswordPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/reset/:token" element={<ResetPasswordPage />} />
      {/* Any other path shows the sign-in form; after sign-in the app goes to the own card. */}
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

function LoggedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route element={<RouteGuard />}>
          {PAGE_ROUTES.map((page) => (
            <Route key={page.pattern} path={page.pattern} element={page.element} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const { status } = useSession();
  if (status === 'checking') return <FullPageLoader label="Checking your session..." />;
  if (status === 'unreachable') return <PortalUnreachable />;
  return status === 'loggedIn' ? <LoggedInRoutes /> : <LoggedOutRoutes />;
}
