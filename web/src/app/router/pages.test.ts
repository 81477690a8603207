import { describe, expect, it } from 'vitest';
import { screenOf } from './pages';

describe('the screen a path shows (the window scrolls to the top of another one)', () => {
  it('is the list for a record opened in a dialog over it, and the path itself elsewhere', () => {
    expect(screenOf('/navigator/reviews/12')).toBe('/navigator/reviews');
    expect(screenOf('/navigator/reviews')).toBe('/navigator/reviews');
    expect(screenOf('/navigator/forms/7')).toBe('/navigator/forms');
    // Another employee's card is another screen.
    expect(screenOf('/baseball-card/100001')).not.toBe(screenOf('/baseball-card/100002'));
    expect(screenOf('/login')).toBe('/login');
  });
});
