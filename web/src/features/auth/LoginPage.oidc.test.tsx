/**
 * The sign-in page with the company's identity provider (decisions 0164, 0165): the button above
 * the password form, the provider's refusals in plain words, and passwords turned off.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oidcRefusalMessage } from '@portal/common';
import { renderApp } from '../../test/renderApp';

function serveOptions(options: { provider: string | null; passwordSignIn: boolean }) {
  const fetch = vi.fn(async (url: string) => (url === '/auth/options' ? Response.json(options) : new Response('not found', { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in with the identity provider', () => {
  it('shows "Sign in with {name}" going to the server, above the password form', async () => {
    serveOptions({ provider: 'Acme ID', passwordSignIn: true });
    renderApp({ path: '/login', handlers: {} });
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(button).toHaveAttribute('href', '/auth/oidc/start');
    const email = screen.getByLabelText(/E-mail/);
    expect(button.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows no provider button without one', async () => {
    const fetch = serveOptions({ provider: null, passwordSignIn: true });
    renderApp({ path: '/login', handlers: {} });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it.each(['unknown', 'unverified', 'state', 'failed'] as const)('says why the provider\'s sign-in was refused (%s)', async (refusal) => {
    serveOptions({ provider: 'Acme ID', passwordSignIn: true });
    renderApp({ path: `/login?oidc=${refusal}`, handlers: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(oidcRefusalMessage(refusal, 'Acme ID'));
  });

  it('a provider that is down: the message, and the password form still there', async () => {
    serveOptions({ provider: 'Acme ID', passwordSignIn: true });
    renderApp({ path: '/login?oidc=unavailable', handlers: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Acme ID cannot be reached right now. Please try again in a few minutes.');
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('PASSWORD_SIGN_IN=false hides the password form, except at /login?password for the break-glass account', async () => {
    serveOptions({ provider: 'Acme ID', passwordSignIn: false });
    const first = renderApp({ path: '/login', handlers: {} });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    first.unmount();

    renderApp({ path: '/login?password', handlers: {} });
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  });
});
