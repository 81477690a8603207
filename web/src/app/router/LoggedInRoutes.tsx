import { Navigate, Route, Routes } from 'react-router';
import { ApolloClientProvider } from '../../lib/api/ApolloClientProvider';
import { AppLayout } from '../shell/AppLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { MyPageRedirect } from './MyPageRedirect';
import { PAGE_ROUTES } from './pages';

export { preloadPage } from './pages';
import { RouteGuard } from './RouteGuard';
import { ScrollKeeper } from './ScrollKeeper';

/** The signed-in app: the shell around every page the permission map routes. Loaded lazily (AppRoutes). */
export function LoggedInRoutes() {
  return (
    <ApolloClientProvider>
      <ScrollKeeper />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="/my/:page" element={<MyPageRedirect />} />
          <Route element={<RouteGuard />}>
            {PAGE_ROUTES.map((page) => (
              <Route key={page.pattern} path={page.pattern} element={page.element} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ApolloClientProvider>
  );
}
