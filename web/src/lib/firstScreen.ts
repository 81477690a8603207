import { clock } from '@portal/common';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from './auth/operations';

/**
 * A first screen the server drew (issue 28, decision 0125): the server renders the signed-in
 * dashboard with its data for a phone, and the browser's React takes that HTML over (hydration)
 * instead of drawing it again. What both sides must agree on travels in the page, as JSON in
 * `<script type="application/json" id="first-screen">` (FIRST_SCREEN_ID, in common).
 */

export interface FirstScreenState {
  /** The session check's answer (the viewer), made by the server with the page's cookie. */
  viewer: SessionUser;
  /** Apollo's cache after the server's render (`client.extract()`): every answer the first screen used. */
  apollo: Record<string, unknown>;
  /** The instant the server rendered at (ISO): "now" of the queries made at mount (today's events). */
  now: string;
  /** The server's time zone: the browser takes the HTML over only in the same one (the days and times drawn). */
  timeZone: string;
  /** The company's time zone: with `now`, the browser's clock until its first API answer (lib/api/companyClock.ts). */
  companyTimeZone: string;
  /** The screen width the server drew for (a phone's): the browser takes the HTML over only at a width of the same layout. */
  width: number;
}

/** The width a server draws a phone's first screen for: any width below MUI's sm breakpoint draws the same layout. */
export const PHONE_WIDTH = 390;

/** The widths in PHONE_WIDTH's layout, as MUI's `down('sm')` writes them. */
export const PHONE_LAYOUT_QUERY = '(max-width:599.95px)';

/** The media queries MUI's breakpoints write, `(min-width:600px)` and `(max-width:899.95px)` (alone or joined by `and`), at a given width. */
export function matchMediaAt(width: number): (query: string) => { matches: boolean } {
  return (query) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches = conditions.length > 0 && conditions.every(([, side, value]) => (side === 'min' ? width >= Number(value) : width <= Number(value)));
    return { matches };
  };
}

/** The server's clock while it draws a first screen and while the browser takes it over (its "now"). */
export interface FirstScreenClock {
  now: Date;
}

export const FirstScreenContext = createContext<FirstScreenClock | null>(null);

const subscribeNever = () => () => {};

/**
 * True while this component renders on the server or is taken over from the server's HTML
 * (hydration: React then asks for the server's answer), false in any render the browser does on
 * its own. A component that mounts after the take-over is a new one and renders as it always does.
 */
export function useDrawingFirstScreen(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** "Now" fixed at mount: the server's render instant while a drawn screen is drawn or taken over, else the clock. */
export function useMountTime(): Date {
  const drawing = useDrawingFirstScreen();
  const drawn = useContext(FirstScreenContext);
  const [now] = useState(() => (drawing && drawn ? drawn.now : clock.now()));
  return now;
}
