import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetClock, setClock } from '@portal/common';
import { afterEach, beforeEach } from 'vitest';
import { COMPANY_TODAY } from './fixtures';

// See testTimeout in vite.config.ts: a busy machine needs more than the default second per wait.
// The first screen a test file renders also compiles its lazy page chunks, which took over 5 s on
// a 2-core machine running other suites (BaseballCardPage, NavigatorFormsPage failed so), and over
// 10 s on a slower one running CI's three suites at once (MyReviewsPage's first test, whose page
// then rendered). A wait that never ends still fails, within the test's own limit.
configure({ asyncUtilTimeout: 15_000 });

// The company's clock: noon of COMPANY_TODAY in New York, never the machine's (a test may set another).
beforeEach(() => {
  resetClock();
  setClock({ at: `${COMPANY_TODAY}T12:00:00-05:00`, timeZone: 'America/New_York' });
});

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  // What a screen kept in the history entry (lib/keptState.ts): each test starts on a fresh one.
  window.history.replaceState(null, '');
});
