import { screen } from '@testing-library/react';
import { REVIEW_FIELD_LABELS } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { fieldLabelsIn } from '../../test/formLabels';
import { renderWithApi } from '../../test/renderWithApi';
import { CreateReviewDialog } from './CreateReviewDialog';

describe('Create Review', () => {
  it("labels its fields as the Change History panel names a review's creation (fieldLabels.ts)", () => {
    renderWithApi(<CreateReviewDialog onClose={() => {}} />, { ReviewTemplateChoices: () => ({ data: { reviewTemplates: [] } }) });
    const form = screen.getByRole('dialog', { name: 'Create Review' });
    expect(fieldLabelsIn(form)).toEqual([REVIEW_FIELD_LABELS.userId, REVIEW_FIELD_LABELS.templateVersionId, REVIEW_FIELD_LABELS.dateToCompleteBy]);
  });
});
