/** The audit log: who changed what and when, with the record before and after. */
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import type { AppContext } from '../graphql/context';

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  action: string;
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Executor, ctx: AppContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: ctx.viewer?.id ?? null,
    actorEmployeeNumber: ctx.viewer?.employeeNumber ?? null,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
  });
}
