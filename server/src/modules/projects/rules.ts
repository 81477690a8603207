/** Project and contractor rules on every write (spec 2 section 5), whatever the client sends. */
import { contractorProblem, normaliseProjectState, normaliseProjectZip, projectProblem, type ContractorValues } from '@portal/common';
import type { ModelHooks } from '../../graphql/crud/model';
import { badInput } from '../../graphql/errors';

const TEXT_FIELDS = ['project_num', 'name', 'manager', 'supervisor', 'address', 'city', 'state', 'zip', 'phone', 'notes'];

export const projectHooks: ModelHooks = {
  beforeWrite({ action, data, before }) {
    for (const key of TEXT_FIELDS) if (typeof data[key] === 'string') data[key] = (data[key] as string).trim();
    if (typeof data.state === 'string') data.state = normaliseProjectState(data.state);
    if (typeof data.zip === 'string') data.zip = normaliseProjectZip(data.zip);
    // Creating needs the Create form's fields; editing checks the whole row by the Edit form's rules.
    const merged = { ...(before ?? {}), ...data } as Record<string, string | null>;
    const problem = projectProblem(merged, action === 'create' ? 'create' : 'edit');
    if (problem) throw badInput(problem);
  },
};

export const contractorHooks: ModelHooks = {
  beforeWrite({ data, before }) {
    for (const key of ['firstName', 'lastName', 'task', 'staffingAgency', 'notes']) {
      if (typeof data[key] === 'string') data[key] = (data[key] as string).trim();
    }
    const merged = { ...(before ?? {}), ...data } as unknown as ContractorValues;
    const problem = contractorProblem(merged);
    if (problem) throw badInput(problem);
  },
};
