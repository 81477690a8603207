/**
 * Browser helpers for the journeys: Debian's Chromium through playwright-core, a page signed in
 * as one of the demo roles, phone and desktop viewports, and an axe accessibility check.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from './portal';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Signs in through the API and puts the token where the web app keeps it (faster than typing). */
export async function signedInContext(browser: Browser, role: DemoRole, viewport = DESKTOP): Promise<BrowserContext> {
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
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  await context.addCookies([{ name: 'portal_token', value: body.data.login.token, url: baseUrl(), sameSite: 'Strict' }]);
  return context;
}

export async function signedInPage(browser: Browser, role: DemoRole, viewport = DESKTOP): Promise<Page> {
  return (await signedInContext(browser, role, viewport)).newPage();
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the portal's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
