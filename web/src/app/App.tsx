import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyApiClient } from '../lib/api/apiClient';
import { announceSessionRejected } from '../lib/auth/sessionEvents';
import { readToken } from '../lib/auth/tokenCookie';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';

export function App() {
  const [api] = useState(() => lazyApiClient({ getToken: readToken, onUnauthenticated: announceSessionRejected }));
  return (
    <BrowserRouter>
      <AppProviders api={api}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
