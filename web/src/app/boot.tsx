import { setClock } from '@portal/common';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FirstScreenContext, type FirstScreenState } from '../lib/firstScreen';
import { tellLayout } from '../lib/layoutCookie';
import { readFirstScreen, takesOver } from './takeOver';
import { App, browserApiClient } from './App';
import { loadSignedInPage } from './router/AppRoutes';

/**
 * Renders the app into #root, replacing what the HTML drew there (main.tsx loads this once it has
 * painted). The first render is a transition, so React renders it in slices of a few
 * milliseconds instead of one long task (a phone spent 300-500 ms on the sign-in form in one
 * task, most of the page's blocking time; decision 0109). Until it commits, the drawn card or
 * loader stays on screen; nothing can be typed into a drawn card either way.
 *
 * A screen the server drew with its data (a phone's dashboard, decision 0125) comes with what the
 * server's render used: the viewer, Apollo's cache and its clock. Where this browser renders the
 * same (its time zone and its layout are the server's), React takes the drawn HTML over
 * (hydration) instead of drawing it again; elsewhere it draws the page from that data at once.
 */
export function mount(container: HTMLElement): void {
  // For the server: a phone's next visit to its dashboard is drawn.
  tellLayout();
  const drawn = readFirstScreen();
  if (drawn) {
    void mountDrawn(container, drawn);
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  markMounted(container);
}

/**
 * Says on #root that React runs the page: from then on a click is answered, even on a drawn
 * section React has not taken over yet (it replays the click once it has). Before, a click on a
 * drawn screen does nothing (the journeys wait for this mark: e2e/journeyHelpers.ts).
 */
function markMounted(container: HTMLElement): void {
  container.dataset.app = 'mounted';
}

/**
 * After the root's first commit, React takes the drawn sections (the page's Suspense boundaries)
 * over in tasks of their own: the server's answers stand in for the network's until the page is
 * idle (the take-over done), at most MAX_CACHE_FIRST_MS; CACHE_FIRST_MS where the browser cannot say
 * when it is idle (Safari).
 */
const CACHE_FIRST_MS = 2_000;
const MAX_CACHE_FIRST_MS = 10_000;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: MAX_CACHE_FIRST_MS });
  else setTimeout(run, CACHE_FIRST_MS);
}

async function mountDrawn(container: HTMLElement, drawn: FirstScreenState): Promise<void> {
  // The drawn page's data came without an API answer's clock: take the portal's from the page.
  setClock({ at: drawn.now, timeZone: drawn.companyTimeZone });
  const api = browserApiClient();
  const [client] = await Promise.all([api.getClient(), loadSignedInPage(window.location.pathname)]);
  client.restore(drawn.apollo as Parameters<typeof client.restore>[0]);
  // The first render reads the server's answers, even of queries that otherwise always ask the
  // network: they are a moment old, and an answer still on its way would draw a loading bar where
  // the drawn screen has the list (Apollo's own ssrForceFetchDelay does the same for a while).
  client.prioritizeCacheValues = true;
  const settle = () =>
    whenIdle(() => {
      client.prioritizeCacheValues = false;
    });
  const app = <App api={api} checkedAs={drawn.viewer} drawnWidth={drawn.width} />;
  if (!takesOver(drawn)) {
    const root = createRoot(container);
    startTransition(() => root.render(<StrictMode><Settled onSettled={settle}>{app}</Settled></StrictMode>));
    markMounted(container);
    return;
  }
  // A transition, as the first render above: React takes the screen over in slices of a few
  // milliseconds instead of one long task (the drawn screen is on view meanwhile).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstScreenContext value={{ now: new Date(drawn.now) }}>
          <Settled onSettled={settle}>{app}</Settled>
        </FirstScreenContext>
      </StrictMode>,
    );
  });
  markMounted(container);
}

/** Calls `onSettled` once the first render has committed (the root's effect runs after every other one of that commit). */
function Settled({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  useEffect(onSettled, [onSettled]);
  return children;
}
