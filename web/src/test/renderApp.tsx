import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router/AppRoutes';
import { readyApiClient } from '../lib/api/apiClient';
import { createApiClient } from '../lib/api/apolloClient';
import { announceSessionRejected } from '../lib/auth/sessionEvents';
import { readToken, writeToken } from '../lib/auth/tokenCookie';
import { createMockTransport, type MockHandler } from './mockApi';

/** Shows the current path so tests can assert where the app went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{location.pathname + location.search}</div>;
}

interface RenderAppOptions {
  path?: string;
  handlers: Record<string, MockHandler>;
  /** Starts with a session cookie (a returning, logged-in browser). */
  token?: string;
  children?: ReactNode;
}

/** The whole app (providers, session, routes) over a mocked API, as a browser would see it. */
export function renderApp({ path = '/', handlers, token, children }: RenderAppOptions) {
  if (token) writeToken(token);
  const transport = createMockTransport(handlers);
  const client = createApiClient({ getToken: readToken, onUnauthenticated: announceSessionRejected, transport: transport.link });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders api={readyApiClient(client)}>
        <AppRoutes />
        <LocationProbe />
        {children}
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, calls: transport.calls, client };
}

/** Makes MUI's useMediaQuery see a phone-sized screen (below `sm`) or a desktop one. */
export function setScreenWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      // Only a width is simulated: any other feature (reduced motion, say) does not match.
      const matches = (max !== null || min !== null) && (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
}
