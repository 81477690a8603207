import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Logger } from 'pino';
import { companyClockHeader, FIRST_SCREEN_ID, LAYOUT_COOKIE, PHONE_LAYOUT, type DrawnScreen, type FirstScreenRender } from '@portal/common';
import type { InProcessApi } from './inProcessApi';
import { cookieOf, sessionTokenOf } from './webPage';

/**
 * A phone's dashboard drawn by the server with its data (decisions 0125, 0144).
 *
 * The web build's server render (web/src/ssr/entry-server.tsx, built into web/dist-ssr/) renders
 * the dashboard with React for the session in the browser's cookie, asking the portal's API inside
 * this process (inProcessApi.ts: the context a request with that session gets, so the same
 * policies and answers). Its HTML goes inside #root of the dashboard's page, with what the
 * browser's app needs to take it over (the viewer, Apollo's cache, the render's clock, time zone
 * and width).
 *
 * Drawn only for a browser whose app said its layout is a phone's (the LAYOUT_COOKIE it sets from
 * its own width: web/src/lib/layoutCookie.ts), on /dashboard, with a session, and only while the
 * server is not drawing for this session already nor MAX_DRAWINGS pages for anyone. Anything else,
 * a session the API refuses, a render that fails or takes longer than DRAW_TIMEOUT_MS: the static
 * page, which the browser's app draws itself, as before.
 *
 * The page is this user's: `Cache-Control: no-store`.
 */

/** Beyond this the browser draws the page itself (it asks the same API, so no slower than before). */
const DRAW_TIMEOUT_MS = 2_000;
/**
 * Drawings at a time per server. Each is about 8 API reads and a render on this thread (230-800
 * ms on a loaded machine): four phones looping on their dashboard without a bound took another
 * user's p95 from 21 ms to 388 ms (issue 42). A phone past the bound gets the static page at once.
 */
export const MAX_DRAWINGS = 2;
const DRAWN_PATH = '/dashboard';
const PAGE = 'index.dashboard.html';

