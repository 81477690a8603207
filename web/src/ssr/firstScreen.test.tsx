import { clock } from '@portal/common';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BelowTheFold } from '../components/ui/BelowTheFold';
import { FirstScreenContext, matchMediaAt, useDrawingFirstScreen, useMountTime, type FirstScreenState } from '../lib/firstScreen';
import { takesOver } from '../app/takeOver';

const drawn = { width: 390, timeZone: 'America/New_York' } as FirstScreenState;

describe('the width a screen was drawn for', () => {
  it('answers MUI’s breakpoint queries as a screen of that width would', () => {
    const phone = matchMediaAt(390);
    expect(phone('(max-width:599.95px)').matches).toBe(true);
    expect(phone('(max-width:899.95px)').matches).toBe(true);
    expect(phone('(min-width:600px)').matches).toBe(false);
    expect(phone('(min-width:600px) and (max-width:899.95px)').matches).toBe(false);
    expect(matchMediaAt(700)('(min-width:600px) and (max-width:899.95px)').matches).toBe(true);
    expect(phone('(prefers-color-scheme: dark)').matches).toBe(false);
  });

  it('is taken over only in the same time zone and a screen of the same layout', () => {
    const at = (width: number) => (query: string) => matchMediaAt(width)(query);
    expect(takesOver(drawn, 'America/New_York', at(375))).toBe(true);
    expect(takesOver(drawn, 'America/New_York', at(599))).toBe(true);
    expect(takesOver(drawn, 'Europe/Paris', at(390))).toBe(false);
    expect(takesOver(drawn, 'America/New_York', at(700))).toBe(false);
    expect(takesOver(drawn, 'America/New_York', at(1280))).toBe(false);
  });
});

function Probe() {
  const drawing = useDrawingFirstScreen();
  const mountedAt = useMountTime();
  return (
    <div>
      <p data-testid="mounted-at">{mountedAt.toISOString()}</p>
      <p data-testid="drawing">{String(drawing)}</p>
      <BelowTheFold minHeight={500}>
        <p data-testid="below">below the fold</p>
      </BelowTheFold>
    </div>
  );
}

describe('a drawn screen taken over', () => {
  // A browser's: sections below the fold wait until they come near the screen (jsdom has none, and BelowTheFold then renders at once).
  const hadObserver = 'IntersectionObserver' in globalThis;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    if (!hadObserver) globalThis.IntersectionObserver = class { observe() {} disconnect() {} unobserve() {} takeRecords() { return []; } } as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    if (!hadObserver) delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders on the browser what the server drew (its clock, the sections below the fold), then as the browser', async () => {
    const serverNow = new Date('2026-03-04T05:06:07.000Z');
    const tree = (
      <FirstScreenContext value={{ now: serverNow }}>
        <Probe />
      </FirstScreenContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelector('[data-testid="below"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="drawing"]')?.textContent).toBe('true');

    const mismatches: unknown[] = [];
    const drawnParagraph = container.querySelector('[data-testid="mounted-at"]');
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // The same element, not a copy drawn again; the server's instant kept after the take-over.
    expect(container.querySelector('[data-testid="mounted-at"]')).toBe(drawnParagraph);
    expect(drawnParagraph?.textContent).toBe(serverNow.toISOString());
    expect(container.querySelector('[data-testid="below"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="drawing"]')?.textContent).toBe('false');
    container.remove();
  });

  it('uses the real clock and keeps sections below the fold for later in a render the browser does on its own', () => {
    const before = clock.nowMs();
    render(
      <FirstScreenContext value={{ now: new Date('2026-03-04T05:06:07.000Z') }}>
        <Probe />
      </FirstScreenContext>,
    );
    expect(new Date(screen.getByTestId('mounted-at').textContent ?? '').getTime()).toBeGreaterThanOrEqual(before);
    expect(screen.getByTestId('drawing').textContent).toBe('false');
    expect(screen.queryByTestId('below')).toBeNull();
  });
});
