import { describe, expect, it } from 'vitest';
import { selectsEveryRow } from '../where';

describe('selectsEveryRow (a kept total stands for the unfiltered rows only)', () => {
  it('is true for no filter, {}, ANDs of those (the web table sends { AND: [] }) and an empty NOT', () => {
    for (const where of [undefined, null, {}, { AND: [] }, { AND: [{}, { AND: [] }] }, { AND: {} }, { NOT: [] }, { AND: undefined }]) {
      expect(selectsEveryRow(where as never), JSON.stringify(where)).toBe(true);
    }
  });

  it('is false for any field, any OR, a NOT with a filter, and an AND holding one', () => {
    for (const where of [
      { expDate: { gte: '2026-01-01' } },
      { OR: [] },
      { OR: [{}] },
      { NOT: { id: { equals: 1 } } },
      { AND: [{}, { users: { is: { firstName: { contains: 'a' } } } }] },
      { AND: [], licenseNumber: { equals: 'X' } },
    ]) {
      expect(selectsEveryRow(where), JSON.stringify(where)).toBe(false);
    }
  });
});
