import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

/**
 * The entry only waits for the browser to paint what the HTML drew (the sign-in card, or the
 * session check's loader: web/build/entryPages.ts) before the app's code runs: evaluating React,
 * MUI and the app takes a phone hundreds of milliseconds, and until now nothing was on screen
 * during them (issue 28). A hidden tab paints nothing, so it does not wait. The app's chunks
 * download meanwhile (modulepreload links in the HTML), except on the sign-in page, which fetches
 * them once its card has painted (decision 0109). The build counts what app/boot imports as the
 * first load (build/firstLoadBudget.ts).
 *
 * When the HTML drew something, React mounts only once the browser has also recorded that paint
 * (the first-contentful-paint entry, which comes with the frame's presentation time, a frame or
 * two after the paint): a drawn node that React replaces before then does not count as painted,
 * so the largest paint was React's copy of the card, after all the code (decision 0109). Browsers
 * without paint timing, and a paint not recorded within PAINT_RECORD_MS, do not wait for it.
 */
const PAINT_RECORD_MS = 300;

function afterFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function paintRecorded(drewSomething: boolean): Promise<void> {
  if (!drewSomething || document.visibilityState === 'hidden') return Promise.resolve();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_RECORD_MS);
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's code, evaluated in two tasks instead of one: React (its chunk, with the router), then
 * the rest. Evaluating it all at once was a phone's longest task (160-370 ms at Lighthouse's 4x
 * slowdown), during which the page could not answer a tap.
 */
async function loadApp() {
  await import('react-dom/client');
  await nextTask();
  return import('./app/boot');
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const drewSomething = container.childElementCount > 0;
void afterFrame()
  // The app's code downloads (the sign-in page has no preload links for it) while the paint is being recorded.
  .then(() => Promise.all([loadApp(), paintRecorded(drewSomething)]))
  .then(([{ mount }]) => mount(container));
