/** The audit log: who changed what and when, with the record before and after. */
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Who acts: a request's context, or a job's stand-in with no viewer. Written out rather than
 * picked from AppContext: lib/ sits below graphql/ (decision 0100).
 */
export interface AuditActor {
  viewer: { id: number; employeeNumber: string } | null;
  requestId: string;
}

export async function recordAudit(tx: Executor, ctx: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, ctx, [entry]);
}

/** Several entries in one insert (set-based writes), in chunks within the parameter limit. */
export async function recordAudits(tx: Executor, ctx: AuditActor, entries: AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    actorUserId: ctx.viewer?.id ?? null,
    actorEmployeeNumber: ctx.viewer?.employeeNumber ?? null,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
  }));
  for (let start = 0; start < rows.length; start += 5000) await tx.insert(auditLog).values(rows.slice(start, start + 5000));
}
