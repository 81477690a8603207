import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useViewer } from '../../lib/auth/sessionContext';
import { visibleSections, type SettingsSection } from './sections';
import { visuallyHidden } from '../../components/ui/visuallyHidden';
import { WRAPPING_TABS_SX } from '../../components/ui/wrappingTabsSx';

const SECTION_PARAM = 'section';

/** Read by screen readers, not shown. */

function SectionPanel({ section, tabbed }: { section: SettingsSection; tabbed: boolean }) {
  const { Component } = section;
  return (
    <Box
      id={`settings-panel-${section.id}`}
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? `settings-tab-${section.id}` : `settings-heading-${section.id}`}
      component={tabbed ? 'div' : 'section'}
      sx={{ pt: 2 }}
    >
      {/* With tabs the tab shows the title; the heading stays for screen readers' heading list. */}
      <Typography id={`settings-heading-${section.id}`} variant="h5" component="h2" sx={tabbed ? visuallyHidden : { mb: 2 }}>
        {section.title}
      </Typography>
      <Component />
    </Box>
  );
}

/**
 * /settings: the sections of the registry (sections.tsx) that the viewer's role may see, as
 * tabs (one table on screen at a time, so the arrow keys page the table in view). The chosen
 * tab is kept in `?section=` so a section can be linked and survives a reload.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const { role } = useViewer();
  const sections = visibleSections(role);
  const [params, setParams] = useSearchParams();
  const current = sections.find((s) => s.id === params.get(SECTION_PARAM)) ?? sections[0];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      {!current ? (
        <Typography>There are no settings for you here.</Typography>
      ) : sections.length === 1 ? (
        <SectionPanel section={current} tabbed={false} />
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={current.id}
              onChange={(_event, id: string) => setParams({ [SECTION_PARAM]: id }, { replace: true })}
              aria-label="Settings sections"
              // Every section's name whole on a phone too (a scrolling list showed "MASS").
              sx={WRAPPING_TABS_SX}
            >
              {sections.map((section) => (
                <Tab key={section.id} value={section.id} label={section.title} id={`settings-tab-${section.id}`} aria-controls={`settings-panel-${section.id}`} />
              ))}
            </Tabs>
          </Box>
          <SectionPanel key={current.id} section={current} tabbed />
        </>
      )}
    </Paper>
  );
}
