import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProjectSelect } from './ProjectSelect';

const options = [
  { id: 1, name: 'Harbor Tower', project_num: 'HT-1' },
  { id: 2, name: 'Old Mill', project_num: 'OM-2' },
];

describe('the assignment project picker', () => {
  it('offers one "Not assigned" choice for an employee parked on the placeholder project', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ProjectSelect label="Project for Tyler Medeiros" value={99} currentName="Not Assigned" options={options} onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Project for Tyler Medeiros' });
    expect(picker).toHaveTextContent('Not assigned');
    await userEvent.click(picker);
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['Not assigned', 'Harbor Tower', 'Old Mill']);
    await userEvent.click(screen.getByRole('option', { name: 'Old Mill' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('still lists a current project the pickers leave out, such as Vacation', async () => {
    renderWithProviders(<ProjectSelect label="Project for Ann" value={98} currentName="Vacation" options={options} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Project for Ann' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Not assigned', 'Vacation', 'Harbor Tower', 'Old Mill']);
  });
});
