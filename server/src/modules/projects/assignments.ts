/**
 * Moving employees between projects (spec 2 section 7). Each move writes its Assignment History
 * entry in the same transaction, so the history never disagrees with the assignments; the client
 * never writes history itself.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { nowSql } from '../../db/today';
import { NOT_ASSIGNED_PROJECT, clock } from '@portal/common';
import type { Executor } from '../../db/client';
import { auditLog, contractors, projectHistory, projects, users } from '../../db/schema';
import { fullName, type AppContext } from '../../graphql/context';
import { badInput, notFound, translateDbError } from '../../graphql/errors';

interface Move {
  userId: number;
  fromProjectId: number | null;
}

/** Sets the employees' project and writes one history entry each, inside `tx`. */
async function moveEmployees(ctx: AppContext, tx: Executor, moves: readonly Move[], project: { id: number; name: string } | null) {
  if (moves.length === 0) return;
  const viewer = ctx.viewer!;
  const ids = moves.map((m) => m.userId);
  await tx.update(users).set({ projectId: project?.id ?? null, updatedAt: clock.now() }).where(inArray(users.id, ids));
  await tx.insert(projectHistory).values(
    moves.map((m) => ({
      userId: m.userId,
      projectId: project?.id ?? null,
      projectName: project?.name ?? NOT_ASSIGNED_PROJECT,
      updatedBy: viewer.employeeNumber,
      updatedByFullName: fullName(viewer),
    })),
  );
  await tx.insert(auditLog).values(
    moves.map((m) => ({
      actorUserId: viewer.id,
      actorEmployeeNumber: viewer.employeeNumber,
      entity: 'User',
      entityId: String(m.userId),
      action: 'assignProject',
      before: { projectId: m.fromProjectId },
      after: { projectId: project?.id ?? null },
      requestId: ctx.requestId,
    })),
  );
}

async function inTransaction<T>(ctx: AppContext, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => work(tx));
  } catch (error) {
    throw translateDbError(error);
  }
}

/** assignProject(projectId, employeeNumber): null unassigns. Returns the employee's id. */
export async function assignProject(ctx: AppContext, projectId: number | null, employeeNumber: string): Promise<{ id: number; projectId: number | null }> {
  return inTransaction(ctx, async (tx) => {
    const [employee] = await tx
      .select({ id: users.id, projectId: users.projectId })
      .from(users)
      .where(eq(users.employeeNumber, employeeNumber.trim()))
      .for('update');
    if (!employee) throw notFound('No employee has this number.');
    let project: { id: number; name: string } | null = null;
    if (projectId !== null) {
      [project] = await tx.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, projectId));
      if (!project) throw badInput('The project was not found.');
    }
    if (employee.projectId === (project?.id ?? null)) return employee; // nothing moves, nothing recorded
    await moveEmployees(ctx, tx, [{ userId: employee.id, fromProjectId: employee.projectId }], project);
    return { id: employee.id, projectId: project?.id ?? null };
  });
}

/** Make Inactive: unassigns every employee (with history) and contractor of the project, all or none. */
export async function makeProjectInactive(ctx: AppContext, projectId: number): Promise<{ id: number; unassignedEmployees: number; unassignedContractors: number }> {
  return inTransaction(ctx, async (tx) => {
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw notFound('The project was not found.');
    const assigned = await tx.select({ userId: users.id }).from(users).where(eq(users.projectId, projectId)).for('update');
    await moveEmployees(ctx, tx, assigned.map((a) => ({ userId: a.userId, fromProjectId: projectId })), null);
    const freed = await tx
      .update(contractors)
      .set({ projectId: null, updatedAt: clock.now() })
      .where(and(eq(contractors.projectId, projectId), isNotNull(contractors.projectId)))
      .returning({ id: contractors.id });
    await tx.update(projects).set({ updatedAt: nowSql() }).where(eq(projects.id, projectId));
    return { id: projectId, unassignedEmployees: assigned.length, unassignedContractors: freed.length };
  });
}
