import { ROLES, ROUTES, type Role, type SpecialNumbers } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { decideRoute, isTopBarHidden } from './routeAccess';
import { PAGE_ROUTES } from './pages';

const NONE: SpecialNumbers = { allFollowupsViewers: [], ppaAllAccess: [] };
const viewer = (role: Role, employeeNumber = '100001') => ({ role, employeeNumber });

/** Who may open each screen, per the spec's role tables (spec 1 section 2, spec 3 section 2). */
const EXPECTED: Record<string, readonly Role[]> = {
  '/dashboard': ROLES,
  '/partner-services': ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'],
  '/partner-assignments': ['superAdmin', 'webEditor'],
  '/contractor-assignments': ['superAdmin', 'webEditor'],
  '/projects': ['superAdmin', 'webEditor'],
  '/project/7': ['superAdmin', 'webEditor'],
  '/reviews': ROLES,
  '/ppa-assignments': ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'],
  '/workshop': ['superAdmin', 'webEditor'],
  '/navigator/reviews': ['superAdmin', 'webEditor'],
  '/navigator/forms/3': ['superAdmin', 'webEditor'],
  '/review-cycle': ['superAdmin', 'webEditor'],
  '/goals/100001': ROLES,
  '/partner-goals/100001': ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'],
  '/allUsersGoals': ['webEditor'],
  '/followups/100001': ROLES,
  '/assigned-followups': ROLES,
  '/partner-followups/100001': ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'],
  '/allUsersFollowups': ['webEditor'],
  '/settings': ['superAdmin', 'webEditor'],
  '/qualification-codes': ['superAdmin', 'webEditor'],
};

describe('decideRoute', () => {
  for (const [path, allowed] of Object.entries(EXPECTED)) {
    for (const role of ROLES) {
      const expected = allowed.includes(role) ? 'allow' : 'redirect to /';
      it(`${role} on ${path}: ${expected}`, () => {
        const decision = decideRoute(viewer(role), path, NONE);
        expect(decision).toEqual(allowed.includes(role) ? { kind: 'allow' } : { kind: 'redirect', to: '/' });
      });
    }
  }

  it('lets everyone open their own baseball card and managers open anyone', () => {
    for (const role of ROLES) expect(decideRoute(viewer(role), '/baseball-card/100001', NONE).kind).toBe('allow');
    for (const role of ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const) {
      expect(decideRoute(viewer(role), '/baseball-card/999999', NONE).kind).toBe('allow');
    }
  });

  it("sends a plain user on someone else's card to their own card", () => {
    expect(decideRoute(viewer('user'), '/baseball-card/999999', NONE)).toEqual({ kind: 'redirect', to: '/baseball-card/100001' });
  });

  it("sends a plain user on someone else's goals to their own; managers open any; follow-ups are open to all", () => {
    expect(decideRoute(viewer('user'), '/goals/999999', NONE)).toEqual({ kind: 'redirect', to: '/goals/100001' });
    // An assignee opens the follow-ups of the partner whose follow-up they hold.
    expect(decideRoute(viewer('user'), '/followups/999999', NONE).kind).toBe('allow');
    expect(decideRoute(viewer('fieldSupervisor'), '/goals/999999', NONE).kind).toBe('allow');
    expect(decideRoute(viewer('admin'), '/followups/999999', NONE).kind).toBe('allow');
  });

  it('admits the special employee numbers to All User Follow-ups, not to the goals of others', () => {
    const special = { allFollowupsViewers: ['100001'], ppaAllAccess: [] };
    expect(decideRoute(viewer('user'), '/allUsersFollowups', special).kind).toBe('allow');
    expect(decideRoute(viewer('user', '100002'), '/allUsersFollowups', special).kind).toBe('redirect');
    expect(decideRoute(viewer('user'), '/goals/999999', special).kind).toBe('redirect');
  });

  it('sends unknown paths to /', () => {
    expect(decideRoute(viewer('webEditor'), '/no-such-page', NONE)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('page routes', () => {
  it('has a page for every route of the permission map and nothing else', () => {
    expect(PAGE_ROUTES.map((p) => p.pattern).sort()).toEqual(ROUTES.map((r) => r.pattern).sort());
  });
});

describe('isTopBarHidden', () => {
  it('hides the bar on sign-in-like paths only', () => {
    for (const path of ['/login', '/forgot-password', '/password-confirmation', '/reset/abc']) expect(isTopBarHidden(path)).toBe(true);
    for (const path of ['/dashboard', '/reviews', '/baseball-card/1']) expect(isTopBarHidden(path)).toBe(false);
  });
});
