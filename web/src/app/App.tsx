import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyApiClient, type ApiClientSource } from '../lib/api/apiClient';
import type { SessionUser } from '../lib/auth/operations';
import { announceSessionRejected } from '../lib/auth/sessionEvents';
import { readToken } from '../lib/auth/tokenCookie';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';

/** The app in the browser; `api`, `checkedAs` and `drawnWidth` when it takes over a screen the server drew (boot.tsx). */
export function App({ api: given, checkedAs, drawnWidth }: { api?: ApiClientSource; checkedAs?: SessionUser; drawnWidth?: number }) {
  const [api] = useState(() => given ?? browserApiClient());
  return (
    <BrowserRouter>
      <AppProviders api={api} checkedAs={checkedAs} drawnWidth={drawnWidth}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}

/** The API client of the browser's app: the session cookie's token, and a refused one ends the session. */
export function browserApiClient(): ApiClientSource {
  return lazyApiClient({ getToken: readToken, onUnauthenticated: announceSessionRejected });
}
