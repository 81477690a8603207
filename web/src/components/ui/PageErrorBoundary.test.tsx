import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PageErrorBoundary } from './PageErrorBoundary';

// React reports each caught error on the console; the alert is what the user sees.
afterEach(() => vi.restoreAllMocks());
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/** A page whose code the server no longer has (a deploy since the page was opened): Chromium's words. */
const MissingPage = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/DirectoryPage-B77P1S7Z.js')));

function Broken(): never {
  throw new Error('cannot read properties of undefined');
}

describe('PageErrorBoundary', () => {
  it('offers a reload when a page’s code did not arrive, and draws the next page when the path changes', async () => {
    quietConsole();
    const { rerender } = renderWithProviders(
      <PageErrorBoundary resetKey="/partner-services">
        <Suspense fallback="loading">
          <MissingPage />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. The portal may have been updated since you opened it');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    rerender(
      <PageErrorBoundary resetKey="/dashboard">
        <p>Dashboard</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure to draw a page plainly, without its technical message', () => {
    quietConsole();
    renderWithProviders(
      <PageErrorBoundary resetKey="/projects">
        <Broken />
      </PageErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while showing this page. Reload to try again.');
    expect(alert).not.toHaveTextContent('undefined');
  });
});
