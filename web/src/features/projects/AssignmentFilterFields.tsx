import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEVELS, LICENSE_STATES } from '@portal/common';
import { idsOf, DISTANCE_HINT, type AssignmentFilters } from './assignmentFilters';
import type { ProjectOption, QualificationCodeOption } from './operations';

/** The part of the filters the qualification pickers edit. */
export type QualificationDraft = Pick<AssignmentFilters, 'certifications' | 'skills' | 'deccoUCourses' | 'licenses' | 'licenseState' | 'licenseLevel'> & Record<string, string>;

interface Props {
  draft: AssignmentFilters;
  setDraft: (next: AssignmentFilters) => void;
  projects: readonly ProjectOption[];
  codes: readonly QualificationCodeOption[];
}

const QUALIFICATION_FIELDS = [
  { key: 'certifications', label: 'Certifications' },
  { key: 'skills', label: 'Skills' },
  { key: 'deccoUCourses', label: 'Courses' },
  { key: 'licenses', label: 'Licenses' },
] as const;

const codeLabel = (c: QualificationCodeOption) => [c.title, c.level, c.state].filter(Boolean).join(' · ');

/** The assignment list's filter fields inside the shared filter dialog. */
export function AssignmentFilterFields({ draft, setDraft, projects, codes }: Props) {
  const set = (patch: Record<string, string>) => setDraft({ ...draft, ...patch });
  const yesNo = (key: 'isFilterEmployee' | 'isGetDistanceQuery', label: string) => (
    <TextField select label={label} value={draft[key]} onChange={(e) => set({ [key]: e.target.value })} disabled={!draft.projectId}>
      <MenuItem value="no">No</MenuItem>
      <MenuItem value="yes">Yes</MenuItem>
    </TextField>
  );
  return (
    <>
      <TextField label="Name contains" value={draft.fullName} onChange={(e) => set({ fullName: e.target.value })} />
      <TextField label="Job title contains" value={draft.jobTitle} onChange={(e) => set({ jobTitle: e.target.value })} />
      <TextField label="Employee number starts with" value={draft.employeeNumber} onChange={(e) => set({ employeeNumber: e.target.value })} />
      <TextField select label="Project" value={draft.projectId} onChange={(e) => set({ projectId: e.target.value })}>
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {projects.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {yesNo('isFilterEmployee', 'Filter Employees by Project')}
      {yesNo('isGetDistanceQuery', 'Get Project Distance')}
      <Typography variant="body2" color="text.secondary">
        {DISTANCE_HINT}
      </Typography>
      <QualificationFilterFields draft={draft} setDraft={setDraft} codes={codes} />
    </>
  );
}

/** Qualification pickers (all of, valid on the day) with license state and level. */
export function QualificationFilterFields<D extends QualificationDraft>({ draft, setDraft, codes }: Pick<Props, 'codes'> & { draft: D; setDraft: (next: D) => void }) {
  const set = (patch: Record<string, string>) => setDraft({ ...draft, ...patch });
  return (
    <>
      {QUALIFICATION_FIELDS.map(({ key, label }) => {
        const options = codes.filter((c) => c.entity === key);
        const chosen = idsOf(draft[key]);
        return (
          <Autocomplete<QualificationCodeOption, true>
            key={key}
            multiple
            options={options}
            value={options.filter((o) => chosen.includes(o.id))}
            getOptionLabel={codeLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, next) => set({ [key]: next.map((c) => c.id).join(',') })}
            renderInput={(params) => <TextField {...params} label={`${label} (all of, valid today)`} />}
          />
        );
      })}
      <TextField select label="License state" value={draft.licenseState} onChange={(e) => set({ licenseState: e.target.value })}>
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {LICENSE_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="License level" value={draft.licenseLevel} onChange={(e) => set({ licenseLevel: e.target.value })}>
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {LEVELS.map((l) => (
          <MenuItem key={l} value={l}>
            {l[0].toUpperCase() + l.slice(1)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
