import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockAnswer } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const RESET_MESSAGE = 'If this e-mail belongs to an account, a link to reset the password has been sent.';

describe('forgot password', () => {
  it("always shows the server's neutral answer", async () => {
    const { calls } = renderApp({
      path: '/forgot',
      handlers: { RequestPasswordReset: () => ({ data: { requestPasswordReset: { success: true, message: RESET_MESSAGE } } }) },
    });
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'nobody@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_MESSAGE)).toBeInTheDocument();
    expect(calls[0].variables).toEqual({ input: { email: 'nobody@demo.example' } });
  });

  it("shows 'Sending...' while the request runs, then the server's refusal", async () => {
    let answer: (value: MockAnswer) => void = () => {};
    renderApp({ path: '/forgot', handlers: { RequestPasswordReset: () => new Promise<MockAnswer>((resolve) => (answer = resolve)) } });
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'pat@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer({ errors: [{ message: 'Too many attempts. Please wait a few minutes and try again.', code: 'TOO_MANY_REQUESTS' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

describe('sign up', () => {
  it('confirms with the success toast', async () => {
    const { calls } = renderApp({
      path: '/signup',
      handlers: { Signup: () => ({ data: { signup: { success: true, message: 'Request Sign Up sent successfully. Please check your email.' } } }) },
    });
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'pat@demo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Request sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Request Sign Up sent successfully. Please check your email.');
    expect(calls[0].variables).toEqual({ input: { email: 'pat@demo.example', origin: window.location.origin } });
  });

  it("answers an empty request with 'Something went wrong.'", async () => {
    const { calls } = renderApp({ path: '/signup', handlers: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Request sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(calls).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('treats a link that cannot be checked (network failure) as invalid', async () => {
    renderApp({ path: '/reset/some-token', handlers: { ValidatePasswordResetToken: () => Promise.reject(new TypeError('Failed to fetch')) } });
    expect(await screen.findByText(/This link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('explains an invalid link and points to a new one', async () => {
    renderApp({ path: '/reset/bad-token', handlers: { ValidatePasswordResetToken: () => ({ data: { validatePasswordResetToken: { valid: false, email: null } } }) } });
    expect(await screen.findByText(/This link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot');
  });

  it('checks the password rule, then sets the password and goes to sign-in', async () => {
    const { calls } = renderApp({
      path: '/reset/good-token',
      handlers: {
        ValidatePasswordResetToken: () => ({ data: { validatePasswordResetToken: { valid: true, email: 'pat@demo.example' } } }),
        CompletePasswordReset: () => ({ data: { completePasswordReset: { success: true, message: 'Your password has been set. You can sign in now.' } } }),
      },
    });
    const password = await screen.findByLabelText(/^New password/);
    await userEvent.type(password, 'short');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 10 characters.')).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'NewPass2026x');
    await userEvent.clear(screen.getByLabelText(/Confirm new password/));
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'NewPass2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been set.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.find((c) => c.operationName === 'CompletePasswordReset')?.variables).toEqual({ input: { token: 'good-token', password: 'NewPass2026x' } });
  });

  it("shows the server's message when it refuses the password", async () => {
    renderApp({
      path: '/reset/used-token',
      handlers: {
        ValidatePasswordResetToken: () => ({ data: { validatePasswordResetToken: { valid: true, email: null } } }),
        CompletePasswordReset: () => ({ errors: [{ message: 'This link is invalid or has expired. Please request a new one.', code: 'BAD_USER_INPUT' }] }),
      },
    });
    await userEvent.type(await screen.findByLabelText(/^New password/), 'NewPass2026x');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'NewPass2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Please request a new one.');
  });
});
