import { eq } from 'drizzle-orm';
import { phoneProblem, usStateProblem } from '@portal/common';
import { storedFiles, type users } from '../../db/schema';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput } from '../../graphql/errors';
import { keyOf, pathOf } from '../files/service';

/**
 * A profile image must be an image uploaded through uploadImage. A new access level or
 * employment status takes effect on the employee's next request (their cached sessions are dropped
 * on every app server).
 */
export const userHooks: ModelHooks<RowOf<typeof users>> = {
  async afterWrite({ ctx, tx, before, after }) {
    if (before && after && (before.userType !== after.userType || before.employmentStatus !== after.employmentStatus)) {
      // On every app server, once this write commits (decision 0063).
      await ctx.services.sessions.forgetEverywhere({ userId: Number(after.id) }, tx);
    }
  },
  async beforeWrite({ tx, data }) {
    // The same phone and state rules as the projects' (decision 0152); HR's sync writes past these hooks.
    for (const [field, problem] of [
      ['phone', phoneProblem(data.phone as string | null | undefined)],
      ['state', usStateProblem(data.state as string | null | undefined)],
    ] as const) {
      if (problem) throw badInput(problem, { field });
    }
    if (data.profileImage === undefined || data.profileImage === null) return;
    const key = keyOf(String(data.profileImage));
    const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.objectKey, key));
    if (!file || file.kind !== 'image') throw badInput('Please upload the profile image first.');
    data.profileImage = pathOf(key);
  },
};
