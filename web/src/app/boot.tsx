import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Renders the app into #root, replacing what the HTML drew there (main.tsx loads this once it
 * has painted). The first render is a transition, so React does it in short slices: the page
 * already shows the HTML's picture of it, and the main thread stays free for input meanwhile.
 */
export function mount(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
