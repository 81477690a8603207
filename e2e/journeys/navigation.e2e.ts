/**
 * The navigation each demo role sees (checked against the permission map), the route guard, the
 * burger menu on a phone, logout, and an accessibility check of every page a webEditor can open.
 */
import { canOpenRoute, ROUTES, type RouteViewer, type SpecialNumbers } from '@portal/common';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_EMAILS, DESKTOP, launch, PHONE, signedInPage, type DemoRole, type Motion } from '../browser';
import { apiAs, expectAccessible, screenshotIfAsked, settled, viewerOf } from '../journeyHelpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Candidate {
  label: string;
  path: (own: string) => string;
}

// The entries the top bar can offer; which of them a role sees comes from the permission map.
const TOP_LINKS: Candidate[] = [
  { label: 'Dashboard', path: () => '/dashboard' },
  { label: 'Baseball Card', path: (own) => `/baseball-card/${own}` },
  { label: 'Projects', path: () => '/projects' },
];
const GROUPS: { label: string; items: Candidate[] }[] = [
  {
    label: 'Partner Services',
    items: [
      { label: 'Partner Services', path: () => '/partner-services' },
      { label: 'Partner Assignments', path: () => '/partner-assignments' },
      { label: 'Contractor Assignments', path: () => '/contractor-assignments' },
      { label: 'Qualification Codes', path: () => '/qualification-codes' },
    ],
  },
  {
    label: 'Reviews',
    items: [
      { label: 'My Reviews', path: () => '/reviews' },
      { label: 'PPA Assignments', path: () => '/ppa-assignments' },
      { label: 'Workshop', path: () => '/workshop' },
      { label: 'All Reviews', path: () => '/navigator/reviews' },
      { label: 'All Forms', path: () => '/navigator/forms' },
      { label: 'Review Cycles', path: () => '/review-cycle' },
    ],
  },
  {
    label: 'Goals',
    items: [
      { label: 'My Goals', path: (own) => `/goals/${own}` },
      { label: 'Partner Goals', path: (own) => `/partner-goals/${own}` },
      { label: 'All User Goals', path: () => '/allUsersGoals' },
    ],
  },
  {
    label: 'Follow-ups',
    items: [
      { label: 'My Follow-ups', path: (own) => `/followups/${own}` },
      { label: 'Assigned Follow-ups', path: () => '/assigned-followups' },
      { label: 'Partner Follow-ups', path: (own) => `/partner-followups/${own}` },
      { label: 'All User Follow-ups', path: () => '/allUsersFollowups' },
    ],
  },
];

interface PortalSettingsAnswer {
  portalSettings: SpecialNumbers & { learningSiteUrl: string };
}

async function roleContext(page: Page) {
  const me = await viewerOf(page);
  const { portalSettings } = await apiAs<PortalSettingsAnswer>(page, '{ portalSettings { allFollowupsViewers ppaAllAccess learningSiteUrl } }');
  const viewer = { role: me.userType, employeeNumber: me.employeeNumber } as RouteViewer;
  const allowed = (c: Candidate) => canOpenRoute(viewer, c.path(me.employeeNumber), portalSettings);
  return { own: me.employeeNumber, allowed, learningSiteUrl: portalSettings.learningSiteUrl, viewer, special: portalSettings };
}

