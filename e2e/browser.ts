/**
 * Browser helpers for the journeys: Debian's Chromium through playwright-core, a page signed in
 * as one of the demo roles, phone and desktop viewports, and the axe accessibility checks (of a
 * page when a journey asks, of every dialog as it opens).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { LAYOUT_COOKIE, PHONE_LAYOUT, TOKEN_COOKIE } from '@portal/common';
import { DEMO_PASSWORD } from './portal';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEMO_EMAILS = {
  user: 'user@demo.example',
  fieldSupervisor: 'supervisor@demo.example',
  admin: 'admin@demo.example',
  superAdmin: 'superadmin@demo.example',
  webEditor: 'webeditor@demo.example',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
/**
 * The cookie in which the web app tells the server its layout (web/src/lib/layoutCookie.ts): with
 * it the server draws a phone's dashboard with its data (server/src/http/firstScreen.ts, decision
 * 0144). A context at a phone's width starts with it, as a phone that opened the portal before.
 */
export const PHONE_LAYOUT_COOKIE = { name: LAYOUT_COOKIE, value: PHONE_LAYOUT } as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

const launched = new Set<Browser>();

/**
 * Chromium 156 gives every window, and so every headless context, the omnibox's WebUI popups, each
 * a page in a renderer of its own: about 1.4 s of CPU per context, most of the browser's work in a
 * journey file (decision 0103). Turned off here. A second `--disable-features` replaces the one
 * Playwright passes, so its list is repeated (playwright-core 1.65, chromiumSwitches.ts; less
 * those for Windows and Edge).
 */
const DISABLED_FEATURES = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay'],
  ...['MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'OptimizationHints'],
  ...['NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'],
];

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

/**
 * Whether the browser reports that the user asked their system for less motion. The journeys run
 * with it ("reduced": no transitions, ripples or moving progress bars, so no frames drawn for them,
 * 10 % of a journey file's CPU, decision 0116); the navigation journey checks both.
 */
export type Motion = 'reduced' | 'full';

/**
 * Signs in through the API and puts the token where the web app keeps it (faster than typing).
 * `timezoneId`: the browser's own zone (the machine's when left out), to check that screens show
 * the company's clock whatever the viewer's (issue 44 item 8).
 */
