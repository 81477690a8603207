import { useApolloClient } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { PROJECT_FIELD_LABELS, PROJECT_MESSAGES, PROJECT_NOTES_MAX, PROJECT_TEXT_MAX, projectFieldProblem, unknownProjectZipWarning, type ProjectValues } from '@portal/common';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { PhoneInput } from '../../components/ui/inputs/PhoneInput';
import { UsStateSelect } from '../../components/ui/inputs/UsStateSelect';
import { useToast } from '../../components/ui/toasts/useToast';
import type { ResultOf } from '../../graphql';
import { userMessageOf } from '../../lib/api/errors';
import { CREATE_PROJECT, UPDATE_PROJECT, type ProjectRow } from './operations';
import { canSaveProject, projectData, projectFormOf, projectInput } from './projectForm';

interface ProjectFormDialogProps {
  /** The project being edited; null creates one. */
  project: ProjectRow | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}

const FIELDS: { key: keyof ProjectValues; half?: boolean; createOptional?: boolean; optional?: boolean }[] = [
  { key: 'project_num', half: true },
  { key: 'name', half: true },
  { key: 'manager', half: true },
  { key: 'supervisor', half: true },
  { key: 'address' },
  { key: 'city', half: true },
  { key: 'state', half: true },
  { key: 'zip', half: true },
  { key: 'phone', half: true, createOptional: true },
  { key: 'notes', optional: true },
];

function helperTextOf(key: keyof ProjectValues, value: string): string | undefined {
  if (key === 'project_num') return 'One letter or digit 3-9, or at least 2 characters';
  if (key === 'zip') return '5 digits';
  if (key === 'notes') return `${value.length}/${PROJECT_NOTES_MAX}`;
  return undefined;
}

/** Create Project and Edit Project (spec 2 sections 3 and 5): Save stays disabled until the form is valid. */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const mode = project ? 'edit' : 'create';
  const [values, setValues] = useState(() => projectFormOf(project));
  // The fields changed so far: the form's first problem shows beside its field once that field was changed.
  const [changed, setChanged] = useState<ReadonlySet<keyof ProjectValues>>(new Set());
  const problem = projectFieldProblem(values, mode);
  const set = (key: keyof ProjectValues, value: string) => {
    setChanged((c) => new Set(c).add(key));
    setValues((v) => ({ ...v, [key]: projectInput(key, value) }));
  };

  const save = async () => {
    // Both mutations answer the same fields.
    let saved: ResultOf<typeof UPDATE_PROJECT>['updateOneProject'] | undefined;
    try {
      if (project) {
        const data = Object.fromEntries(Object.entries(projectData(values)).map(([k, v]) => [k, { set: v }]));
        saved = (await client.mutate({ mutation: UPDATE_PROJECT, variables: { id: project.id, data } })).data?.updateOneProject;
      } else {
        saved = (await client.mutate({ mutation: CREATE_PROJECT, variables: { data: projectData(values) } })).data?.createOneProject;
      }
      if (!saved) throw new Error(project ? PROJECT_MESSAGES.updateFailed : PROJECT_MESSAGES.createFailed);
    } catch (error) {
      // The server's own words reach the user (a project number already used names the other project).
      throw new Error(userMessageOf(error, project ? PROJECT_MESSAGES.updateFailed : PROJECT_MESSAGES.createFailed), { cause: error });
    }
    const done = project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created;
    // Saved, but distances to it will not work: say so now rather than on the assignment list (decision 0079).
    if (saved.zipLocated === false) toast.warning(`${done} ${unknownProjectZipWarning(saved.zip ?? '')}`);
    else toast.success(done);
    onSaved(saved.id);
  };

  return (
    <FormDialog title={project ? 'Edit Project' : 'Create Project'} canSave={canSaveProject(values, mode)} onSave={save} onClose={onClose}>
      <Grid container spacing={2}>
        {FIELDS.map(({ key, half, createOptional, optional }) => {
          const required = !optional && !(createOptional && mode === 'create');
          const max = key === 'notes' ? PROJECT_NOTES_MAX : PROJECT_TEXT_MAX;
          const own = problem?.field === key && changed.has(key) ? problem.message : undefined;
          const common = { fullWidth: true, name: key, label: PROJECT_FIELD_LABELS[key], required };
          return (
            <Grid key={key} size={{ xs: 12, sm: half ? 6 : 12 }}>
              {key === 'phone' ? (
                <PhoneInput {...common} value={values.phone} onChange={(v) => set('phone', v)} />
              ) : key === 'state' ? (
                <UsStateSelect {...common} value={values.state} onChange={(v) => set('state', v)} error={Boolean(own)} helperText={own} />
              ) : (
                <FormTextField
                  {...common}
                  multiline={key === 'notes'}
                  minRows={key === 'notes' ? 2 : undefined}
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value)}
                  // Zip has no maxLength: the browser would cut pasted text before it is cleaned
                  // ("01-6a08x9" would keep "01-6a"); projectInput cleans, then cuts.
                  slotProps={{ htmlInput: { maxLength: key === 'zip' ? undefined : max, inputMode: key === 'zip' ? 'numeric' : undefined } }}
                  error={Boolean(own)}
                  helperText={own ?? helperTextOf(key, values[key])}
                />
              )}
            </Grid>
          );
        })}
      </Grid>
    </FormDialog>
  );
}
