import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Renders the app into #root, replacing what the HTML drew there (main.tsx loads this once it has
 * painted). The first render is a transition, so React renders it in slices of a few
 * milliseconds instead of one long task (a phone spent 300-500 ms on the sign-in form in one
 * task, most of the page's blocking time; decision 0109). Until it commits, the drawn card or
 * loader stays on screen; nothing can be typed into a drawn card either way.
 */
export function mount(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
