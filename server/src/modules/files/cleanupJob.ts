import { inArray } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { JobDef } from '../../jobs/runner';
import { orphanFileKeys } from '../portal/documentHooks';

/**
 * Removes uploaded files nothing refers to any more (replaced contact lists, deleted documents,
 * abandoned uploads), a day after their upload.
 */
export const orphanFilesJob: JobDef = {
  name: 'orphan-files',
  intervalMs: 6 * 3_600_000,
  async run({ db, services, log }) {
    const keys = await orphanFileKeys(db);
    for (const key of keys) {
      await services.files.delete(key);
      await db.delete(storedFiles).where(inArray(storedFiles.objectKey, [key]));
    }
    if (keys.length) log.info({ removed: keys.length }, 'orphan files removed');
  },
};
