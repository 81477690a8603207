import { LAYOUT_COOKIE } from '@portal/common';
import { afterEach, describe, expect, it } from 'vitest';
import { matchMediaAt } from './firstScreen';
import { tellLayout } from './layoutCookie';

/** A window of a given width whose media queries say when it changes. */
function windowOfWidth(width: number) {
  const listeners: (() => void)[] = [];
  let current = width;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matchMediaAt(current)(query).matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      current = to;
      for (const listener of listeners) listener();
    },
  };
}

const layoutCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${LAYOUT_COOKIE}=`));

describe('the layout the app tells the server', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
    document.cookie = `${LAYOUT_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('says phone below MUI’s sm breakpoint and wide above, and follows the window as it changes', () => {
    const screen = windowOfWidth(390);
    tellLayout();
    expect(layoutCookie()).toBe(`${LAYOUT_COOKIE}=phone`);
    screen.resize(1280);
    expect(layoutCookie()).toBe(`${LAYOUT_COOKIE}=wide`);
    // 600-899 px draws the dashboard's narrow cards but not at a phone's sm breakpoint: the server's drawing would not be taken over.
    screen.resize(700);
    expect(layoutCookie()).toBe(`${LAYOUT_COOKIE}=wide`);
    screen.resize(599);
    expect(layoutCookie()).toBe(`${LAYOUT_COOKIE}=phone`);
  });
});
