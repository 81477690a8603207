import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneIncomplete, normalisePhoneInput, phoneMaxLength } from '../phone';

describe('formatPhone', () => {
  it('formats ten digits in the national form', () => {
    expect(formatPhone('6175551234')).toBe('(617) 555-1234');
    expect(formatPhone('617.555.1234')).toBe('(617) 555-1234');
  });
  it('formats eleven digits with the leading 1 as +1', () => {
    expect(formatPhone('1 617 555 1234')).toBe('+1 (617) 555-1234');
  });
  it('refuses incomplete or foreign lengths', () => {
    expect(formatPhone('617555123')).toBeNull();
    expect(formatPhone('26175551234')).toBeNull();
    expect(formatPhone('1617555123')).toBeNull();
  });
});

describe('normalisePhoneInput', () => {
  it('keeps partial input as typed and formats once complete', () => {
    expect(normalisePhoneInput('617-55')).toBe('617-55');
    expect(normalisePhoneInput('617-555-1234')).toBe('(617) 555-1234');
  });
  it('drops letters and cuts at the maximum length', () => {
    expect(normalisePhoneInput('61a7')).toBe('617');
    expect(normalisePhoneInput('2222222222222222')).toHaveLength(14);
    expect(normalisePhoneInput('+1 2 3 4 5 6 7 8 9 0 9')).toHaveLength(17);
  });
  it('allows 17 characters only for the +1 form', () => {
    expect(phoneMaxLength('617')).toBe(14);
    expect(phoneMaxLength('+1 617')).toBe(17);
    expect(phoneMaxLength('1617')).toBe(17);
  });
});

describe('isPhoneIncomplete', () => {
  it('warns while non-empty and unformatted', () => {
    expect(isPhoneIncomplete('')).toBe(false);
    expect(isPhoneIncomplete('617')).toBe(true);
    expect(isPhoneIncomplete('(617) 555-1234')).toBe(false);
    expect(isPhoneIncomplete('+1 (617) 555-1234')).toBe(false);
  });
});
