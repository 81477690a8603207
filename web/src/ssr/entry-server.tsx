import { clock, parseCompanyClock, setClock, type ApiOperation, type DrawnScreen, type DrawRequest } from '@portal/common';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import { useState, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { from, NEVER } from 'rxjs';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router/AppRoutes';
import { readyApiClient } from '../lib/api/apiClient';
import { endpointFor, FOUNDATION_API_PATH } from '../lib/api/endpoints';
import { CHECK_AUTH, type SessionUser } from '../lib/auth/operations';
import { FirstScreenContext, PHONE_WIDTH, type FirstScreenState } from '../lib/firstScreen';
import { pageTitle } from '../lib/usePageTitle';

/**
 * The server's side of a drawn first screen (decisions 0125, 0144): the signed-in dashboard
 * rendered with React in Node, its data asked of the portal's API inside the server's process
 * with the browser's session, as a phone shows it. Built by `vite build --ssr` into
 * web/dist-ssr/ and loaded by the server (server/src/http/firstScreen.ts), which writes the HTML
 * into the dashboard's page.
 */

/** Each operation handed to the server's API as the browser's app would send it over HTTP. */
function inProcessLink(api: DrawRequest['api']): ApolloLink {
  return new ApolloLink((operation) => {
    const endpoint: ApiOperation['endpoint'] = endpointFor(operation.getContext()) === FOUNDATION_API_PATH ? 'foundation' : 'api';
    return from(api({ endpoint, query: print(operation.query), variables: operation.variables, operationName: operation.operationName }));
  });
}

interface RenderStyles {
  /** The style cache of the last render pass: the rules of what the HTML has. */
  cache?: EmotionCache;
}

/**
 * A style cache per render pass, which collects the rules instead of writing them as <style>
 * elements beside the elements (Emotion's default on a server: those elements, siblings of the
 * page's, changed what sibling selectors such as :last-child matched, and the page moved when the
 * browser's Emotion took them to the head). The rules go in the head (`styles`), where the
 * browser's Emotion finds them and does not insert them again.
 */
function StylesOfThisRender({ onCache, children }: { onCache: (cache: EmotionCache) => void; children: ReactNode }) {
  const [cache] = useState(() => {
    const created = createCache({ key: 'css' });
    created.compat = true;
    onCache(created);
    return created;
  });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/** No part of the page is sent apart from the rest (React would write a script to put it in place, which the page's policy forbids). */
const WHOLE = Number.POSITIVE_INFINITY;

function firstScreenTree({ client, viewer, url, now, styles }: { client: ApolloClient; viewer: SessionUser; url: string; now: Date; styles: RenderStyles }) {
  return (
    <StylesOfThisRender
      onCache={(cache) => {
        styles.cache = cache;
      }}
    >
      <FirstScreenContext value={{ now }}>
        <StaticRouter location={url}>
          <AppProviders api={readyApiClient(client)} checkedAs={viewer} drawnWidth={PHONE_WIDTH}>
            <AppRoutes />
          </AppProviders>
        </StaticRouter>
      </FirstScreenContext>
    </StylesOfThisRender>
  );
}

/** Someone to render the screen for while warming up: no query is ever answered, so nothing of anyone's is read. */
const WARM_UP_VIEWER: SessionUser = { id: 0, employeeNumber: '0', userType: 'superAdmin', firstName: null, lastName: null, profileImage: null, jobTitle: null, group: null };

/**
 * Renders the dashboard once, every query left unanswered (its loading state): the server's first
 * drawn screen after a start then finds the render's code loaded and compiled (the first render
 * took 0.4-0.6 s, the next ones 50-80 ms).
 */
export async function warmUp(): Promise<void> {
  const { createApiClient } = await import('../lib/api/apolloClient');
  const client = createApiClient({ getToken: () => null, onUnauthenticated: () => {}, transport: new ApolloLink(() => NEVER), ssrMode: true });
  const { prelude } = await prerenderToNodeStream(firstScreenTree({ client, viewer: WARM_UP_VIEWER, url: '/dashboard', now: clock.now(), styles: {} }), { progressiveChunkSize: WHOLE });
  for await (const chunk of prelude) void chunk;
  client.stop();
}

/** The dashboard as the browser's app renders it for this session on a phone, or null when the session is not valid. */
export async function drawFirstScreen(request: DrawRequest): Promise<DrawnScreen<FirstScreenState> | null> {
  // The server's clock: this module's copy of it is set from the server's at every drawing.
  setClock(parseCompanyClock(request.clock) ?? {});
  // Imported as the browser's app imports it (lib/api/apiClient.ts), so the build keeps one way to load it.
  const { createApiClient } = await import('../lib/api/apolloClient');
  const client = createApiClient({ getToken: () => null, onUnauthenticated: () => {}, transport: inProcessLink(request.api), ssrMode: true });
  const viewer = await client
    .query({ query: CHECK_AUTH })
    .then(({ data }) => data?.checkAuth ?? null)
    .catch(() => null);
  if (!viewer) return null;
  const now = clock.now();
  const styles: RenderStyles = {};
  const { result, aborted } = await prerenderStatic({
    tree: firstScreenTree({ client, viewer, url: request.url, now, styles }),
    signal: request.signal,
    renderFunction: (element) =>
      prerenderToNodeStream(element, {
        signal: request.signal,
        progressiveChunkSize: WHOLE,
        // A render past its time is ended on purpose, and the server says so in its log: React need not print its stack.
        onError: (error) => {
          if (!request.signal.aborted) console.error(error);
        },
      }),
    maxRerenders: 8,
  });
  if (aborted || !styles.cache) return null;
  client.stop();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styles.cache);
  return {
    html: result,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(result)),
    title: pageTitle('Dashboard'),
    state: { viewer, apollo: client.extract() as Record<string, unknown>, now: now.toISOString(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, companyTimeZone: clock.timeZone(), width: PHONE_WIDTH },
  };
}
