import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test/renderWithApi';
import { RecordHistory } from './RecordHistory';

const entry = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'HistoryEntry',
  id,
  atCompanyTime: '11/26/2026 12:38 PM EST',
  actorName: 'Wendy Editor',
  actorEmployeeNumber: '000005',
  action: 'update',
  changes: [],
  ...extra,
});

describe('the Change History panel', () => {
  it('lists who, when, and each field before -> after, newest first, asking for the record by kind and id', async () => {
    const { calls } = renderWithApi(<RecordHistory record="CODE" id={42} name="Crane Operator" />, {
      RecordHistory: () => ({
        data: {
          recordHistory: {
            __typename: 'HistoryPage',
            total: 2,
            entries: [
              entry('2', { changes: [{ __typename: 'HistoryChange', field: 'points', label: 'Points', before: '10', after: '25' }] }),
              entry('1', { action: 'create', actorName: null, actorEmployeeNumber: null, changes: [{ __typename: 'HistoryChange', field: 'description', label: 'Description', before: null, after: 'Tower cranes' }] }),
            ],
          },
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Change history of Crane Operator' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '11/26/2026 12:38 PM ESTWendy EditorChangedPoints: 10 → 25',
      '11/26/2026 12:38 PM ESTSystemCreatedDescription: (empty) → Tower cranes',
    ]);
    expect(calls.find((c) => c.operationName === 'RecordHistory')?.variables).toMatchObject({ record: 'CODE', id: '42', skip: 0 });
  });
});
