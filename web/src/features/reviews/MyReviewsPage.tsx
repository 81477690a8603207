import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { clock, myReviewYearChoices, REVIEW_SECTION_TITLES, REVIEW_SECTIONS, type ReviewSection, rolesWith } from '@portal/common';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useViewer } from '../../lib/auth/sessionContext';
import { AssignEvaluationDialog } from './AssignEvaluationDialog';
import { EvaluationCard } from './EvaluationCard';
import { EvaluationDialog } from './EvaluationDialog';
import { emptyText } from './evaluationLabels';
import { RemindOverdueButton } from './mail/RemindOverdueButton';
import { MY_EVALUATIONS, MY_TEAM_COMPLETION, type MyEvaluation } from './operations';
import { filterTeam, TeamFilterFields, TeamReviews, type TeamYear } from './TeamReviews';
import { NO_TEAM_FILTERS, type TeamFilters } from './teamGroups';
import { useAssignTarget } from './useAssignTarget';

const MANAGER_ROLES = rolesWith('reviews.managerSection');

/** /reviews: the viewer's evaluations by section, each with its one action (spec 3 section 2). */
export function MyReviewsPage() {
  usePageTitle('My Reviews');
  const viewer = useViewer();
  const today = clock.today();
  const yearLabelId = useId();
  const [completed, setCompleted] = useState(false);
  // The company's current year (decision 0128).
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const [teamFilters, setTeamFilters] = useState<TeamFilters>(NO_TEAM_FILTERS);
  const [params, setParams] = useSearchParams();
  // The open evaluation lives in the address (?evaluation=12), so a reminder e-mail's link opens
  // it; so does the Assign dialog (?assign=12), for a "Choose the writers" e-mail (decision 0136).
  const openId = Number(params.get('evaluation')) || null;
  const assignId = Number(params.get('assign')) || null;
  const inAddress = (key: 'evaluation' | 'assign', id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(key, String(id));
      else next.delete(key);
      return next;
    });
  const open = (id: number | null) => inAddress('evaluation', id);
  const assign = (id: number | null) => inAddress('assign', id);
  const { data, loading, error, refetch } = useQuery(MY_EVALUATIONS, { variables: { year, completed }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const items = data?.myEvaluations ?? [];
  const assigning = useAssignTarget(assignId, data?.myEvaluations);
  const inYear = (section: ReviewSection) => {
    const count = data?.myEvaluationCounts.find((c) => c.section === section);
    return count ? count.open + count.completed : 0;
  };
  // Manager Reviews is the manager roles' section; a plain user gets it when manager or signer
  // work is handed to them, so it is never invisible (decision 0036).
  const sections: ReviewSection[] = MANAGER_ROLES.includes(viewer.role) || inYear('manager') > 0 ? [...REVIEW_SECTIONS] : ['personal', 'peer'];
  // The other view's manager evaluations complete each employee's year for "n of m" (decision 0094).
  const noManagerWork = inYear('manager') === 0;
  const other = useQuery(MY_TEAM_COMPLETION, { variables: { year, completed: !completed }, skip: noManagerWork, fetchPolicy: 'network-only' });
  // Until the other view has answered, "n of m" would count this view alone (a wrong number for
  // a moment): the sections hold a placeholder instead; if it cannot be read, they leave it out.
  const managerYear = useMemo<TeamYear>(() => {
    if (!other.data && !noManagerWork) return other.error ? 'unavailable' : 'loading';
    return [...(data?.myEvaluations ?? []), ...(other.data?.myEvaluations ?? [])].filter((i) => i.section === 'manager').map((i) => i.evaluation);
  }, [data, other.data, other.error, noManagerWork]);

  const act = (item: MyEvaluation) => (item.action === 'Assign' ? assign(item.evaluation.id) : open(item.evaluation.id));

  return (
    <Box>
      {/* "My Reviews" is the first section's name (spec 3): the page heading does not repeat it. */}
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        Reviews
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup exclusive size="small" color="primary" value={completed ? 'completed' : 'incomplete'} onChange={(_e, v) => v && setCompleted(v === 'completed')} aria-label="Evaluations to show">
          <ToggleButton value="incomplete">Incomplete</ToggleButton>
          <ToggleButton value="completed">Completed</ToggleButton>
        </ToggleButtonGroup>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id={yearLabelId}>Year</InputLabel>
          <Select labelId={yearLabelId} label="Year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {myReviewYearChoices([...(data?.myEvaluationYears ?? []), year], today).map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {(assigning.state === 'chosen' || assigning.state === 'missing') && (
        <Alert severity="info" onClose={() => assign(null)} sx={{ mb: 2 }}>
          {assigning.state === 'chosen'
            ? `The writers of the ${assigning.evaluation.title}${assigning.evaluation.owner ? ` of ${assigning.evaluation.owner}` : ''} are already chosen.`
            : 'Could not find the evaluation to assign: it was deleted, or it is not yours to assign.'}
        </Alert>
      )}
      {loading && <LinearProgress aria-label="Loading evaluations" sx={{ mb: 2 }} />}
      {error && !loading && <Alert severity="error">Error. Please refresh your page</Alert>}
      {!error && (
        <Stack spacing={4} aria-busy={loading}>
          {sections.map((section) => {
            const inSection = items.filter((i) => i.section === section);
            // The Manager list is grouped by employee and filtered (status, type, words; decision 0094):
            // a manager's open list is as long as the completed one.
            const team = section === 'manager';
            const shown = team ? filterTeam(inSection, teamFilters, today) : inSection;
            return (
              <Box key={section} component="section" aria-labelledby={`reviews-${section}`}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
                  <Typography id={`reviews-${section}`} variant="h5" component="h2" sx={{ flexGrow: 1 }}>
                    {REVIEW_SECTION_TITLES[section]}
                  </Typography>
                  {/* The manager's team: one click e-mails every overdue writer (decision 0093). */}
                  {section === 'manager' && !completed && MANAGER_ROLES.includes(viewer.role) && <RemindOverdueButton />}
                                  </Stack>
                {team && inSection.length > 0 && <TeamFilterFields items={inSection} filters={teamFilters} onChange={setTeamFilters} />}
                {loading && !data ? null : shown.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 2 }}>
                    {emptyText(section, { completed, inYear: inYear(section), inView: inSection.length })}
                  </Typography>
                ) : team ? (
                  <TeamReviews shown={shown} year={managerYear} today={today} onAction={act} />
                ) : (
                  <Grid container spacing={2}>
                    {shown.map((item) => (
                      <Grid key={item.evaluation.id} size={{ xs: 12, sm: 6, md: 4 }}>
                        <EvaluationCard item={item} today={today} onAction={() => act(item)} />
                      </Grid>
                    ))}
                  </Grid>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {openId && <EvaluationDialog evaluationId={openId} onClose={() => open(null)} onChanged={() => void refetch()} />}
      {assigning.state === 'assign' && (
        <AssignEvaluationDialog
          evaluation={assigning.evaluation}
          onClose={() => assign(null)}
          onAssigned={() => {
            assign(null);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
