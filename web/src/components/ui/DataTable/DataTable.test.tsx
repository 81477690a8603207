import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { setScreenWidth } from '../../../test/renderApp';
import { DataTable } from './DataTable';
import { clientSidePages } from './fetchers';
import type { DataTableColumn, PageRequest } from './types';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Person ${String(i + 1).padStart(2, '0')}`, city: i % 2 ? 'Boston' : 'Albany' }));
const columns: DataTableColumn<Person>[] = [
  { id: 'name', label: 'Name', field: 'name', sortable: true },
  { id: 'city', label: 'City', field: 'city' },
];

function renderTable(rows: Person[], extra: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  const source = clientSidePages(rows);
  const fetchPage = vi.fn((request: PageRequest) => source(request));
  renderWithProviders(
    <>
      <input aria-label="Search" />
      <DataTable<Person>
        tableKey="people"
        label="People"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        pageSizeOptions={[10, 25]}
        defaultPageSize={10}
        {...extra}
      />
    </>,
  );
  return fetchPage;
}

const bodyRows = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').slice(1);

describe('DataTable', () => {
  afterEach(() => setScreenWidth(1280));

  it('asks the server for one page at a time and shows the pager when there is more than one', async () => {
    const fetchPage = renderTable(people);
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ take: 10, skip: 0, sort: null });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1-10 of 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ take: 10, skip: 10, sort: null });
  });

  it('mounted again in the same history entry (Back from a row’s page), starts on the order and page it was left on; unless it keeps nothing', async () => {
    const source = clientSidePages(people);
    const props = { tableKey: 'people', label: 'People', columns, rowKey: (p: Person) => p.id, pageSizeOptions: [10], defaultPageSize: 10 };
    const onSortChange = vi.fn();
    const first = render(<DataTable<Person> {...props} fetchPage={source} />);
    await screen.findByText('Person 01');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Person 20')).toBeInTheDocument();
    first.unmount();

    // A new fetcher, as a page mounted again builds one: the same rows, kept order and page.
    const fetchPage = vi.fn((request: PageRequest) => source(request));
    const again = render(<DataTable<Person> {...props} fetchPage={fetchPage} onSortChange={onSortChange} />);
    expect(await screen.findByText('11-20 of 30')).toBeInTheDocument();
    expect(screen.getByText('Person 20')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith({ take: 10, skip: 10, sort: { field: 'name', direction: 'desc' } });
    // The screen's own copy of the order (its CSV export's) hears of the kept one.
    expect(onSortChange).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
    again.unmount();

    render(<DataTable<Person> {...props} fetchPage={source} keepInHistory={false} />);
    expect(await screen.findByText('1-10 of 30')).toBeInTheDocument();
    expect(screen.getByText('Person 01')).toBeInTheDocument();
  });

  it('stays on its page and order when reloaded after a save, and starts again at page 1 for new filters', async () => {
    const source = clientSidePages(people);
    const props = { tableKey: 'people', label: 'People', columns, rowKey: (p: Person) => p.id, pageSizeOptions: [10], defaultPageSize: 10 };
    const fetchPage = vi.fn((request: PageRequest) => source(request));
    // Plain render, so that rerender updates the same table instead of mounting a new one.
    const view = render(<DataTable<Person> {...props} fetchPage={fetchPage} reloadKey={0} />);
    await screen.findByText('Person 01');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(await screen.findByText('Person 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Person 20')).toBeInTheDocument();

    // A row was edited: the same fetcher, a new reload key.
    view.rerender(<DataTable<Person> {...props} fetchPage={fetchPage} reloadKey={1} />);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ take: 10, skip: 10, sort: { field: 'name', direction: 'desc' } }));
    expect(await screen.findByText('11-20 of 30')).toBeInTheDocument();
    expect(screen.getByText('Person 20')).toBeInTheDocument();

    // New filters: a new fetcher starts at the first page, in the same order.
    const filtered = vi.fn((request: PageRequest) => clientSidePages(people.filter((p) => p.city === 'Boston'))(request));
    view.rerender(<DataTable<Person> {...props} fetchPage={filtered} reloadKey={1} />);
    await waitFor(() => expect(filtered).toHaveBeenLastCalledWith({ take: 10, skip: 0, sort: { field: 'name', direction: 'desc' } }));
    expect(await screen.findByText('1-10 of 15')).toBeInTheDocument();
  });

  it('starts a table without sizes of its own at 20 rows, with 20, 25 and 50 to choose', async () => {
    const source = clientSidePages(people);
    render(<DataTable<Person> tableKey="generic" label="People" columns={columns} fetchPage={(r) => source(r)} rowKey={(p) => p.id} />);
    expect(await screen.findByText('1-20 of 30')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['20', '25', '50']);
  });

  it('hides the pager when everything fits on one page', async () => {
    renderTable(people.slice(0, 8));
    expect(await screen.findByText('Person 08')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('turns pages with the arrow keys, except while typing in a field', async () => {
    renderTable(people);
    await screen.findByText('Person 01');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Person 01')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.keyboard('{ArrowRight}');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Person 01')).toBeInTheDocument();
  });

  it("says 'Nothing here...' when there are no rows, or the screen's own text", async () => {
    renderTable([]);
    expect(await screen.findByText('Nothing here...')).toBeInTheDocument();
  });

  it('shows a custom empty text', async () => {
    renderTable([], { emptyText: 'No Contractors Found' });
    expect(await screen.findByText('No Contractors Found')).toBeInTheDocument();
  });

  it('sorts by a sortable header and says so with aria-sort', async () => {
    const fetchPage = renderTable(people);
    await screen.findByText('Person 01');
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(await screen.findByText('Person 30')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ take: 10, skip: 0, sort: { field: 'name', direction: 'desc' } });
  });

  it('opens a row with a click, Enter or Space', async () => {
    const onRowClick = vi.fn();
    renderTable(people.slice(0, 3), { onRowClick });
    await screen.findByText('Person 01');
    await userEvent.click(screen.getByText('Person 01'));
    const second = screen.getByRole('row', { name: 'Person 02' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('row', { name: 'Person 03' }).focus();
    await userEvent.keyboard(' ');
    expect(onRowClick.mock.calls.map(([p]) => (p as Person).name)).toEqual(['Person 01', 'Person 02', 'Person 03']);
  });

  it('keeps the chosen page size in session storage for this table', async () => {
    const fetchPage = renderTable(people);
    await screen.findByText('Person 01');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ take: 25, skip: 0, sort: null }));
    expect(window.sessionStorage.getItem('dataTable.pageSize.people')).toBe('25');
  });

  it('keeps the pager after a larger page size shows every row, so the size can be changed back', async () => {
    const fetchPage = renderTable(people.slice(0, 22));
    await screen.findByText('Person 01');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByText('Person 22')).toBeInTheDocument();
    expect(screen.getByText('1-22 of 22')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ take: 10, skip: 0, sort: null }));
    expect(await screen.findByText('1-10 of 22')).toBeInTheDocument();
  });

  it('opens a row to show more with its arrow, without opening the row itself, and closes it again', async () => {
    const onRowClick = vi.fn();
    renderTable(people.slice(0, 3), { onRowClick, expandLabel: 'Qualifications', renderExpanded: (p) => <p>More about {p.name}</p> });
    const arrow = await screen.findByRole('button', { name: 'Show qualifications of Person 02' });
    expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(arrow);
    expect(screen.getByText('More about Person 02')).toBeInTheDocument();
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Hide qualifications of Person 02' }));
    expect(screen.queryByText('More about Person 02')).not.toBeInTheDocument();
  });

  it('gives each card the same button beside Details on a phone', async () => {
    setScreenWidth(375);
    renderTable(people.slice(0, 2), { onRowClick: vi.fn(), expandLabel: 'Qualifications', renderExpanded: (p) => <p>More about {p.name}</p> });
    await userEvent.click(await screen.findByRole('button', { name: 'Show qualifications of Person 01' }));
    expect(screen.getByText('More about Person 01')).toBeInTheDocument();
  });

  it('shows a loading state until the first page arrives', async () => {
    let release: () => void = () => {};
    const fetchPage = () => new Promise<{ rows: Person[]; total: number }>((resolve) => (release = () => resolve({ rows: people.slice(0, 2), total: 2 })));
    renderWithProviders(<DataTable<Person> tableKey="slow" label="People" columns={columns} fetchPage={fetchPage} rowKey={(p) => p.id} />);
    // Placeholder rows in the table's shape, as many as a page (hidden from screen readers), announced by the progress bar.
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.getByRole('progressbar', { name: 'Loading People' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here...')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('offers a column chooser: hidden-by-default columns come on demand, and the choice is kept for the next visit', async () => {
    window.localStorage.clear();
    const withZip: DataTableColumn<Person>[] = [...columns, { id: 'zip', label: 'Zip', render: () => '01608', hiddenByDefault: true }];
    // Read while the menu is open too (it hides the page from screen readers meanwhile).
    const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    const first = renderTable(people.slice(0, 2), { columns: withZip, columnChooser: true, stickyFirstColumn: true });
    await waitFor(() => expect(first).toHaveBeenCalled());
    await screen.findByText('Person 01');
    expect(headers()).toEqual(['Name', 'City']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns (2 of 3)' }));
    const menu = screen.getByRole('menu', { name: 'Columns of People' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Zip' }));
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    expect(headers()).toEqual(['Name', 'Zip']);
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Name' })).toHaveAttribute('aria-checked', 'true');
    cleanup();

    renderTable(people.slice(0, 2), { columns: withZip, columnChooser: true });
    await screen.findByText('Person 01');
    expect(headers()).toEqual(['Name', 'Zip']);
    window.localStorage.clear();
  });

  it('shows cards with a Details button below the sm breakpoint', async () => {
    setScreenWidth(375);
    const onRowClick = vi.fn();
    renderTable(people.slice(0, 2), { onRowClick });
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The title is not repeated as the card's first field; the other fields follow it.
    const card = within(list).getAllByRole('listitem')[1];
    expect(within(card).getAllByText('Person 02')).toHaveLength(1);
    expect(within(card).queryByText('Name')).not.toBeInTheDocument();
    expect(within(card).getByText('City').nextSibling).toHaveTextContent('Boston');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details for Person 02' }));
    expect(onRowClick).toHaveBeenCalledWith(people[1]);
  });
});
