import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../lib/brand';
import { useViewer } from '../../lib/auth/sessionContext';
import { CODE_CHOICES, codeLabel } from '../qualifications';
import { QUALIFICATION_HOLDERS } from './reportConfigs';
import { ReportTable } from './ReportTable';

const CATEGORIES = [
  { value: 'licenses', label: 'Licenses' },
  { value: 'certifications', label: 'Certifications' },
  { value: 'skills', label: 'Skills' },
  { value: 'deccoUCourses', label: `${PRODUCT_NAME} U Courses` },
] as const;

/**
 * The Qualifications report (spec 2 section 6): pick a category and a code, see who holds it.
 * superAdmin and webEditor choose any category; the other viewers (fieldSupervisor) Skills only.
 */
export function QualificationsReport() {
  const { role } = useViewer();
  const categories = role === 'superAdmin' || role === 'webEditor' ? CATEGORIES : CATEGORIES.filter((c) => c.value === 'skills');
  const [category, setCategory] = useState<string>(categories.length === 1 ? categories[0].value : '');
  const [codeId, setCodeId] = useState('');
  const codes = useQuery(CODE_CHOICES, { variables: { entity: category }, skip: !category }).data?.findManyCodes ?? [];
  const config = useMemo(() => (category && codeId ? QUALIFICATION_HOLDERS(category, Number(codeId)) : null), [category, codeId]);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setCodeId('');
          }}
          sx={{ minWidth: 200 }}
        >
          {categories.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Code" value={codeId} onChange={(e) => setCodeId(e.target.value)} disabled={!category} sx={{ minWidth: 260 }}>
          {codes.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {codeLabel(c)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {config ? <ReportTable key={`${category}:${codeId}`} config={config} /> : <Typography color="text.secondary">Choose a category and a code to see who holds it.</Typography>}
    </>
  );
}
