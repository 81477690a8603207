import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createApiClient } from '../lib/api/apolloClient';
import { announceSessionRejected } from '../lib/auth/sessionEvents';
import { readToken } from '../lib/auth/tokenCookie';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';

export function App() {
  const [client] = useState(() => createApiClient({ getToken: readToken, onUnauthenticated: announceSessionRejected }));
  return (
    <BrowserRouter>
      <AppProviders client={client}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
