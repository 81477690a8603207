import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp, setScreenWidth } from '../../test/renderApp';

const followup = {
  __typename: 'UserFollowup',
  id: 3,
  title: 'Crane lift check',
  description: 'Before the crane lift on Monday.',
  status: 'Active',
  createdBy: 'Pat Boss',
  user: { __typename: 'User', firstName: 'Dana', lastName: 'Field', employeeNumber: '200042', group: 'D1' },
};

describe('follow-ups assigned to me', () => {
  afterEach(() => setScreenWidth(1280));

  it('on a phone, each card shows the description and does not repeat its title as a field', async () => {
    setScreenWidth(390);
    renderApp({
      path: '/assigned-followups',
      token: 't',
      handlers: {
        ...loggedInHandlers('user'),
        AssignedFollowups: () => ({ data: { userFollowups: [followup], aggregateUserFollowup: { __typename: 'AggregateUserFollowup', _count: { __typename: 'UserFollowupCountAggregate', _all: 1 } } } }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Follow-ups Assigned to Me' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Crane lift check' })).toBeInTheDocument();
    expect(within(card).getAllByText('Crane lift check')).toHaveLength(1);
    expect(within(card).getByText('Description').nextSibling).toHaveTextContent('Before the crane lift on Monday.');
  });
});
