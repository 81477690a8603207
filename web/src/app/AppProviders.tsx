import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toasts/ToastProvider';
import { SessionProvider } from '../lib/auth/SessionProvider';
import { theme } from './theme';

/** Theme, toasts, API client and session, in the order they depend on each other. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <ApolloProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </ApolloProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
