import { createContext, useContext } from 'react';
import type { RouteViewer } from '@portal/common';
import type { SessionUser } from './operations';

/** `unreachable`: a stored session could not be checked (server error, network): neither in nor out. */
export type SessionStatus = 'checking' | 'unreachable' | 'loggedOut' | 'loginPending' | 'loggedIn';

export interface Session {
  status: SessionStatus;
  loggedIn: boolean;
  loginPending: boolean;
  /** The last sign-in or check-auth failure, for screens that show it. */
  error: string | null;
  user: SessionUser | null;
  /** Role and employee number as the permission map needs them (null when logged out). */
  viewer: RouteViewer | null;
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Checks the stored session again (after `unreachable`). */
  retryCheck(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The viewer of a logged-in screen; those screens render only inside the route guard. */
export function useViewer(): RouteViewer & { user: SessionUser } {
  const { viewer, user } = useSession();
  if (!viewer || !user) throw new Error('useViewer needs a logged-in session');
  return { ...viewer, user };
}
