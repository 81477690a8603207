import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PhoneInput } from './PhoneInput';
import { RequiredSelect } from './RequiredSelect';
import { SkillLevelSelect } from './SkillLevelSelect';
import { UsStateSelect } from './UsStateSelect';

function Phone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneInput label="Phone" value={value} onChange={setValue} />;
}

describe('PhoneInput', () => {
  it('formats a complete number and warns while it is incomplete', async () => {
    renderWithProviders(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '617555');
    expect(input).toHaveValue('617555');
    expect(screen.getByText(/Enter a 10-digit phone number/)).toBeInTheDocument();
    await userEvent.type(input, '0123');
    expect(input).toHaveValue('(617) 555-0123');
    expect(screen.queryByText(/Enter a 10-digit phone number/)).not.toBeInTheDocument();
    // Typing on does not go past 14 characters.
    await userEvent.type(input, '9999');
    expect(input).toHaveValue('(617) 555-0123');
  });

  it('drops a leading country code 1, typed or pasted: at most 14 characters (decision 0152)', async () => {
    renderWithProviders(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '16175550123');
    expect(input).toHaveValue('(617) 555-0123');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('+1 (508) 555-0199');
    expect(input).toHaveValue('(508) 555-0199');
  });
});

describe('selects', () => {
  it('shows a required select red while it is empty or 0', () => {
    const options = [{ value: 1, label: 'Highly Recommended' }];
    const { rerender } = renderWithProviders(<RequiredSelect label="Evaluation" value="0" onChange={() => {}} options={options} />);
    expect(screen.getByRole('combobox', { name: /Evaluation/ })).toHaveAttribute('aria-invalid', 'true');
    rerender(<RequiredSelect label="Evaluation" value={1} onChange={() => {}} options={options} />);
    expect(screen.getByRole('combobox', { name: /Evaluation/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the states, DC and territories with a blank first option', async () => {
    renderWithProviders(<UsStateSelect value="" onChange={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(60);
    expect(options[0]).toHaveTextContent('None');
    expect(screen.getByRole('option', { name: 'DC - District of Columbia' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'PR - Puerto Rico' })).toBeInTheDocument();
  });

  it('offers N/A (default), Apprentice, Journeyman, Master', async () => {
    renderWithProviders(<SkillLevelSelect value="" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('N/A');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Level' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['N/A', 'Apprentice', 'Journeyman', 'Master']);
  });
});
