import { describe, expect, it } from 'vitest';
import { categoryOf, codeDialogTitle } from './categories';
import { canSaveCode, emptyCodeForm, frozenExpirationNote, isDuplicateCode, pointsInput } from './codeForm';
import type { CatalogueCode } from './operations';

const counts = (n: number) => ({ licenses: n, certifications: 0, skills: 0, deccoUCourses: 0 });
const stored = (id: number, extra: Partial<CatalogueCode> = {}): CatalogueCode => ({
  id, title: 'Electrician', entity: 'licenses', points: 5, expirationType: 'manual', description: null, state: 'MA', level: 'master', lookupCode: null, _count: counts(0), ...extra,
});

describe('code form rules', () => {
  it('titles the modal Create/Edit, one code of the category, then Code', () => {
    expect(codeDialogTitle(categoryOf('licenses'), false)).toBe('Create License Code');
    expect(codeDialogTitle(categoryOf('certifications'), true)).toBe('Edit Certification Code');
    expect(codeDialogTitle(categoryOf('skills'), false)).toBe('Create Skill Code');
    expect(codeDialogTitle(categoryOf('deccoUCourses'), true)).toBe('Edit Course Code');
  });

  it('needs title, points and expiration type, and not while saving', () => {
    const form = { ...emptyCodeForm(), title: 'x', points: '5' };
    expect(canSaveCode(form, false)).toBe(true);
    expect(canSaveCode(form, true)).toBe(false);
    expect(canSaveCode({ ...form, title: '   ' }, false)).toBe(false);
    expect(canSaveCode({ ...form, points: '' }, false)).toBe(false);
    expect(canSaveCode({ ...form, expirationType: '' }, false)).toBe(false);
    expect(pointsInput('12a34')).toBe('123');
  });

  it('finds duplicates: licenses by title, level and state; others by title; the edited code allowed', () => {
    const form = { ...emptyCodeForm(), title: ' electrician ', points: '5', state: 'MA', level: 'master' as const };
    expect(isDuplicateCode(categoryOf('licenses'), form, [stored(1)], null)).toBe(true);
    expect(isDuplicateCode(categoryOf('licenses'), form, [stored(1)], 1)).toBe(false);
    expect(isDuplicateCode(categoryOf('licenses'), { ...form, state: 'NH' }, [stored(1)], null)).toBe(false);
    expect(isDuplicateCode(categoryOf('skills'), { ...form, state: 'NH' }, [stored(1, { entity: 'skills', state: null, level: null })], null)).toBe(true);
  });

  it('freezes the expiration type once the code exists, saying why', () => {
    expect(frozenExpirationNote(null)).toBeNull();
    expect(frozenExpirationNote(stored(1))).toBe('The expiration type cannot be changed after the code is created.');
    expect(frozenExpirationNote(stored(1, { _count: counts(1) }))).toBe('The expiration type cannot be changed: the code exists and 1 employee holds it.');
  });
});
