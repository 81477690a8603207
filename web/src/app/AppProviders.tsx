import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toasts/ToastProvider';
import { ApiClientContext, type ApiClientSource } from '../lib/api/apiClient';
import { SessionProvider } from '../lib/auth/SessionProvider';
import { theme } from './theme';

/**
 * Theme, toasts, API client and session, in the order they depend on each other. Apollo's own
 * provider (its hooks) is added by the signed-in routes, which load Apollo (LoggedInRoutes).
 */
export function AppProviders({ api, children }: { api: ApiClientSource; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <ApiClientContext value={api}>
          <SessionProvider>{children}</SessionProvider>
        </ApiClientContext>
      </ToastProvider>
    </ThemeProvider>
  );
}
