import { screen } from '@testing-library/react';
import { EMPLOYEE_FIELD_LABELS } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { fieldLabelsIn } from '../../test/formLabels';
import { renderWithApi } from '../../test/renderWithApi';
import { EmployeeInfoDialog } from './EmployeeInfoDialog';
import type { BaseballCardEmployee } from './operations';

const employee = { id: 7, userType: 'user', tshirtSize: 'MD', yearsOfServiceNote: null } as BaseballCardEmployee;

describe('Employee Information', () => {
  it("labels its fields as the Change History panel names them (fieldLabels.ts)", () => {
    renderWithApi(<EmployeeInfoDialog employee={employee} viewerRole="webEditor" onClose={() => {}} onSaved={() => {}} />, {});
    const form = screen.getByRole('dialog', { name: 'Employee Information' });
    expect(fieldLabelsIn(form)).toEqual([EMPLOYEE_FIELD_LABELS.userType, EMPLOYEE_FIELD_LABELS.tshirtSize, EMPLOYEE_FIELD_LABELS.yearsOfServiceNote]);
    expect(fieldLabelsIn(form)).toEqual(['Access Level', 'T-Shirt Size', 'Years of Service Note']);
  });
});
