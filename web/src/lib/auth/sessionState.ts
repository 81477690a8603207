import { isRole, type RouteViewer } from '@portal/common';
import type { SessionUser } from './operations';
import type { SessionStatus } from './sessionContext';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  error: string | null;
}

export type SessionAction =
  | { type: 'loginStarted' }
  | { type: 'loggedIn'; user: SessionUser }
  | { type: 'failed'; error: string }
  | { type: 'checking' }
  | { type: 'unreachable'; error: string }
  | { type: 'loggedOut' };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'loginStarted':
      return { status: 'loginPending', user: null, error: null };
    case 'loggedIn':
      return { status: 'loggedIn', user: action.user, error: null };
    case 'failed':
      return { status: 'loggedOut', user: null, error: action.error };
    case 'loggedOut':
      return { status: 'loggedOut', user: null, error: null };
    case 'checking':
      return { status: 'checking', user: null, error: null };
    case 'unreachable':
      return { status: 'unreachable', user: null, error: action.error };
  }
}

/** An unknown userType gets the least access: a plain user. */
export function viewerOf(user: SessionUser | null): RouteViewer | null {
  if (!user) return null;
  return { role: isRole(user.userType) ? user.userType : 'user', employeeNumber: (user.employeeNumber ?? '').trim() };
}
