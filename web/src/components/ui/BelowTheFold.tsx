import { useDrawingFirstScreen } from '../../lib/firstScreen';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the screen a section starts rendering, so it is ready before it scrolls in. */
const NEAR_MARGIN = '600px 0px';
/** The latest a section waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * A section below the fold (issue 28): rendered once it comes within a screen of view or once
 * the browser is idle, whichever is first, as a transition (React renders it in short slices,
 * so it does not hold the main thread while the first screen becomes usable). Until then an
 * empty block of about its height keeps the page's length. Screen readers and keyboard users
 * get it as soon as the page is idle, which is within a couple of seconds of the first screen.
 * Without IntersectionObserver (jsdom in the tests) it renders at once.
 */
export function BelowTheFold({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  // A screen the server drew has the section already (src/lib/firstScreen.ts).
  const drawn = useDrawingFirstScreen();
  const [shown, setShown] = useState(() => drawn || typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (shown || !element) return;
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS }) : undefined;
    const timer = idle === undefined ? setTimeout(show, IDLE_TIMEOUT_MS) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : <div ref={placeholder} style={{ minHeight }} />;
}
