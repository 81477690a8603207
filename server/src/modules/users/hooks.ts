import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { ModelHooks } from '../../graphql/crud/model';
import { badInput } from '../../graphql/errors';
import { keyOf, pathOf } from '../files/service';

/** A profile image must be an image uploaded through uploadImage. */
export const userHooks: ModelHooks = {
  async beforeWrite({ tx, data }) {
    if (data.profileImage === undefined || data.profileImage === null) return;
    const key = keyOf(String(data.profileImage));
    const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.objectKey, key));
    if (!file || file.kind !== 'image') throw badInput('Please upload the profile image first.');
    data.profileImage = pathOf(key);
  },
};
