import { describe, expect, it } from 'vitest';
import { canSaveEmployeeInfo } from './EmployeeInfoDialog';
import type { CodeChoice } from '../qualifications';
import { canSaveQualification, expiresManually, kindConfig, pickListChoices, writableKinds } from './qualificationForm';

const choice = (id: number, title: string): CodeChoice => ({ id, title, points: 1, expirationType: 'none', level: null, state: null });
const heldOf = (id: number) => ({ id: id * 10, issueDate: null, expDate: null, codes: { id, title: 't', points: 1, expirationType: 'none', level: null, state: null } });

describe('qualification form rules', () => {
  const codes = [choice(1, 'A'), choice(2, 'B'), choice(3, 'C')];

  it('leaves held licenses, certifications and skills out of the pick list, except while editing', () => {
    for (const kind of ['licenses', 'certifications', 'skills'] as const) {
      expect(pickListChoices(kindConfig(kind), codes, [heldOf(2)], false, null).map((c) => c.id)).toEqual([1, 3]);
      expect(pickListChoices(kindConfig(kind), codes, [heldOf(2)], true, 2).map((c) => c.id)).toEqual([1, 2, 3]);
      // The code just chosen stays listed even once it turns out to be held.
      expect(pickListChoices(kindConfig(kind), codes, [heldOf(2)], false, 2).map((c) => c.id)).toEqual([1, 2, 3]);
    }
    expect(pickListChoices(kindConfig('deccoUCourses'), codes, [heldOf(2)], false, null).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('enables Save only with a chosen code or an edited record, valid dates, and not while saving', () => {
    const values = { codeId: null, issueDate: '2026-03-02', expDate: '2026-03-02', number: '' };
    expect(canSaveQualification(values, { editing: false, saving: false, manual: false })).toBe(false);
    expect(canSaveQualification(values, { editing: true, saving: false, manual: false })).toBe(true);
    expect(canSaveQualification({ ...values, codeId: 4 }, { editing: false, saving: false, manual: false })).toBe(true);
    expect(canSaveQualification({ ...values, codeId: 4 }, { editing: false, saving: true, manual: false })).toBe(false);
    expect(canSaveQualification({ ...values, codeId: 4, expDate: '' }, { editing: false, saving: false, manual: true })).toBe(false);
    expect(canSaveQualification({ ...values, codeId: 4, expDate: '2026-03-01' }, { editing: false, saving: false, manual: true })).toBe(false);
    expect(canSaveQualification({ ...values, codeId: 4, expDate: '' }, { editing: false, saving: false, manual: false })).toBe(true);
  });

  it('shows the expiration date only for manual codes', () => {
    expect(expiresManually({ expirationType: 'manual' })).toBe(true);
    expect(expiresManually({ expirationType: 'none' })).toBe(false);
    expect(expiresManually(null)).toBe(false);
  });

  it('gives each role its writable groups', () => {
    expect(writableKinds('webEditor').map((k) => k.kind)).toEqual(['licenses', 'certifications', 'skills', 'deccoUCourses']);
    expect(writableKinds('superAdmin').map((k) => k.kind)).toEqual(['licenses', 'certifications', 'skills', 'deccoUCourses']);
    expect(writableKinds('fieldSupervisor').map((k) => k.kind)).toEqual(['skills']);
    expect(writableKinds('admin')).toEqual([]);
    expect(writableKinds('user')).toEqual([]);
  });

  it('needs both an access level and a T-shirt size to save the employee information', () => {
    expect(canSaveEmployeeInfo({ userType: 'user', tshirtSize: 'LG' }, false)).toBe(true);
    expect(canSaveEmployeeInfo({ userType: '', tshirtSize: 'LG' }, false)).toBe(false);
    expect(canSaveEmployeeInfo({ userType: 'user', tshirtSize: '' }, false)).toBe(false);
    expect(canSaveEmployeeInfo({ userType: 'user', tshirtSize: 'LG' }, true)).toBe(false);
  });
});
