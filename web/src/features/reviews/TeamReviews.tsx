import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { evaluationType, type EvaluationType } from '@portal/common';
import { useId, useMemo } from 'react';
import { EvaluationCard } from './EvaluationCard';
import { statusLabel } from './evaluationLabels';
import type { CompletionItem, MyEvaluation } from './operations';
import { groupByEmployee, matchesTeamFilters, TYPE_LABELS, type EmployeeGroup, type StatusFilter, type TeamFilters } from './teamGroups';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  ...(['INCOMPLETE', 'SAVE_FOR_LATER', 'COMPLETED'] as const).map((s) => ({ value: s, label: statusLabel(s) })),
];

/** Status, type and words: the filters of the Manager section (decision 0094). */
export function TeamFilterFields({ items, filters, onChange }: { items: readonly MyEvaluation[]; filters: TeamFilters; onChange: (f: TeamFilters) => void }) {
  // Only the types the list holds: a type with nothing in it would only ever filter to nothing.
  const types = useMemo(() => [...new Set(items.map((i) => evaluationType(i.evaluation.title)))].sort((a, b) => TYPE_LABELS[a].localeCompare(TYPE_LABELS[b])), [items]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
      <TextField select size="small" label="Status" value={filters.status} onChange={(e) => onChange({ ...filters, status: e.target.value as StatusFilter })} sx={{ minWidth: 160 }}>
        {STATUS_OPTIONS.map((o) => (
          <MenuItem key={o.value || 'all'} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Type" value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value as EvaluationType | '' })} sx={{ minWidth: 200 }}>
        <MenuItem value="">All</MenuItem>
        {types.map((t) => (
          <MenuItem key={t} value={t}>
            {TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="search" label="Search by title or subject" value={filters.search} onChange={(e) => onChange({ ...filters, search: e.target.value })} />
    </Stack>
  );
}

/** The shown items matching the filters (the page tells "no results" from an empty section by them). */
export const filterTeam = (items: readonly MyEvaluation[], filters: TeamFilters, today: string) => items.filter((i) => matchesTeamFilters(i, filters, today));

/**
 * The section's evaluations of both views (Incomplete and Completed), for each employee's "n of
 * m"; 'loading' while the other view is read, 'unavailable' when it could not be.
 */
export type TeamYear = readonly CompletionItem[] | 'loading' | 'unavailable';

/** An employee's "n of m completed" and its bar; a placeholder of their size while it is counted. */
function Completion({ group, year }: { group: EmployeeGroup; year: TeamYear }) {
  if (year === 'unavailable') return null;
  if (year === 'loading') {
    return (
      <>
        <Skeleton variant="text" width={110} />
        <Skeleton variant="rounded" width={96} height={8} />
      </>
    );
  }
  const completion = `${group.completed} of ${group.total} completed`;
  return (
    <>
      <Typography variant="body2">{completion}</Typography>
      <LinearProgress
        variant="determinate"
        value={group.total ? (100 * group.completed) / group.total : 0}
        aria-label={`${group.name}: ${completion}`}
        sx={{ width: 96, height: 8, borderRadius: 4 }}
      />
    </>
  );
}

function EmployeeSection({ group, year, today, onAction }: { group: EmployeeGroup; year: TeamYear; today: string; onAction: (item: MyEvaluation) => void }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
          {group.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Completion group={group} year={year} />
          {group.overdue > 0 && <Chip size="small" color="error" label={`${group.overdue} overdue`} />}
        </Stack>
      </Stack>
      {group.reviews.map((review) => (
        <Box key={review.key} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 0.5 }}>
            {review.title}
          </Typography>
          <Grid container spacing={2}>
            {review.items.map((item) => (
              <Grid key={item.evaluation.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <EvaluationCard item={item} today={today} headingComponent="h5" onAction={() => onAction(item)} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The Manager section grouped by employee, overdue employees first, each with their completion
 * in the year (issue 26); `year`: see TeamYear.
 */
export function TeamReviews({ shown, year, today, onAction }: { shown: readonly MyEvaluation[]; year: TeamYear; today: string; onAction: (item: MyEvaluation) => void }) {
  const groups = useMemo(() => groupByEmployee(shown, typeof year === 'string' ? [] : year, today), [shown, year, today]);
  return (
    <Stack spacing={2}>
      {groups.map((g) => (
        <EmployeeSection key={g.key} group={g} year={year} today={today} onAction={onAction} />
      ))}
    </Stack>
  );
}
