import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toasts/ToastProvider';
import { ApiClientContext, type ApiClientSource } from '../lib/api/apiClient';
import type { SessionUser } from '../lib/auth/operations';
import { SessionProvider } from './SessionProvider';
import { matchMediaAt } from '../lib/firstScreen';
import { theme } from './theme';

interface AppProvidersProps {
  api: ApiClientSource;
  /** The viewer the server found, when it drew the first screen (src/lib/firstScreen.ts). */
  checkedAs?: SessionUser;
  /** The screen width the server drew for: media queries answer for it while the drawn screen is taken over. */
  drawnWidth?: number;
  children: ReactNode;
}

/**
 * Theme, toasts, API client and session, in the order they depend on each other. Apollo's own
 * provider (its hooks) is added by the signed-in routes, which load Apollo (LoggedInRoutes).
 */
export function AppProviders({ api, checkedAs, drawnWidth, children }: AppProvidersProps) {
  const [shownTheme] = useState(() => (drawnWidth === undefined ? theme : themeDrawnAt(drawnWidth)));
  return (
    <ThemeProvider theme={shownTheme}>
      <CssBaseline />
      <ToastProvider>
        <ApiClientContext value={api}>
          <SessionProvider checkedAs={checkedAs}>{children}</SessionProvider>
        </ApiClientContext>
      </ToastProvider>
    </ThemeProvider>
  );
}

/**
 * The theme, with MUI's media queries answering for the drawn width where React asks for the
 * server's answer (on the server, and in the browser while it takes the drawn screen over); after
 * that they follow the real screen.
 */
function themeDrawnAt(width: number): typeof theme {
  return { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaAt(width) } } } };
}