describe('navigation per role', () => {
  for (const role of Object.keys(DEMO_EMAILS) as DemoRole[]) {
    it(`${role} sees exactly the entries the permission map allows`, async () => {
      const page = await signedInPage(browser, role);
      await page.goto('/dashboard');
      await settled(page);
      const { own, allowed, learningSiteUrl } = await roleContext(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      for (const link of TOP_LINKS) {
        const entry = nav.getByRole('link', { name: link.label, exact: true });
        expect(await entry.count(), `${role}: ${link.label}`).toBe(allowed(link) ? 1 : 0);
        if (allowed(link)) expect(await entry.getAttribute('href')).toBe(link.path(own));
      }
      for (const group of GROUPS) {
        const expected = group.items.filter(allowed).map((i) => i.label);
        if (expected.length === 1 && expected[0] === group.label) {
          // A menu of one entry of its own name is that entry, a link (Partner Services for a supervisor).
          expect(await nav.getByRole('button', { name: group.label, exact: true }).count(), `${role}: no ${group.label} menu`).toBe(0);
          expect(await nav.getByRole('link', { name: group.label, exact: true }).getAttribute('href')).toBe(group.items.find(allowed)!.path(own));
          continue;
        }
        const button = nav.getByRole('button', { name: group.label, exact: true });
        expect(await button.count(), `${role}: ${group.label} menu`).toBe(expected.length ? 1 : 0);
        if (!expected.length) continue;
        await button.click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        expect(await menu.getByRole('menuitem').allTextContents(), `${role}: ${group.label} items`).toEqual(expected);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }
      const learning = nav.getByRole('link', { name: /Learning Site/ });
      expect(await learning.count()).toBe(learningSiteUrl ? 1 : 0);

      await page.getByRole('button', { name: /^Profile menu for/ }).click();
      const profile = page.getByRole('menu');
      await profile.waitFor();
      const mayOpenSettings = allowed({ label: 'Settings', path: () => '/settings' });
      expect(await profile.getByRole('menuitem').allTextContents()).toEqual(mayOpenSettings ? ['Settings', 'Review e-mails', 'Calendar feed', 'Logout'] : ['Review e-mails', 'Calendar feed', 'Logout']);
      await expectAccessible(page, `${role} dashboard with the profile menu open`);
      await page.keyboard.press('Escape');

      await page.goto(`/baseball-card/${own}`);
      await settled(page);
      await expectAccessible(page, `${role} own baseball card`);
      await page.context().close();
    });
  }
});

describe('top bar at every width', () => {
  const WIDTHS = [320, 360, 390, 769, 900, 1024, 1099, 1366, 1920];
  for (const role of Object.keys(DEMO_EMAILS) as DemoRole[]) {
    it(`${role}: one row from 320 to 1920 px, the bell and avatar on it, the rest under the burger or More`, async () => {
      const page = await signedInPage(browser, role);
      await page.goto('/dashboard');
      await settled(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const bar = page.locator('header');
        // The toolbar's own height (56 or 64 px): a second row would double it.
        await expect.poll(async () => (await bar.boundingBox())!.height, { message: `${role} at ${width} px: bar height` }).toBeLessThanOrEqual(64);
        const headerBoxes = () =>
          page.evaluate(() =>
            Array.from(document.querySelectorAll('header button, header a'))
              .filter((el) => el.getBoundingClientRect().width > 0 && !el.closest('[aria-hidden="true"]'))
              .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent, ...el.getBoundingClientRect().toJSON() })),
          );
        // Polled: the bar folds its entries after it has measured the new width (a frame or two
        // after the resize), and a user sees the settled bar.
        await expect
          .poll(
            async () =>
              (await headerBoxes())
                .filter((box) => box.bottom > 64 || box.right > width)
                .map((box) => `${box.name}: bottom ${box.bottom}, right ${box.right}`),
            { message: `${role} at ${width} px: entries off the row or outside the window` },
          )
          .toEqual([]);
        const boxes = await headerBoxes();
        expect(boxes.map((b) => b.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Profile menu for/), expect.stringMatching(/^Notifications/)]));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${role} at ${width} px: no sideways scroll`).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    });
  }

  it('folds what does not fit at 1,024 px into a More menu a webEditor can reach', async () => {
    const page = await signedInPage(browser, 'webEditor', { width: 1024, height: 800 });
    await page.goto('/dashboard');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'More', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectAccessible(page, 'More menu at 1024 px');
    await menu.getByRole('menuitem', { name: 'All User Follow-ups' }).click();
    await page.waitForURL(`${baseUrl()}/allUsersFollowups`);
    await page.context().close();
  });
});

describe('route guard and logout', () => {
  it('a plain user typing /settings or /projects lands on / and then the dashboard, told why', async () => {
    const page = await signedInPage(browser, 'user');
    for (const path of ['/settings', '/projects']) {
      await page.goto(path);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
      await page.locator('.MuiSnackbar-root').filter({ hasText: 'You do not have access to that page.' }).waitFor();
    }
    await expectAccessible(page, 'user dashboard');
    await page.context().close();
  });

  it('an unknown address shows a not-found page in the shell, with a way to the dashboard', async () => {
    const page = await signedInPage(browser, 'fieldSupervisor');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await page.getByRole('button', { name: /^Profile menu for/ }).waitFor();
    await expectAccessible(page, 'not-found page');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.context().close();
  });

  // After a deploy, a browser that opened the portal before it asks for page code the new build
  // no longer has; the server answers 404 (decision 0120). The shell stays and offers a reload.
  it('offers a reload when a page’s code is gone after a deploy, and the reload opens the page', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const removedChunk = '**/assets/DashboardPage-*.js';
    await page.route(removedChunk, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' }));
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The portal may have been updated since you opened it');
    await page.getByRole('button', { name: /^Profile menu for/ }).waitFor();
    await expectAccessible(page, 'page that could not be loaded');
    await screenshotIfAsked(page, 'page-not-loaded');
    await page.unroute(removedChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.context().close();
  });

  it('logout ends the session and shows the sign-in form at /', async () => {
    const page = await signedInPage(browser, 'admin');
    await page.goto('/dashboard');
    await settled(page);
    await page.getByRole('button', { name: /^Profile menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'portal_token')?.value ?? '').toBe('');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await expectAccessible(page, 'sign-in form after logout');
    await page.context().close();
  });
});

describe('motion as the system asks', () => {
  /** The durations of the transitions the profile menu opened with, in seconds. */
  async function profileMenuTransitions(motion: Motion): Promise<number[]> {
    const page = await signedInPage(browser, 'admin', DESKTOP, motion);
    await page.goto('/dashboard');
    await settled(page);
    await page.getByRole('button', { name: /^Profile menu for/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Logout' }).waitFor();
    const durations = await menu.evaluate((list) => getComputedStyle(list.closest('.MuiPaper-root')!).transitionDuration.split(',').map((d) => parseFloat(d)));
    await page.context().close();
    return durations;
  }

  it('opens a menu without animation for someone who asked for less motion, and grows it for others', async () => {
    const reduced = await profileMenuTransitions('reduced');
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.every((d) => d === 0), `reduced motion: ${reduced.join(', ')} s`).toBe(true);
    const full = await profileMenuTransitions('full');
    expect(full.some((d) => d > 0), `full motion: ${full.join(', ')} s`).toBe(true);
  });
});

describe('burger menu on a phone', () => {
  it('opens, lists the entries and navigates', async () => {
    const page = await signedInPage(browser, 'fieldSupervisor', PHONE);
    await page.goto('/dashboard');
    await settled(page);
    const { own } = await roleContext(page);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.waitFor();
    await expectAccessible(page, 'phone burger menu');
    expect(await drawer.getByRole('link', { name: 'Partner Follow-ups' }).count()).toBe(1);
    expect(await drawer.getByRole('link', { name: 'Projects' }).count()).toBe(0);
    await drawer.getByRole('link', { name: 'My Goals' }).click();
    await page.waitForURL(`${baseUrl()}/goals/${own}`);
    await drawer.waitFor({ state: 'detached' });
    await settled(page);
    await expectAccessible(page, 'phone goals page');
    await page.context().close();
  });
});

/** The narrowest phone the documents' layouts must hold (an iPhone SE's first generation, small Androids). */
const NARROWEST = { width: 320, height: 640 };

/**
 * How far the page scrolls sideways, and the first elements of the main area that reach past the
 * screen outside a box that scrolls or clips them (a wide table, scrolling tabs). Runs in the page.
 */
function sidewaysOverflow() {
  const width = document.documentElement.clientWidth;
  const contained = (el: Element) => {
    for (let box = el.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
      if (box instanceof HTMLElement && /auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX) && box.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  const wide = Array.from(document.querySelectorAll('main *'))
    .filter((el) => el.getBoundingClientRect().right > width + 1 && !contained(el))
    .map((el) => {
      const named = el.closest('[data-testid], [aria-label], [class]') ?? el;
      const what = named.getAttribute('data-testid') ?? named.getAttribute('aria-label') ?? Array.from(named.classList).slice(0, 2).join('.');
      return `${el.tagName.toLowerCase()} in ${what} "${(named.textContent ?? '').trim().slice(0, 30)}" right ${Math.round(el.getBoundingClientRect().right)}`;
    });
  return { page: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5) };
}

describe('every page a webEditor can open', () => {
  it('has no serious or critical accessibility violations, and fits a 320 px phone without a sideways scroll', async () => {
    const page = await signedInPage(browser, 'webEditor');
    await page.goto('/dashboard');
    await settled(page);
    const { own, viewer, special } = await roleContext(page);
    const paths = ROUTES.map((r) => r.pattern.replace(':employeeNumber', own).replace(/:[A-Za-z]+/g, '1')).filter((p) => canOpenRoute(viewer, p, special));
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, `${path} stays open`).toBe(path);
      await settled(page);
      await expectAccessible(page, path);
      // The same page turned to the narrowest phone: the phone layout, nothing wider than the screen.
      await page.setViewportSize(NARROWEST);
      await settled(page);
      // Polled: the layout turns to the phone's in a render after the resize.
      await expect.poll(() => page.evaluate(sidewaysOverflow), { message: `${path} at ${NARROWEST.width} px`, timeout: 5_000 }).toEqual({ page: 0, wide: [] });
      await page.setViewportSize(DESKTOP);
    }
    await page.context().close();
    // About 25 pages at 3-5 s each on a loaded machine: more than the default minute.
  }, 300_000);
});
