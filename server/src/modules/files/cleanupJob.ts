import { inArray } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { documents, storedFiles, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import type { JobDef } from '../../jobs/runner';

/**
 * Removes uploaded files nothing refers to any more (replaced contact lists, deleted documents,
 * abandoned uploads), a day after their upload.
 */
export const orphanFilesJob: JobDef = {
  name: 'orphan-files',
  intervalMs: 6 * 3_600_000,
  async run({ db, services, log }) {
    // No document or profile image refers to them, a day after upload: the bytes and the row go.
    const rows = await queryRows<{ object_key: string }>(
      db,
      sql`select ${storedFiles.objectKey} from ${storedFiles}
        where ${storedFiles.createdAt} < ${nowSql()} - interval '1 day'
          and not exists (select 1 from ${documents} where ${documents.path} = '/files/' || ${storedFiles.objectKey})
          and not exists (select 1 from ${users} where ${users.profileImage} = '/files/' || ${storedFiles.objectKey})`,
    );
    const keys = rows.map((r) => r.object_key);
    for (const key of keys) {
      await services.files.delete(key);
      await db.delete(storedFiles).where(inArray(storedFiles.objectKey, [key]));
    }
    if (keys.length) log.info({ removed: keys.length }, 'orphan files removed');
  },
};
