import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

/**
 * The entry only waits for the browser to paint what the HTML drew (the sign-in card, or the
 * session check's loader: web/build/entryPages.ts) before the app's code runs: evaluating React,
 * MUI and the app takes a phone hundreds of milliseconds, and until now nothing was on screen
 * during them (issue 28). The app's chunks are downloading meanwhile (modulepreload links in the
 * HTML). A hidden tab paints nothing, so it does not wait. The build counts what app/boot imports
 * as the first load (build/firstLoadBudget.ts).
 */
function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void afterPaint()
  .then(() => import('./app/boot'))
  .then(({ mount }) => mount(container));
