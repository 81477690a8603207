import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/ui/toasts/ToastProvider';
import { createApiClient } from '../lib/api/apolloClient';
import { createMockTransport, type MockHandler } from './mockApi';

/** A component with the theme, toasts and an API client over mocked answers (no session, no routes). */
export function renderWithApi(ui: ReactElement, handlers: Record<string, MockHandler>) {
  const transport = createMockTransport(handlers);
  const client = createApiClient({ getToken: () => 'token', onUnauthenticated: () => {}, transport: transport.link });
  const view = render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ApolloProvider client={client}>{ui}</ApolloProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...view, calls: transport.calls, client };
}