export interface FirstScreenDeps {
  webDist: string;
  /** The portal's API inside the process (inProcessApi.ts). */
  api: InProcessApi;
  log: Logger;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A browser whose app said it shows a phone's layout (the layout is chosen by the width, which a request does not tell). */
export function asksForPhoneLayout(headers: IncomingMessage['headers']): boolean {
  return cookieOf(headers.cookie, LAYOUT_COOKIE) === PHONE_LAYOUT;
}

/** The JSON of a value inside a <script> element: nothing in it can end the element or the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The build's links that fetch the app's code beside the HTML (web/build/entryPages.ts). */
const CODE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * The page: the build's dashboard page with the drawn HTML in #root (in place of the session
 * check's loader), its styles in the head and the app's data after it. Without the links that
 * fetch the app's code beside the HTML: the drawn screen needs no code to show, so its first
 * paint waits for none of it (the entry fetches it once that paint is done: web/src/main.tsx).
 */
function pageWithDrawnScreen(template: string, drawn: DrawnScreen): string | null {
  const headEnd = template.indexOf('</head>');
  const root = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  if (headEnd < 0 || root < headEnd || bodyEnd < root) return null;
  const head = template
    .slice(0, headEnd)
    .replace(CODE_PRELOADS, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawn.title)}</title>`);
  const data = `<script type="application/json" id="${FIRST_SCREEN_ID}">${jsonForScript(drawn.state)}</script>`;
  return `${head}${drawn.styles}\n  ${template.slice(headEnd, root)}<div id="root">${drawn.html}</div>\n    ${data}\n  ${template.slice(bodyEnd)}`;
}

export function firstScreenDrawer(deps: FirstScreenDeps) {
  const entry = path.join(deps.webDist, '..', 'dist-ssr', 'entry-server.js');

  /**
   * The render of the build on disk when it was first loaded. A build made while the server runs
   * (a deploy that rebuilds in place, which decision 0118 has the web files served through) gets
   * no drawn page until the restart: the loaded render's markup would not match the new build's
   * code (React would throw the drawing away and draw again), and loading the new one beside it
   * would keep both in memory (Node does not unload a module; the render is about 40 MB) and give
   * its chunks, which import the entry by its path, the old entry's React contexts.
   */
  let loaded: { build: number; module: Promise<FirstScreenRender | null>; warming?: Promise<void> } | undefined;
  let changeTold = false;
  const load = () => {
    const build = fs.statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
    if (build === undefined) return null;
    loaded ??= {
      build,
      module: import(pathToFileURL(entry).href).then(
        (module: FirstScreenRender) => module,
        (error: unknown) => {
          deps.log.error({ err: error }, 'the server render of the first screen could not be loaded');
          return null;
        },
      ),
    };
    if (loaded.build === build) return loaded;
    if (!changeTold) deps.log.warn('the web build changed since the server loaded its render: phones get the page their browser draws until a restart');
    changeTold = true;
    return null;
  };

  /**
   * Loads the server render and renders once without data, when a phone first asks for any of
   * the app's pages (its sign-in page, most often, before its dashboard): the first dashboard then
   * does not wait for the render's code to load and compile (0.5-1.2 s against 0.1-0.3 s). Not at
   * start: the render's code is about 40 MB of a server's memory, which a portal no phone opens
   * does not need to hold (decision 0110's budget).
   */
  const warmUp = () => {
    const render = load();
    if (render)
      render.warming ??= render.module
        .then((drawer) => drawer?.warmUp())
        .catch((error: unknown) => deps.log.warn({ err: error }, 'the server render of the first screen did not warm up'));
  };

  /** The sessions being drawn for: one drawing per session, MAX_DRAWINGS in all. */
  const drawing = new Set<string>();

  /** Sends the drawn dashboard and says true, or says false for the caller to send the static page. */
  return async function sendDrawnPage(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' || !asksForPhoneLayout(req.headers)) return false;
    if (pathname !== DRAWN_PATH) {
      warmUp();
      return false;
    }
    const token = sessionTokenOf(req.headers.cookie);
    if (!token) return false;
    if (drawing.has(token) || drawing.size >= MAX_DRAWINGS) {
      deps.log.debug({ drawing: drawing.size, again: drawing.has(token) }, 'the first screen was not drawn (the server is drawing enough); the browser draws it');
      return false;
    }
    const started = performance.now();
    drawing.add(token);
    try {
      const drawer = await load()?.module;
      if (!drawer) return false;
      const signal = AbortSignal.timeout(DRAW_TIMEOUT_MS);
      const [drawn, template] = await Promise.all([
        drawer.drawFirstScreen({ url: req.url ?? DRAWN_PATH, api: deps.api(req, token), clock: companyClockHeader(), signal }),
        fs.promises.readFile(path.join(deps.webDist, PAGE), 'utf8'),
      ]);
      if (!drawn) {
        // Not an error: a session the API refuses (signed out elsewhere, expired), or a slow draw.
        const why = signal.aborted ? `it ran over ${DRAW_TIMEOUT_MS} ms` : 'the API refused the session';
        deps.log.debug({ ms: Math.round(performance.now() - started) }, `the first screen was not drawn (${why}); the browser draws it`);
        return false;
      }
      const page = pageWithDrawnScreen(template, drawn);
      if (!page) return false;
      await sendPage(req, res, page);
      deps.log.debug({ ms: Math.round(performance.now() - started) }, 'first screen drawn');
      return true;
    } catch (error) {
      deps.log.warn({ err: error, ms: Math.round(performance.now() - started) }, 'the first screen was not drawn; the browser draws it');
      return false;
    } finally {
      drawing.delete(token);
    }
  };
}

async function sendPage(req: IncomingMessage, res: ServerResponse, page: string): Promise<void> {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const raw = Buffer.from(page);
  let body = raw;
  if (/\bbr\b/.test(accepted)) {
    body = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    res.setHeader('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = await gzip(raw);
    res.setHeader('content-encoding', 'gzip');
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-length', body.length);
  // This user's data, in the layout their cookie asked for: kept by no cache.
  res.setHeader('cache-control', 'no-store');
  res.setHeader('vary', 'Accept-Encoding, Cookie');
  res.end(body);
}
