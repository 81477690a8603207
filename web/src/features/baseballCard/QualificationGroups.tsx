import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { QualificationGroup, QualificationKind } from './qualificationGroups';
import { QualificationList, type GroupEditing } from './QualificationList';

/**
 * The four groups: stacked on large screens, tabs (Skills, Licences, Certs, DECCOU) on phones.
 * `editingOf` gives a group its edit-mode handlers (null: read-only).
 */
export function QualificationGroups({ groups, editingOf = () => null }: { groups: QualificationGroup[]; editingOf?: (kind: QualificationKind) => GroupEditing | null }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState(0);
  const idBase = useId();

  if (!compact) {
    return (
      <Stack spacing={3}>
        {groups.map((group) => (
          <Paper key={group.kind} sx={{ p: 2 }}>
            <QualificationList group={group} editing={editingOf(group.kind)} />
          </Paper>
        ))}
      </Stack>
    );
  }

  const current = groups[tab];
  return (
    <Paper sx={{ p: 1 }}>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="fullWidth" aria-label="Qualification groups">
        {groups.map((group, index) => (
          <Tab key={group.kind} label={group.shortTitle} id={`${idBase}-tab-${index}`} aria-controls={`${idBase}-panel-${index}`} sx={{ minWidth: 0, px: 0.5 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idBase}-panel-${tab}`} aria-labelledby={`${idBase}-tab-${tab}`} sx={{ pt: 2 }}>
        <QualificationList key={current.kind} group={current} showHeading={false} editing={editingOf(current.kind)} />
      </Box>
    </Paper>
  );
}
