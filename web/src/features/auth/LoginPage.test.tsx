import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers, sessionUser } from '../../test/fixtures';
import { unauthenticated } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('stores the token, sets the user and opens the own baseball card', async () => {
    const handlers = {
      ...loggedInHandlers('user'),
      Login: () => ({ data: { login: { token: 'fresh-token', user: sessionUser('user') } } }),
    };
    const { calls } = renderApp({ path: '/login', handlers });
    await signIn('pat@demo.example', 'DemoPass2026');

    expect(await screen.findByRole('heading', { name: 'Pat Worker' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/baseball-card/100001'));
    expect(document.cookie).toContain('portal_token=fresh-token');
    expect(calls.find((c) => c.operationName === 'Login')?.variables).toEqual({ input: { email: 'pat@demo.example', password: 'DemoPass2026' } });
    // Calls after sign-in carry the new token.
    expect(calls.find((c) => c.operationName === 'EmployeeBaseballCard')?.headers.Authorization).toBe('Bearer fresh-token');
  });

  it('shows the server message as a toast and keeps no token when sign-in fails', async () => {
    renderApp({ path: '/login', handlers: { Login: () => unauthenticated('Invalid email or password.') } });
    await signIn('pat@demo.example', 'wrong-password1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('pat@demo.example');
    expect(document.cookie).not.toContain('portal_token=');
  });

  it('disables Sign in from the click until the answer, so a second click sends nothing', async () => {
    let answer: (value: ReturnType<typeof unauthenticated>) => void = () => {};
    const { calls } = renderApp({ path: '/login', handlers: { Login: () => new Promise((resolve) => (answer = resolve)) } });
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'pat@demo.example');
    await userEvent.type(screen.getByLabelText(/Password/), 'DemoPass2026');
    const button = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    // At once, before the form's checks and the request have run.
    expect(button).toBeDisabled();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled());
    expect(calls.filter((c) => c.operationName === 'Login')).toHaveLength(1);
    answer(unauthenticated('Invalid email or password.'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for the e-mail and password before calling the server', async () => {
    const { calls } = renderApp({ path: '/login', handlers: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('links to the forgot-password and sign-up pages', async () => {
    renderApp({ path: '/login', handlers: {} });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});

describe('returning session', () => {
  it('checks the stored token on load and shows the page asked for', async () => {
    renderApp({ path: '/dashboard', token: 'kept-token', handlers: loggedInHandlers('admin') });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
  });

  it("logs out with 'Not authorized.' when the stored token is refused", async () => {
    renderApp({ path: '/dashboard', token: 'stale-token', handlers: { CheckAuth: () => unauthenticated() } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('portal_token=');
  });

  it("logs out with 'Not authorized.' when any later call is refused as UNAUTHENTICATED", async () => {
    const handlers = { ...loggedInHandlers('user'), UpcomingEvents: () => unauthenticated() };
    renderApp({ path: '/dashboard', token: 'revoked-token', handlers });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized.');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('portal_token=');
  });
});
