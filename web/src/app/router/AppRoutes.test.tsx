import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { SIGNED_IN_CODE_TEMPLATE } from './signedInCode';

describe('routing', () => {
  it('shows the sign-in form on any path when logged out, without calling the API', async () => {
    const { calls } = renderApp({ path: '/projects', handlers: {} });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/projects');
    expect(calls).toHaveLength(0);
  });

  it("once the sign-in form shows, moves the built page's prefetch links for the signed-in app into the head", async () => {
    // What web/build/entryPages.ts writes at the end of the sign-in page's body.
    document.body.insertAdjacentHTML('beforeend', `<template id="${SIGNED_IN_CODE_TEMPLATE}"><link rel="prefetch" as="script" crossorigin href="/assets/LoggedInRoutes-x.js"></template>`);
    const { calls } = renderApp({ path: '/login', handlers: {} });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    await waitFor(() => expect(document.head.querySelector('link[rel="prefetch"][href="/assets/LoggedInRoutes-x.js"]')).not.toBeNull(), { timeout: 5000 });
    expect(document.getElementById(SIGNED_IN_CODE_TEMPLATE)).toBeNull();
    expect(calls).toHaveLength(0);
    document.head.querySelector('link[rel="prefetch"]')?.remove();
  });

  it('keeps the session and offers to try again when the session check fails with a server error', async () => {
    let failures = 1;
    const handlers = loggedInHandlers('user');
    renderApp({
      path: '/dashboard',
      token: 't',
      handlers: {
        ...handlers,
        CheckAuth: (variables) => (failures-- > 0 ? { errors: [{ message: 'Unexpected error', code: 'INTERNAL_SERVER_ERROR' }] } : handlers.CheckAuth(variables)),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The portal cannot be reached right now');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
  });

  it('redirects / to /dashboard when logged in', async () => {
    renderApp({ path: '/', token: 't', handlers: loggedInHandlers('user') });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sends a user who may not open a page to / (and so the dashboard), saying why', async () => {
    renderApp({ path: '/settings', token: 't', handlers: loggedInHandlers('admin') });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(await screen.findByText('You do not have access to that page.')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown logged-in path, keeping the address', async () => {
    renderApp({ path: '/no/such/page', token: 't', handlers: loggedInHandlers('webEditor') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at/)).toHaveTextContent('There is no page at /no/such/page.');
    expect(screen.getByTestId('location')).toHaveTextContent('/no/such/page');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
  });

  it("sends a plain user on another employee's card to their own card, saying why", async () => {
    renderApp({ path: '/baseball-card/999999', token: 't', handlers: loggedInHandlers('user') });
    expect(await screen.findByRole('heading', { name: 'Pat Worker' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/baseball-card/100001');
    expect(await screen.findByText('You do not have access to that page.')).toBeInTheDocument();
  });

  it('lets a listed employee number open All User Follow-ups', async () => {
    const handlers = {
      ...loggedInHandlers('user', { allFollowupsViewers: ['100001'] }),
      PartnersWithAssignees: () => ({ data: { users: [], aggregateUser: { __typename: 'AggregateUser', _count: { __typename: 'UserCountAggregate', _all: 0 } } } }),
    };
    renderApp({ path: '/allUsersFollowups', token: 't', handlers });
    expect(await screen.findByRole('heading', { name: 'All Partners' })).toBeInTheDocument();
    expect(await screen.findByText('No Partners Found')).toBeInTheDocument();
  });

  it('sends the bearer token from the cookie with every call', async () => {
    const { calls } = renderApp({ path: '/dashboard', token: 'abc123', handlers: loggedInHandlers('user') });
    await screen.findByRole('heading', { name: 'Welcome, Pat!' });
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.headers.Authorization).toBe('Bearer abc123');
  });
});
