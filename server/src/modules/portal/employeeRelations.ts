/**
 * Employee relations: which supervisor oversees a job title in a group. The spec's calls update
 * and delete a relation by its job title (a title has one relation); they go through the
 * generic writer, so the policy, validation and audit log apply as for any other write.
 */
import { eq } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { MESSAGES } from '@portal/common';
import { queryRows } from '../../db/client';
import { employeeRelations, users } from '../../db/schema';
import type { AppContext } from '../../graphql/context';
import { reader, transact } from '../../graphql/crud/api';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput, conflict, notFound } from '../../graphql/errors';

export const RELATION_EXISTS = MESSAGES.employeeRelationExists;
export const TITLE_TAKEN = 'This job title already has an employee relation.';

export const employeeRelationHooks: ModelHooks<RowOf<typeof employeeRelations>> = {
  async beforeWrite({ tx, data, before }) {
    const title = (data.title ?? before?.title) as string;
    const inUse = await queryRows(tx, sql`select 1 from ${users} where ${users.jobTitle} = ${title} limit 1`);
    if (inUse.length === 0) throw badInput('Choose a job title that employees have.');
    const group = data.group ?? before?.group;
    const supervisorId = data.supervisorId ?? before?.supervisorId;
    // Ask before the database refuses, to give the spec's message for the whole combination.
    const same = await queryRows(
      tx,
      sql`select 1 from ${employeeRelations} where ${employeeRelations.group} = ${group} and ${employeeRelations.title} = ${title}
        and ${employeeRelations.supervisorId} = ${supervisorId} and ${employeeRelations.id} <> ${(before?.id as number | undefined) ?? -1}`,
    );
    if (same.length) throw conflict(RELATION_EXISTS);
  },
};

async function relationByTitle(ctx: AppContext, jobTitle: string) {
  const [row] = await ctx.db.select({ id: employeeRelations.id }).from(employeeRelations).where(eq(employeeRelations.title, jobTitle.trim()));
  if (!row) throw notFound('No employee relation for this job title.');
  return row.id;
}

/** updateEmployeeRelations(jobTitle, supervisor, group): supervisor is an employee number. */
export async function updateEmployeeRelationByTitle(ctx: AppContext, args: { jobTitle: string; supervisor: string; group: string }) {
  const id = await relationByTitle(ctx, args.jobTitle);
  await transact(ctx, (w) =>
    w.update(w.model('EmployeeRelations'), { id }, {
      group: { set: args.group },
      supervisor: { connect: { employeeNumber: args.supervisor.trim() } },
    }),
  );
  return reader(ctx).findUnique(ctx.registry.get('EmployeeRelations'), { id });
}

export async function deleteEmployeeRelationByTitle(ctx: AppContext, args: { jobTitle: string }) {
  const id = await relationByTitle(ctx, args.jobTitle);
  const before = await reader(ctx).findUnique(ctx.registry.get('EmployeeRelations'), { id });
  await transact(ctx, (w) => w.delete(w.model('EmployeeRelations'), { id }));
  return before;
}
