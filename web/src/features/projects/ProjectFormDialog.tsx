import { useApolloClient } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { PROJECT_FIELD_LABELS, PROJECT_MESSAGES, PROJECT_NOTES_MAX, PROJECT_TEXT_MAX, projectProblem, type ProjectValues } from '@portal/common';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { useToast } from '../../components/ui/toasts/useToast';
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

/** Create Project and Edit Project (spec 2 sections 3 and 5): Save stays disabled until the form is valid. */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const mode = project ? 'edit' : 'create';
  const [values, setValues] = useState(() => projectFormOf(project));
  const [touched, setTouched] = useState(false);
  const problem = touched ? projectProblem(values, mode) : null;

  const save = async () => {
    let id = project?.id ?? 0;
    try {
      if (project) {
        const data = Object.fromEntries(Object.entries(projectData(values)).map(([k, v]) => [k, { set: v }]));
        await client.mutate({ mutation: UPDATE_PROJECT, variables: { id: project.id, data } });
      } else {
        const { data } = await client.mutate({ mutation: CREATE_PROJECT, variables: { data: projectData(values) } });
        if (!data?.createOneProject) throw new Error(PROJECT_MESSAGES.createFailed);
        id = data.createOneProject.id;
      }
    } catch (error) {
      throw new Error(userMessageOf(error, project ? PROJECT_MESSAGES.updateFailed : PROJECT_MESSAGES.createFailed), { cause: error });
    }
    toast.success(project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created);
    onSaved(id);
  };

  return (
    <FormDialog title={project ? 'Edit Project' : 'Create Project'} canSave={canSaveProject(values, mode)} onSave={save} onClose={onClose}>
      <Grid container spacing={2}>
        {FIELDS.map(({ key, half, createOptional, optional }) => {
          const required = !optional && !(createOptional && mode === 'create');
          const max = key === 'notes' ? PROJECT_NOTES_MAX : PROJECT_TEXT_MAX;
          return (
            <Grid key={key} size={{ xs: 12, sm: half ? 6 : 12 }}>
              <TextField
                fullWidth
                label={PROJECT_FIELD_LABELS[key]}
                required={required}
                multiline={key === 'notes'}
                minRows={key === 'notes' ? 2 : undefined}
                value={values[key]}
                onChange={(e) => {
                  setTouched(true);
                  setValues((v) => ({ ...v, [key]: projectInput(key, e.target.value) }));
                }}
                slotProps={{ htmlInput: { maxLength: key === 'state' ? 2 : key === 'zip' ? 5 : max, inputMode: key === 'zip' ? 'numeric' : undefined } }}
                helperText={key === 'project_num' ? 'One letter or digit 3-9, or at least 2 characters' : key === 'zip' ? '5 digits' : key === 'state' ? '2 letters, e.g. RI' : undefined}
              />
            </Grid>
          );
        })}
      </Grid>
      {problem && <span role="status" style={{ color: 'inherit', fontSize: '0.875rem' }}>{problem}</span>}
    </FormDialog>
  );
}
