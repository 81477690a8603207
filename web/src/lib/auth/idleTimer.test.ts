import { clock } from '@portal/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LIMIT_MS, LAST_ACTIVITY_KEY, watchIdle } from './idleTimer';

describe('watchIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-08T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('fires after one hour without activity, not before', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle);
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts the hour again on mouse, keyboard, touch and scroll activity', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle);
    for (const type of ['mousemove', 'keydown', 'touchstart', 'scroll']) {
      vi.advanceTimersByTime(30 * 60_000);
      window.dispatchEvent(new Event(type));
    }
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts activity in another tab (the shared timestamp in localStorage)', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle);
    vi.advanceTimersByTime(50 * 60_000);
    // Another tab of the portal records activity.
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(clock.nowMs()));
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening once stopped', () => {
    const onIdle = vi.fn();
    watchIdle(onIdle)();
    vi.advanceTimersByTime(2 * IDLE_LIMIT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
