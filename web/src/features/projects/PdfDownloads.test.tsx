/**
 * The two PDF buttons (decision 0162): "Download crew packet" on a project card and "Download
 * qualifications" on a baseball card fetch the server's PDF with the session's bearer token, are
 * disabled with a progress indicator while it comes, save it under the server's file name, and
 * show the server's refusal when it refuses.
 */
import { clock } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay, resetCompanyDay } from '@portal/common/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardEmployee, loggedInHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
// Loaded up front, so the lazily routed page is ready when the app renders it.
import './ProjectCardPage';

const project = {
  __typename: 'Project', id: 42, project_num: 'MIA-7', name: 'Miami Tower', manager: 'Ann', supervisor: 'Sam', address: '1 Bay St', city: 'Miami', state: 'FL', zip: '33101',
  phone: '3055550100', notes: null, status: 'Active', zipLocated: true,
  users: [{ __typename: 'User', id: 5, employeeNumber: '200300', firstName: 'Dana', lastName: 'Rivera', jobTitle: 'Foreman', licenses: [], certifications: [] }],
  contractors: [],
};

/** A fetch that answers when the test says, and the downloads the page started (anchor clicks). */
function pendingFetch() {
  let answer: (res: Response) => void = () => {};
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
  return { fetch, saved, answer: (res: Response) => answer(res) };
}

const pdf = (fileName: string) =>
  new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}` },
  });

beforeEach(() => pinCompanyDay(COMPANY_DAYS.find((d) => d.name === 'December 31')!));
afterEach(() => {
  vi.restoreAllMocks();
  resetCompanyDay();
});

describe('Download crew packet', () => {
  it('fetches the packet with the session, shows progress and saves it under the server’s name', async () => {
    const downloads = pendingFetch();
    renderApp({
      path: '/project/42',
      token: 'session-token',
      handlers: { ...loggedInHandlers('superAdmin'), ProjectCard: () => ({ data: { project } }), RecordHistory: () => ({ data: { recordHistory: { __typename: 'RecordHistory', total: 0, entries: [] } } }) },
    });
    const button = await screen.findByRole('button', { name: 'Download crew packet' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const [path, init] = downloads.fetch.mock.calls[0];
    expect(path).toBe('/pdf/crew-packet/42');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
    downloads.answer(pdf(`Crew packet - Miami Tower - ${clock.today()}.pdf`));
    await waitFor(() => expect(button).toBeEnabled());
    expect(downloads.saved).toEqual(['Crew packet - Miami Tower - 2026-12-31.pdf']);
  });

  it('shows the server’s refusal and saves nothing', async () => {
    const downloads = pendingFetch();
    renderApp({
      path: '/project/42',
      token: 'session-token',
      handlers: { ...loggedInHandlers('webEditor'), ProjectCard: () => ({ data: { project } }), RecordHistory: () => ({ data: { recordHistory: { __typename: 'RecordHistory', total: 0, entries: [] } } }) },
    });
    const button = await screen.findByRole('button', { name: 'Download crew packet' });
    await userEvent.click(button);
    downloads.answer(new Response('You may not download this crew packet.', { status: 403 }));
    expect(await screen.findByText('You may not download this crew packet.')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(downloads.saved).toEqual([]);
  });
});

describe('Download qualifications', () => {
  it("downloads a plain user's own qualifications from their baseball card", async () => {
    const downloads = pendingFetch();
    const me = cardEmployee('user', { firstName: 'Dana', middleInitial: 'Q', lastName: 'Rivera' });
    renderApp({ path: `/baseball-card/${me.employeeNumber}`, token: 'mine', handlers: { ...loggedInHandlers('user'), EmployeeBaseballCard: () => ({ data: { users: [me] } }) } });
    const button = await screen.findByRole('button', { name: 'Download qualifications' }, { timeout: 10_000 });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(downloads.fetch.mock.calls[0][0]).toBe(`/pdf/qualifications/${me.employeeNumber}`);
    // Without a name from the server, the page's own readable name.
    downloads.answer(new Response(new Blob(['%PDF-1.3']), { status: 200 }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(downloads.saved).toEqual([`Qualifications - Dana Q. Rivera (${me.employeeNumber}) - 2026-12-31.pdf`]);
  });
});
