import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiringHeld } from './ExpiringHeld';

const held = (expDate: string | null, title: string, id: number) => ({ id, expDate, codes: { title } });

describe("a crew member's licenses and certifications due for renewal", () => {
  // The company's day in the web tests: March 2, 2026 (COMPANY_TODAY, test/fixtures.ts).
  it('lists the expired and the soon-expiring ones, most urgent first, marked as the card marks them', () => {
    const { container } = render(
      <ExpiringHeld
        held={{
          licenses: [held('2030-01-10', 'Electrician', 1), held('2026-04-30', 'Hoisting', 2), held(null, 'Plumber', 3)],
          certifications: [held('2026-03-01', 'OSHA 30', 4), held('2026-03-02', 'First Aid', 5)],
        }}
      />,
    );
    expect([...container.querySelectorAll('[data-held]')].map((line) => line.textContent)).toEqual([
      'OSHA 30 03/01/2026 (expired)',
      'First Aid 03/02/2026 (expires soon)',
      'Hoisting 04/30/2026 (expires soon)',
    ]);
    expect(screen.getByText('03/01/2026 (expired)')).toHaveAttribute('data-expiry', 'expired');
    expect(screen.getByText('04/30/2026 (expires soon)')).toHaveAttribute('data-expiry', 'soon');
    expect(container).not.toHaveTextContent('Electrician');
  });

  it('shows nothing when every one is valid', () => {
    const { container } = render(<ExpiringHeld held={{ licenses: [held('2030-01-10', 'Electrician', 1)], certifications: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
