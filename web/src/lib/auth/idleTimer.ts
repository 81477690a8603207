/**
 * Idle logout (spec 3: one hour without activity). Activity is kept as a timestamp in
 * localStorage, so every tab of the portal sees the newest activity of any tab: a user working in
 * one tab is not logged out by another tab that sat idle.
 */
import { clock } from '@portal/common';

export const IDLE_LIMIT_MS = 3_600_000;
export const LAST_ACTIVITY_KEY = 'portal_last_activity';
/** Writing on every mouse move would be wasteful; a few seconds of precision is plenty. */
const WRITE_THROTTLE_MS = 5_000;

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

function readLastActivity(): number {
  const stored = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

export function recordActivity(now: number = clock.nowMs(), force = false): void {
  if (!force && now - readLastActivity() < WRITE_THROTTLE_MS) return;
  window.localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/** Milliseconds until the idle limit is reached (0 or less: it is reached). */
function msUntilIdle(now: number = clock.nowMs()): number {
  return readLastActivity() + IDLE_LIMIT_MS - now;
}

/**
 * Watches activity and calls onIdle once the limit passes with no activity in any tab.
 * Returns a function that stops watching.
 */
export function watchIdle(onIdle: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => recordActivity();

  const check = () => {
    const remaining = msUntilIdle();
    if (remaining <= 0) {
      stop();
      onIdle();
      return;
    }
    // Another tab may record activity meanwhile: re-read the timestamp when this fires.
    timer = setTimeout(check, remaining);
  };

  // A sleeping computer delays timers: check again as soon as the tab is looked at.
  const onVisible = () => {
    if (document.visibilityState === 'visible') {
      clearTimeout(timer);
      check();
    }
  };

  function stop() {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
    document.removeEventListener('visibilitychange', onVisible);
  }

  recordActivity(clock.nowMs(), true);
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisible);
  check();
  return stop;
}
