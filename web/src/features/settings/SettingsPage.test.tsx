import { ROLES, can, type Role } from '@portal/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import './SettingsPage';
import { SETTINGS_SECTIONS, visibleSections } from './sections';

const count = (typename: string, n: number) => ({ __typename: `Aggregate${typename}`, _count: { __typename: `${typename}CountAggregate`, _all: n } });
const sectionHandlers: Record<string, MockHandler> = {
  CalendarEventsPage: () => ({ data: { findManyCalEvents: [], aggregateCalEvents: count('CalEvents', 0) } }),
  DocumentsPage: () => ({ data: { findManyDocuments: [], aggregateDocuments: count('Documents', 0) } }),
};

describe('settings sections', () => {
  it('follow the permission map for every role', () => {
    for (const role of ROLES) {
      expect(visibleSections(role).map((s) => s.id)).toEqual(SETTINGS_SECTIONS.filter((s) => can(role, s.capability)).map((s) => s.id));
    }
    expect(visibleSections('superAdmin').map((s) => s.title)).toEqual(['Calendar Events']);
    expect(visibleSections('webEditor')).toHaveLength(SETTINGS_SECTIONS.length);
    for (const role of ['user', 'fieldSupervisor', 'admin'] satisfies Role[]) expect(visibleSections(role)).toEqual([]);
  });

  it('shows a superAdmin the one section without tabs', async () => {
    renderApp({ path: '/settings', token: 't', handlers: { ...loggedInHandlers('superAdmin'), ...sectionHandlers } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar Events' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Event' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing here...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Document' })).not.toBeInTheDocument();
  });

  it('shows a webEditor every section as a tab and keeps the choice in the address', async () => {
    renderApp({ path: '/settings', token: 't', handlers: { ...loggedInHandlers('webEditor'), ...sectionHandlers } });
    const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(SETTINGS_SECTIONS.map((s) => s.title));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Resources' }));
    expect(screen.getByRole('tabpanel', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Add Document' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('sends other roles away from /settings', async () => {
    renderApp({ path: '/settings', token: 't', handlers: loggedInHandlers('admin') });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
