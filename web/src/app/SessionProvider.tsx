import { clock, MESSAGES } from '@portal/common';
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/ui/toasts/useToast';
import { useApiClient } from '../lib/api/apiClient';
import { hasErrorCode, userMessageOf } from '../lib/api/errors';
import { recordActivity, watchIdle } from '../lib/auth/idleTimer';
import { CHECK_AUTH, LOGIN, LOGOUT, type SessionUser } from '../lib/auth/operations';
import { ownCardPath } from '../lib/auth/paths';
import { SessionContext, type Session } from '../lib/auth/sessionContext';
import { onSessionRejected } from '../lib/auth/sessionEvents';
import { sessionReducer, viewerOf, type SessionState } from '../lib/auth/sessionState';
import { readToken, removeToken, writeToken } from '../lib/auth/tokenCookie';
import { forgetKept, keepFor, openKeptSession } from '../lib/offline/keptData';
import { registerServiceWorker } from '../lib/offline/serviceWorker';

/**
 * `checkedAs`: the viewer the server found when it drew the first screen with this browser's
 * session (src/lib/firstScreen.ts): the session starts signed in, and is not checked again.
 */
export function SessionProvider({ checkedAs, children }: { checkedAs?: SessionUser; children: ReactNode }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [state, dispatch] = useReducer(sessionReducer, undefined, (): SessionState =>
    checkedAs ? { status: 'loggedIn', user: checkedAs, error: null } : { status: readToken() ? 'checking' : 'loggedOut', user: null, error: null },
  );
  // The server's check counts as the first one: only a retry checks again.
  const [checkedByServer] = useState(!!checkedAs);
  // Read by the UNAUTHENTICATED listener, which must not be re-subscribed on every change.
  const loggedInRef = useRef(false);
  useEffect(() => {
    loggedInRef.current = state.status === 'loggedIn';
  }, [state.status]);

  /** Ends the session in this browser: cookie, session storage, the offline copies and cached data go. */
  const endSession = useCallback(() => {
    removeToken();
    window.sessionStorage.clear();
    forgetKept();
    // One transition for the state and the path (the router navigates in a transition too), so
    // the logged-out routes never render the old path, nor the logged-in ones the new.
    startTransition(() => {
      dispatch({ type: 'loggedOut' });
      navigate('/');
    });
    // Nothing of this user may survive in the cache. clearStore rather than resetStore: nothing
    // logged-in may refetch without a token. (The client exists: the session was checked or made with it.)
    void api.getClient().then((client) => client.clearStore());
  }, [api, navigate]);

  const logout = useCallback(async () => {
    try {
      const client = await api.getClient();
      await client.mutate({ mutation: LOGOUT });
    } catch (error) {
      console.warn('[session] logout call failed; ending the session locally', error);
    }
    endSession();
  }, [api, endSession]);

  const login = useCallback(
    async (email: string, password: string) => {
      dispatch({ type: 'loginStarted' });
      try {
        const client = await api.getClient();
        const { data } = await client.mutate({ mutation: LOGIN, variables: { input: { email: email.trim(), password } } });
        if (!data) throw new Error('Empty login answer');
        writeToken(data.login.token);
        recordActivity(clock.nowMs(), true);
        const user = data.login.user;
        // Before the first page reads anything: its answers are kept for this person only.
        keepFor(data.login.token, user);
        startTransition(() => {
          dispatch({ type: 'loggedIn', user });
          navigate(ownCardPath(user.employeeNumber));
        });
      } catch (error) {
        removeToken();
        const message = userMessageOf(error, MESSAGES.somethingWentWrong);
        toast.error(message);
        dispatch({ type: 'failed', error: message });
      }
    },
    [api, navigate, toast],
  );

  // On load, a stored token is checked once; a refused token ends the session. A server or
  // network failure is not a refusal: the session stays and the app offers to try again.
  const [checkRound, setCheckRound] = useState(0);
  const retryCheck = useCallback(() => {
    dispatch({ type: 'checking' });
    setCheckRound((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!readToken() || (checkedByServer && checkRound === 0)) return;
    let cancelled = false;
    // A failure to load the client (offline) is a network failure too: the portal is unreachable.
    api
      .getClient()
      .then((client) => client.query({ query: CHECK_AUTH, fetchPolicy: 'network-only' }))
      .then(({ data }) => {
        if (cancelled) return;
        // A transition: the signed-in app's first render (shell and page) is done in slices
        // instead of one long task, so the page stays responsive while it appears (issue 28).
        if (data) {
          const token = readToken();
          if (token) keepFor(token, data.checkAuth);
          startTransition(() => dispatch({ type: 'loggedIn', user: data.checkAuth }));
        } else dispatch({ type: 'failed', error: MESSAGES.notAuthorized });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (hasErrorCode(error, 'UNAUTHENTICATED')) {
          toast.error(MESSAGES.notAuthorized);
          removeToken();
          dispatch({ type: 'failed', error: userMessageOf(error, MESSAGES.notAuthorized) });
        } else {
          // Without a network, the person this session kept copies for sees them (decision 0168);
          // the server checks the session again with the first call that reaches it.
          const keptUser = openKeptSession(readToken());
          if (keptUser) {
            startTransition(() => dispatch({ type: 'loggedIn', user: keptUser }));
            return;
          }
          console.error('[session] check-auth failed', error);
          dispatch({ type: 'unreachable', error: MESSAGES.portalUnreachable });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [api, toast, checkRound, checkedByServer]);

  // A session the server drew the first screen for keeps copies too; a signed-in app keeps its shell.
  useEffect(() => {
    if (state.status !== 'loggedIn') return;
    const token = readToken();
    if (checkedAs && token) keepFor(token, checkedAs);
    registerServiceWorker();
  }, [state.status, checkedAs]);

  // Any other call refused as UNAUTHENTICATED while logged in: the session is gone.
  useEffect(
    () =>
      onSessionRejected(() => {
        if (!loggedInRef.current) return;
        loggedInRef.current = false;
        toast.error(MESSAGES.notAuthorized);
        endSession();
      }),
    [endSession, toast],
  );

  // One hour without activity in any tab logs out.
  useEffect(() => {
    if (state.status !== 'loggedIn') return;
    return watchIdle(() => {
      toast.info(MESSAGES.sessionExpired);
      void logout();
    });
  }, [state.status, logout, toast]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      loggedIn: state.status === 'loggedIn',
      loginPending: state.status === 'loginPending',
      error: state.error,
      user: state.user,
      viewer: viewerOf(state.user),
      login,
      logout,
      retryCheck,
    }),
    [state, login, logout, retryCheck],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
