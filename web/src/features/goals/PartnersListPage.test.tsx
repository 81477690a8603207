import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
// Loaded up front, so the lazily routed page is ready when the app renders it.
import './PartnersListPage';

const noPartners = () => ({ data: { users: [], aggregateUser: { __typename: 'AggregateUser', _count: { __typename: 'UserCountAggregate', _all: 0 } } } });

describe('Managed Partners', () => {
  it('names the manager by name, not by employee number', async () => {
    renderApp({
      path: '/partner-goals/100034',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        Partners: noPartners,
        EmployeesByNumber: () => ({
          data: { users: [{ __typename: 'User', id: 34, employeeNumber: '100034', firstName: 'Maria', lastName: 'Costa', jobTitle: 'Project Manager' }] },
        }),
      },
    });
    expect(await screen.findByText('Goals of the partners managed by Maria Costa')).toBeInTheDocument();
    expect(screen.queryByText(/managed by 100034/)).not.toBeInTheDocument();
  });
});
