import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readKept, writeKept } from '../../lib/keptState';
import { screenOf } from './pages';

/**
 * Where the window is scrolled, per history entry (decision 0126): a new page opens at its top,
 * and Back or Forward brings the page back where it was left, once its content is tall enough
 * again (a list's rows arrive after the page). The browser's own restoration cannot do the
 * second: it scrolls at once, before the rows are there, and the position is lost.
 *
 * Kept by React Router's key of each entry, in memory and in session storage (a reload keeps it).
 */
const STORAGE_KEY = 'scrollPositions';
/** How long a page coming back may take to grow tall enough; the user's own scroll ends it sooner. */
const RESTORE_WITHIN_MS = 5_000;

const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  if (typeof window === 'undefined') return []; // the server's render of a first screen
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, number][]).filter(([key, y]) => typeof key === 'string' && typeof y === 'number') : [];
  } catch {
    return [];
  }
}

function store() {
  // The last 50 entries are enough for any Back a user makes.
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
}

/** Scrolls to `y` as soon as the page is tall enough, unless the user scrolls first. */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_WITHIN_MS;
  const attempt = () => {
    if (document.documentElement.scrollHeight - window.innerHeight < y && performance.now() < until) return false;
    window.scrollTo(0, y);
    return true;
  };
  if (attempt()) return () => {};
  const grown = new ResizeObserver(() => attempt() && stop());
  const byUser = () => stop();
  const timer = window.setTimeout(() => stop(), RESTORE_WITHIN_MS);
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  function stop() {
    grown.disconnect();
    window.clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, byUser);
  }
  grown.observe(document.body);
  for (const input of inputs) window.addEventListener(input, byUser, { passive: true });
  return stop;
}

/**
 * The entry's name for its position: React Router's key, except for the entry the app was opened
 * in, which has none of its own ("default", the same for every page loaded by its address): that
 * one gets a name kept in the entry, so Back to it finds its position and no other page's.
 */
function entryName(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const name = readKept<string>('entry') ?? `opened-${performance.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  writeKept('entry', name);
  return name;
}

export function ScrollKeeper() {
  const location = useLocation();
  const navigation = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shown.current) positions.set(shown.current.key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    const entry = entryName(location.key);
    shown.current = { key: entry, pathname: location.pathname };
    if (navigation === 'POP') {
      const y = positions.get(entry);
      if (y !== undefined) return restore(y);
    } else if (before && screenOf(before.pathname) !== screenOf(location.pathname)) {
      // Another screen: its top. (The same one with other parameters, a tab, a filter or a
      // record's dialog over a list, stays where it is.)
      window.scrollTo(0, 0);
    }
    return undefined;
  }, [location.key, location.pathname, navigation]);

  return null;
}
