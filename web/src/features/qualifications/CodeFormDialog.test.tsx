import { screen } from '@testing-library/react';
import { CODE_FIELD_LABELS } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { fieldLabelsIn } from '../../test/formLabels';
import { renderWithApi } from '../../test/renderWithApi';
import { categoryOf } from './categories';
import { CodeFormDialog } from './CodeFormDialog';

describe('Create License Code', () => {
  it('labels its fields as the Change History panel names them (fieldLabels.ts)', () => {
    renderWithApi(<CodeFormDialog category={categoryOf('licenses')} code={null} onClose={() => {}} onSaved={() => {}} />, {});
    const form = screen.getByRole('dialog', { name: 'Create License Code' });
    const fields = ['title', 'points', 'expirationType', 'state', 'level', 'lookupCode', 'description'] as const;
    expect(fieldLabelsIn(form)).toEqual(fields.map((field) => CODE_FIELD_LABELS[field]));
  });
});
