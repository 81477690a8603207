import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneIncomplete, normalisePhoneInput, PHONE_FORMAT_MESSAGE, phoneProblem } from '../phone';
import { isUsStateCode, usStateProblem } from '../usStates';
import { projectFieldProblem } from '../projects';

describe('formatPhone', () => {
  it('formats ten digits in the national form', () => {
    expect(formatPhone('6175551234')).toBe('(617) 555-1234');
    expect(formatPhone('617.555.1234')).toBe('(617) 555-1234');
  });
  it('drops a leading country code 1: the stored form is at most 14 characters (decision 0152)', () => {
    expect(formatPhone('1 617 555 1234')).toBe('(617) 555-1234');
    expect(formatPhone('+1 (617) 555-1234')).toBe('(617) 555-1234');
  });
  it('refuses incomplete or foreign lengths and area codes starting 0 or 1', () => {
    expect(formatPhone('617555123')).toBeNull();
    expect(formatPhone('26175551234')).toBeNull();
    expect(formatPhone('1175551234')).toBeNull();
    expect(formatPhone('0175551234')).toBeNull();
  });
});

describe('normalisePhoneInput', () => {
  it('keeps partial input as typed and formats once complete', () => {
    expect(normalisePhoneInput('617-55')).toBe('617-55');
    expect(normalisePhoneInput('617-555-1234')).toBe('(617) 555-1234');
    expect(normalisePhoneInput('abc5085550199x')).toBe('(508) 555-0199');
  });
  it('drops letters and never goes past 14 characters', () => {
    expect(normalisePhoneInput('61a7')).toBe('617');
    expect(normalisePhoneInput('2222222222222222')).toHaveLength(14);
    expect(normalisePhoneInput('(508) 555-01999999').length).toBeLessThanOrEqual(14);
  });
});

describe('isPhoneIncomplete', () => {
  it('warns while non-empty and unformatted', () => {
    expect(isPhoneIncomplete('')).toBe(false);
    expect(isPhoneIncomplete('617')).toBe(true);
    expect(isPhoneIncomplete('(617) 555-1234')).toBe(false);
    expect(isPhoneIncomplete('+1 (617) 555-1234')).toBe(true);
  });
});

describe('the rules the server applies', () => {
  it('phoneProblem accepts blank and (###) ###-#### only', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem(null)).toBeNull();
    expect(phoneProblem('(508) 555-0199')).toBeNull();
    for (const bad of ['call me maybe', '5085550199', '(508) 555-01999999']) expect(phoneProblem(bad)).toBe(PHONE_FORMAT_MESSAGE);
  });
  it('usStateProblem accepts blank and the list in capitals', () => {
    expect(usStateProblem('')).toBeNull();
    expect(usStateProblem('VI')).toBeNull();
    expect(isUsStateCode('vi')).toBe(true);
    expect(usStateProblem('ZZ')).toBe('State ZZ is not a US state, DC or territory code (e.g. MA).');
  });
  it("a project's problem names its field", () => {
    const ok = { project_num: 'AUD-100', name: 'n', manager: 'm', supervisor: 's', address: 'a', city: 'c', state: 'MA', zip: '01604', phone: '' };
    expect(projectFieldProblem(ok, 'create')).toBeNull();
    expect(projectFieldProblem({ ...ok, state: 'ZZ' }, 'create')?.field).toBe('state');
    expect(projectFieldProblem({ ...ok, phone: 'call me maybe' }, 'create')).toEqual({ field: 'phone', message: PHONE_FORMAT_MESSAGE });
    expect(projectFieldProblem(ok, 'edit')).toEqual({ field: 'phone', message: 'Phone is required.' });
  });
});
