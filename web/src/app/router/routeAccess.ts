import { canOpenRoute, type RouteViewer, type SpecialNumbers } from '@portal/common';

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Per-employee pages: a plain user on someone else's lands on their own instead. */
const OWN_PAGE = /^\/(baseball-card|goals)\/[^/]+\/?$/;

/**
 * What the route guard does with a logged-in viewer on a path. The permission map decides
 * (canOpenRoute); the only refinement is the spec's rule that a plain user opening someone
 * else's baseball card lands on their own card instead of the dashboard (and likewise their goals).
 */
export function decideRoute(viewer: RouteViewer, path: string, special: SpecialNumbers): RouteDecision {
  if (canOpenRoute(viewer, path, special)) return { kind: 'allow' };
  const ownPage = OWN_PAGE.exec(path);
  if (ownPage && viewer.employeeNumber) {
    return { kind: 'redirect', to: `/${ownPage[1]}/${encodeURIComponent(viewer.employeeNumber)}` };
  }
  return { kind: 'redirect', to: '/' };
}

/** The spec hides the top bar on these paths (sign-in and password screens). */
const BARE_PATH_PARTS = ['login', 'forgot-password', 'password-confirmation', 'reset'];

export function isTopBarHidden(path: string): boolean {
  const lower = path.toLowerCase();
  return BARE_PATH_PARTS.some((part) => lower.includes(part));
}
