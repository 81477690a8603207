/** What a review cycle must hold, checked on every create and update (spec 3 section 5). */
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import type { reviewCycles } from '../../db/schema';
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
      const [template] = await queryRows<{ superseded_by_id: number | null }>(tx, sql`select superseded_by_id from review_templates where id = ${templateId}`);
      if (!template) throw badInput('Select Review Template to Use');
      if (template.superseded_by_id !== null) throw badInput('That template has a newer version; choose the current one.');
    }
  },
};
