/** Project and contractor rules on every write (spec 2 section 5), whatever the client sends. */
import { contractorProblem, normaliseProjectState, normaliseProjectZip, projectFieldProblem, projectNumberTaken, type ContractorValues } from '@portal/common';
import { sql } from '../../db/sql';
import { queryRows, type Executor } from '../../db/client';
import { projects, type contractors } from '../../db/schema';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput, conflict } from '../../graphql/errors';
import { ensureCentroids } from './distance';

type ProjectRow = RowOf<typeof projects>;
type ContractorRow = RowOf<typeof contractors>;

const TEXT_FIELDS = ['project_num', 'name', 'manager', 'supervisor', 'address', 'city', 'state', 'zip', 'phone', 'notes'] as const satisfies readonly (keyof ProjectRow)[];
const CONTRACTOR_TEXT_FIELDS = ['firstName', 'lastName', 'task', 'staffingAgency', 'notes'] as const satisfies readonly (keyof ContractorRow)[];

/** The unique index on lower(project_num) (migration 0012); its violation reads like the check below. */
export const PROJECT_NUM_INDEX = 'projects_project_num_lower_key';

/** Another project with this number, whatever its case (decision 0078). */
async function projectWithNumber(tx: Executor, projectNum: string, exceptId: number | null): Promise<{ name: string } | null> {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select ${projects.name} from ${projects} where lower(${projects.project_num}) = lower(${projectNum}) and ${projects.id} <> ${exceptId ?? -1} order by ${projects.id} limit 1`,
  );
  return row ?? null;
}

export const projectHooks: ModelHooks<ProjectRow> = {
  async beforeWrite({ tx, action, data, before }) {
    for (const key of TEXT_FIELDS) if (typeof data[key] === 'string') data[key] = (data[key] as string).trim();
    if (typeof data.state === 'string') data.state = normaliseProjectState(data.state);
    if (typeof data.zip === 'string') data.zip = normaliseProjectZip(data.zip);
    // Creating needs the Create form's fields; editing checks the whole row by the Edit form's rules.
    const merged = { ...(before ?? {}), ...data } as Record<string, string | null>;
    // `extensions.field` names the refused field, so the form shows the message beside it.
    const problem = projectFieldProblem(merged, action === 'create' ? 'create' : 'edit');
    if (problem) throw badInput(problem.message, { field: problem.field });
    // Asked first for the message naming the other project; the index catches a concurrent save.
    // Only a new or changed number is checked, so a copy left from before the rule can still be edited.
    const changed = typeof data.project_num === 'string' && data.project_num.toLowerCase() !== String(before?.project_num ?? '').toLowerCase();
    if (changed && typeof data.project_num === 'string') {
      const other = await projectWithNumber(tx, data.project_num, (before?.id as number | undefined) ?? null);
      if (other) throw conflict(projectNumberTaken(data.project_num, other.name), { field: 'project_num' });
    }
  },
  async afterWrite({ tx, after }) {
    // Look the ZIP up now, so the saved project can say whether distances to it are available.
    if (typeof after?.zip === 'string') await ensureCentroids(tx, [after.zip]);
  },
};

export const contractorHooks: ModelHooks<ContractorRow> = {
  beforeWrite({ data, before }) {
    for (const key of CONTRACTOR_TEXT_FIELDS) {
      if (typeof data[key] === 'string') data[key] = (data[key] as string).trim();
    }
    const merged = { ...(before ?? {}), ...data } as unknown as ContractorValues;
    const problem = contractorProblem(merged);
    if (problem) throw badInput(problem);
  },
};
