/** What a review cycle must hold, checked on every create and update (spec 3 section 5). */
import { eq } from 'drizzle-orm';
import { reviewTemplates, type reviewCycles } from '../../db/schema';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput } from '../../graphql/errors';

export const reviewCycleHooks: ModelHooks<RowOf<typeof reviewCycles>> = {
  async beforeWrite({ tx, action, data, before }) {
    if (action === 'create' || 'name' in data) {
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      if (!name) throw badInput('Enter the cycle name.');
      data.name = name;
    }
    if (data.groupCycle === '') data.groupCycle = null;
    const templateId = (data.templateId ?? before?.templateId) as number | undefined;
    if (templateId !== undefined && (action === 'create' || 'templateId' in data)) {
      const [template] = await tx.select({ supersededById: reviewTemplates.supersededById }).from(reviewTemplates).where(eq(reviewTemplates.id, templateId));
      if (!template) throw badInput('Select Review Template to Use');
      if (template.supersededById !== null) throw badInput('That template has a newer version; choose the current one.');
    }
  },
};
