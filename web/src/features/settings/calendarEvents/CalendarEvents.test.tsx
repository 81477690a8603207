import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATE_TIME } from '../../../lib/dates';
import type { MockHandler } from '../../../test/mockApi';
import { loggedInHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { SETTINGS_MESSAGES } from '../messages';
// Loaded up front, so the lazily routed page is ready when the app renders it.
import '../SettingsPage';
import { canSaveEvent } from './CalendarEventDialog';

const event = (id: number, title: string, date: string) => ({ __typename: 'CalEvents', id, title, date });

function eventsPage(rows: ReturnType<typeof event>[]): MockHandler {
  return ({ take, skip }) => ({
    data: {
      findManyCalEvents: rows.slice(Number(skip), Number(skip) + Number(take)),
      aggregateCalEvents: { __typename: 'AggregateCalEvents', _count: { __typename: 'CalEventsCountAggregate', _all: rows.length } },
    },
  });
}

function renderCalendar(handlers: Record<string, MockHandler>, rows = [event(7, 'Safety Stand-Down', '2030-03-05T14:30:00.000Z')]) {
  return renderApp({ path: '/settings', token: 't', handlers: { ...loggedInHandlers('superAdmin'), CalendarEventsPage: eventsPage(rows), ...handlers } });
}

async function chooseTime(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /time/i }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('canSaveEvent', () => {
  it('wants a title and a whole date-time, and nothing running', () => {
    const when = { day: '2030-03-05', time: '09:15' };
    expect(canSaveEvent('Town hall', when, false)).toBe(true);
    expect(canSaveEvent('  ', when, false)).toBe(false);
    expect(canSaveEvent('Town hall', EMPTY_DATE_TIME, false)).toBe(false);
    expect(canSaveEvent('Town hall', { day: '2030-03-05', time: '' }, false)).toBe(false);
    expect(canSaveEvent('Town hall', when, true)).toBe(false);
  });
});

describe('calendar events in Settings', () => {
  it('lists events 10 to a page, with the pager only beyond 10', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => event(i + 1, `Event ${String(i + 1).padStart(2, '0')}`, `2030-01-${String(i + 1).padStart(2, '0')}T15:00:00.000Z`));
    const { calls } = renderCalendar({}, rows);
    expect(await screen.findByText('Event 01')).toBeInTheDocument();
    expect(screen.queryByText('Event 11')).not.toBeInTheDocument();
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    const query = calls.find((c) => c.operationName === 'CalendarEventsPage');
    expect(query?.variables).toMatchObject({ take: 10, skip: 0, orderBy: [{ date: 'asc' }, { id: 'asc' }] });
  });

  it("says 'Error. Please refresh your page' when the list does not load", async () => {
    renderCalendar({ CalendarEventsPage: () => ({ errors: [{ message: 'boom', code: 'INTERNAL_SERVER_ERROR' }] }) });
    expect(await screen.findByText(SETTINGS_MESSAGES.listLoadFailed)).toBeInTheDocument();
  });

  it('enables Save only with a title, a date and a time, and creates the event', async () => {
    let created: unknown = null;
    let release: () => void = () => {};
    renderCalendar({
      CreateCalendarEvent: (variables) =>
        new Promise((resolve) => {
          created = variables.data;
          release = () => resolve({ data: { createOneCalEvents: event(9, 'Town Hall', '2030-04-01T13:15:00.000Z') } });
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Calendar Event' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event' }), 'Town Hall');
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-04-01' } });
    expect(save).toBeDisabled();
    await chooseTime(dialog, '9:15 AM');
    expect(save).toBeEnabled();

    await userEvent.click(save);
    // While the request runs, Save stays disabled.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /save/i })).toBeDisabled());
    // 9:15 AM on the company's clock (New York, daylight time in April), whatever the machine's zone.
    expect(created).toEqual({ title: 'Town Hall', date: '2030-04-01T13:15:00.000Z' });
    release();
    expect(await screen.findByText(SETTINGS_MESSAGES.eventCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Calendar Event' })).not.toBeInTheDocument());
  });

  it('offers only quarter hours', async () => {
    renderCalendar({});
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /time/i }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
  });

  it('shows the spec message when creating fails and keeps the form', async () => {
    renderCalendar({ CreateCalendarEvent: () => ({ errors: [{ message: 'no', code: 'INTERNAL_SERVER_ERROR' }] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event' }), 'Party');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-04-01' } });
    await chooseTime(dialog, '6:00 PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.eventCreateFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Event' })).toHaveValue('Party');
  });

  it("counts the title against its 200-character limit and shows the server's reason when it refuses the input", async () => {
    const refusal = 'Title must be at most 200 characters.';
    renderCalendar({ CreateCalendarEvent: () => ({ errors: [{ message: refusal, code: 'BAD_USER_INPUT' }] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: 'Event' });
    expect(within(dialog).getByText('0/200')).toBeInTheDocument();
    await userEvent.type(title, 'Party');
    expect(within(dialog).getByText('5/200')).toBeInTheDocument();
    expect(title).toHaveAttribute('maxlength', '200');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-04-01' } });
    await chooseTime(dialog, '6:00 PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_MESSAGES.eventCreateFailed)).not.toBeInTheDocument();
  });

  it('edits an event with { set } values', async () => {
    let sent: unknown = null;
    renderCalendar({
      UpdateCalendarEvent: (variables) => {
        sent = variables;
        return { data: { updateOneCalEvents: event(7, 'Safety Day', '2030-03-05T14:30:00.000Z') } };
      },
    });
    await userEvent.click(await screen.findByText('Safety Stand-Down'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Calendar Event' });
    const title = within(dialog).getByRole('textbox', { name: 'Event' });
    expect(title).toHaveValue('Safety Stand-Down');
    await userEvent.clear(title);
    await userEvent.type(title, 'Safety Day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.eventEdited)).toBeInTheDocument();
    expect(sent).toEqual({ id: 7, data: { title: { set: 'Safety Day' }, date: { set: '2030-03-05T14:30:00.000Z' } } });
  });

  it('asks before deleting; NO returns to the form as it was, YES deletes', async () => {
    const deleted: unknown[] = [];
    renderCalendar({ DeleteCalendarEvent: (variables) => (deleted.push(variables.id), { data: { deleteOneCalEvents: { __typename: 'CalEvents', id: 7 } } }) });
    await userEvent.click(await screen.findByText('Safety Stand-Down'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Calendar Event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event' }), ' (moved)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'YES' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const form = screen.getByRole('dialog', { name: 'Edit Calendar Event' });
    expect(within(form).getByRole('textbox', { name: 'Event' })).toHaveValue('Safety Stand-Down (moved)');
    expect(deleted).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.eventDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([7]);
  });

  it('says so when deleting fails', async () => {
    renderCalendar({ DeleteCalendarEvent: () => ({ errors: [{ message: 'no', code: 'INTERNAL_SERVER_ERROR' }] }) });
    await userEvent.click(await screen.findByText('Safety Stand-Down'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.eventDeleteFailed)).toBeInTheDocument();
  });
});