export async function signedInContext(browser: Browser, role: DemoRole, viewport = DESKTOP, motion: Motion = 'reduced', timezoneId?: string): Promise<BrowserContext> {
  const res = await fetch(`${baseUrl()}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }',
      variables: { e: DEMO_EMAILS[role], p: DEMO_PASSWORD },
    }),
  });
  const body = (await res.json()) as { data?: { login: { token: string } }; errors?: { message: string }[] };
  if (!body.data) throw new Error(`login as ${role} failed: ${body.errors?.[0]?.message}`);
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference', ...(timezoneId ? { timezoneId } : {}) });
  watch(context);
  await checkDialogs(context);
  await context.addCookies([
    { name: TOKEN_COOKIE, value: body.data.login.token, url: baseUrl(), sameSite: 'Strict' },
    ...(phone ? [{ ...PHONE_LAYOUT_COOKIE, url: baseUrl(), sameSite: 'Strict' as const }] : []),
  ]);
  return context;
}

interface Watched {
  /** Requests sent and not yet answered, with when they were sent. */
  inFlight: Map<Request, number>;
  /** The last console errors and warnings of its pages. */
  console: string[];
  /** The last requests answered (or failed), with when they ended: what the page did last. */
  recent: { at: number; what: string }[];
}

/** A request in a line: method, path and, for GraphQL, the operation's name and variables. */
function describeRequest(request: Request): string {
  const url = new URL(request.url());
  let what = `${request.method()} ${url.pathname}`;
  const body = request.postData();
  if (body) {
    try {
      const { operationName, query, variables } = JSON.parse(body) as { operationName?: string; query?: string; variables?: unknown };
      what += ` ${operationName ?? query?.replace(/\s+/g, ' ').slice(0, 60) ?? ''} ${JSON.stringify(variables ?? {}).slice(0, 100)}`;
    } catch {
      what += ` ${body.slice(0, 100)}`;
    }
  }
  return what;
}

/** Seconds before now, for lines a reader puts on one time line: "-12.3 s". */
export function secondsAgo(time: number, now = performance.now()): string {
  return `-${((now - time) / 1000).toFixed(1)} s`;
}
const watchedContexts = new Map<BrowserContext, Watched>();

/** Keeps what a context's pages are waiting for, for `openPagesReport` when a journey fails. */
function watch(context: BrowserContext): void {
  const watched: Watched = { inFlight: new Map(), console: [], recent: [] };
  const ended = (request: Request, how: string) => {
    const sent = watched.inFlight.get(request);
    watched.inFlight.delete(request);
    watched.recent.push({ at: performance.now(), what: `${describeRequest(request)} ${how}${sent === undefined ? '' : ` after ${performance.now() - sent} ms`}` });
    if (watched.recent.length > 12) watched.recent.shift();
  };
  watchedContexts.set(context, watched);
  context.on('close', () => watchedContexts.delete(context));
  context.on('request', (request) => watched.inFlight.set(request, performance.now()));
  context.on('requestfinished', (request) => ended(request, 'answered'));
  context.on('requestfailed', (request) => ended(request, `failed (${request.failure()?.errorText ?? 'no reason'})`));
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    watched.console.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    if (watched.console.length > 10) watched.console.shift();
  });
}

/** What a page shows, as its accessibility tree: an open dialog or list first, then the main region. */
async function whatItShows(page: Page): Promise<string[]> {
  const parts: string[] = [];
  const overlays = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [role="listbox"]:visible, [role="menu"]:visible');
  const regions = [...(await overlays.all().catch(() => [])).slice(0, 3), page.locator('main').first()];
  for (const region of regions) {
    const role = (await region.getAttribute('role', { timeout: 2_000 }).catch(() => null)) ?? 'main';
    const tree = await region.ariaSnapshot({ timeout: 2_000 }).catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
    // A modal hides the rest of the page from the accessibility tree: say so rather than print nothing.
    const lines = tree.trim() === '' ? [`(the ${role}: hidden from the accessibility tree)`] : tree.split('\n');
    // A long tree (a list of 96 times, a table) shows its start, its marked lines and its end (a
    // dialog's fields and buttons).
    const marked = lines.slice(20, -8).filter((line) => /\[(selected|checked|active|expanded|pressed)/.test(line));
    const shown = lines.length <= 30 ? lines : [...lines.slice(0, 20), `… ${lines.length - 28} more lines, of which those marked:`, ...marked.slice(0, 10), '… and the last 8:', ...lines.slice(-8)];
    parts.push(...shown.map((line) => `    ${line}`));
  }
  return parts;
}

/**
 * Each open page's address, what it shows (its accessibility tree: open dialogs and lists, then
 * the main region), its last requests (how long ago they ended), the requests it still waits for
 * (and for how long) and its last console errors: what a failing journey was doing.
 */
export async function openPagesReport(): Promise<string> {
  const now = performance.now();
  const lines: string[] = [];
  // Pages opened without signing in (browser.newPage) are listed with their address only.
  for (const browser of launched) {
    for (const context of browser.contexts()) if (!watchedContexts.has(context)) for (const page of context.pages()) lines.push(`page ${page.url()} (not watched)`);
  }
  for (const [context, watched] of watchedContexts) {
    for (const page of context.pages()) lines.push(`page ${page.url()}`, '  shows:', ...(await whatItShows(page)));
    for (const { at, what } of watched.recent) lines.push(`  ${secondsAgo(at, now)} ${what}`);
    for (const [request, sent] of watched.inFlight) lines.push(`  waiting ${now - sent} ms for ${describeRequest(request)}`);
    for (const message of watched.console) lines.push(`  console ${message}`);
  }
  return lines.length ? lines.join('\n') : '(no page open)';
}

/** Through the sign-in page with the demo password, as a person signs in; resolves on their own card. */
export async function signInOnPage(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(DEMO_EMAILS[role]);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/baseball-card\/\d+$/);
}

export async function signedInPage(browser: Browser, role: DemoRole, viewport = DESKTOP, motion: Motion = 'reduced'): Promise<Page> {
  return (await signedInContext(browser, role, viewport, motion)).newPage();
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

interface AxeWindow {
  axe?: { run: (ctx: Element | Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
  /** The dialogs the page has shown, by the index it reports them with (see `watchDialogs`). */
  __portalDialogs?: Element[];
}

/**
 * One axe run at a time on a page: axe refuses to start while it runs, and a dialog's check (below)
 * may still be running when a journey asks for the page's.
 */
const axeQueues = new WeakMap<Page, Promise<unknown>>();
function onAxeQueue<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const run = (axeQueues.get(page) ?? Promise.resolve()).catch(() => undefined).then(work);
  axeQueues.set(page, run);
  return run;
}

/** Serious and critical violations, as axe reports them, of the page or of one of its elements. */
async function axeViolations(page: Page, dialogIndex?: number): Promise<AxeViolation[] | null> {
  // Evaluated through the DevTools protocol: the portal's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (index) => {
    const w = window as unknown as AxeWindow;
    const context = index === undefined ? document : w.__portalDialogs?.[index];
    // A dialog closed before its turn came is not checked.
    if (!context || (context instanceof Element && !context.isConnected)) return null;
    const result = await w.axe!.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, dialogIndex);
  return violations && violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  return onAxeQueue(page, async () => (await axeViolations(page)) ?? []);
}

/**
 * Runs in every page of a signed-in context (an init script): each dialog that appears is reported
 * by its index once it has settled (no transition running, nothing loading in it, for at most
 * 10 s), so that its content is what a user meets. No DOM is changed; the page keeps the elements.
 */
function watchDialogs(): void {
  const w = window as unknown as AxeWindow & { __portalDialogA11y: (index: number) => Promise<void> };
  const dialogs: Element[] = (w.__portalDialogs = []);
  const seen = new WeakSet<Element>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  const settle = async (dialog: Element) => {
    for (let waited = 0; waited < 10_000 && dialog.isConnected; waited += 100) {
      const loading = dialog.querySelector('[role="progressbar"]:not([aria-valuenow])');
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (!loading && !moving) break;
      await pause();
    }
    await pause();
    if (dialog.isConnected) await w.__portalDialogA11y(dialogs.push(dialog) - 1);
  };
  new MutationObserver(() => {
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      void settle(dialog);
    }
  }).observe(document, { childList: true, subtree: true });
}

/** What the dialog checks found, and the checks still running, until `dialogFindings` takes them. */
const dialogChecks = { findings: [] as string[], running: new Set<Promise<void>>(), checked: new Set<string>() };

/**
 * Checks every dialog a journey opens with axe, as `expectAccessible` checks a page (issue 44 item
 * 10): a journey need not remember to. Each dialog (by its accessible name and the viewport's width)
 * is checked once per journey file, to spare the CPU; the findings fail the test in which the
 * dialog opened (e2e/dialogChecks.ts).
 */
async function checkDialogs(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__portalDialogA11y', ({ page }: { page: Page }, index: number) => {
    const check = onAxeQueue(page, async () => {
      const name = await page.evaluate((i) => {
        const dialog = (window as unknown as AxeWindow).__portalDialogs?.[i];
        const labelledBy = dialog?.getAttribute('aria-labelledby');
        return dialog?.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? '(a dialog without a name)';
      }, index);
      const key = `${name} at ${page.viewportSize()?.width ?? '?'} px`;
      if (dialogChecks.checked.has(key)) return;
      dialogChecks.checked.add(key);
      for (const v of (await axeViolations(page, index)) ?? []) {
        dialogChecks.findings.push(`dialog "${key}" on ${new URL(page.url()).pathname}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }).catch(() => undefined); // the page closed or navigated before the check ended
    dialogChecks.running.add(check);
    void check.finally(() => dialogChecks.running.delete(check));
  });
  await context.addInitScript(watchDialogs);
}

/** The dialogs checked so far in this journey file (name and viewport width), for its log. */
export function dialogsChecked(): string[] {
  return [...dialogChecks.checked];
}

/** The dialog checks' findings since the last call, once the checks running have ended (at most 30 s). */
export async function dialogFindings(): Promise<string[]> {
  await Promise.race([Promise.allSettled([...dialogChecks.running]), new Promise((resolve) => setTimeout(resolve, 30_000))]);
  return dialogChecks.findings.splice(0);
}
