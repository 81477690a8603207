/**
 * Documents point at a file uploaded through uploadFile. Saving the cell phone (contact) list
 * replaces the previous one: its document record is removed in the same transaction as the new
 * one is saved (the old bytes go with the orphan-file cleanup job).
 */
import { clock } from '@portal/common';
import { eq, inArray } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { documents, storedFiles } from '../../db/schema';
import { fullName } from '../../graphql/context';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput } from '../../graphql/errors';
import { recordAudit } from '../../lib/audit';
import { CONTACT_LIST_NAME, keyOf, pathOf } from '../files/service';

const CONTACT_LIST_DESCRIPTION = 'Cell Phone List';

export const documentHooks: ModelHooks<RowOf<typeof documents>> = {
  async beforeWrite({ ctx, tx, action, data }) {
    if (action !== 'create') return;
    const key = keyOf(String(data.path ?? ''));
    const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.objectKey, key));
    if (!file || file.kind !== 'file') throw badInput('Please upload the file first.');
    data.path = pathOf(key);
    data.createdBy = fullName(ctx.viewer!);
    data.createdAt = clock.now();
    data.name ??= file.originalName;
    if (file.originalName !== CONTACT_LIST_NAME) return;
    data.description = CONTACT_LIST_DESCRIPTION;
    // Replace the previous contact list.
    const previous = await queryRows<{ id: number; path: string; name: string; description: string | null }>(
      tx,
      sql`select ${documents.id}, ${documents.path}, ${documents.name}, ${documents.description} from ${documents}
        join ${storedFiles} on ${documents.path} = '/files/' || ${storedFiles.objectKey}
        where ${storedFiles.originalName} = ${CONTACT_LIST_NAME} and ${storedFiles.objectKey} <> ${key}`,
    );
    if (previous.length === 0) return;
    await tx.delete(documents).where(inArray(documents.id, previous.map((p) => p.id)));
    for (const p of previous) await recordAudit(tx, ctx, { entity: 'Documents', entityId: p.id, action: 'delete', before: p, after: null });
  },
};
