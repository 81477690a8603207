import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { REPORTS, visibleReports, type ReportKey } from '@portal/common';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../lib/auth/sessionContext';
import { ALPHA_LIST, EMPLOYEE_PERMISSIONS, EMPLOYEE_POINTS, EXPIRING_CERTIFICATIONS, EXPIRING_LICENSES, POINTS, T_SHIRTS, YEARS_OF_SERVICE } from './reportConfigs';
import { QualificationsReport } from './QualificationsReport';
import { TShirtSizeCell } from './TShirtSizeCell';
import { ReportTable } from './ReportTable';

/** Each report's screen. */
const BUILT: Record<ReportKey, () => ReactNode> = {
  alphaList: () => <ReportTable config={ALPHA_LIST} />,
  yearsOfService: () => <ReportTable config={YEARS_OF_SERVICE} />,
  expiringLicenses: () => <ReportTable config={EXPIRING_LICENSES} />,
  expiringCertifications: () => <ReportTable config={EXPIRING_CERTIFICATIONS} />,
  points: () => <ReportTable config={POINTS} />,
  tShirts: () => <TShirtsReport />,
  employeePoints: () => <ReportTable config={EMPLOYEE_POINTS} />,
  employeePermissions: () => <ReportTable config={EMPLOYEE_PERMISSIONS} />,
  qualifications: () => <QualificationsReport />,
};

/** T Shirts: sizes are edited in the table; a saved size reloads the page and the counts. */
function TShirtsReport() {
  const [reloadKey, setReloadKey] = useState(0);
  const config = useMemo(() => T_SHIRTS((e) => <TShirtSizeCell employee={e} onSaved={() => setReloadKey((k) => k + 1)} />), []);
  return <ReportTable config={config} reloadKey={reloadKey} />;
}

/**
 * Nine report names do not fit one row beside the side cards (1,366 px): scrolling tabs cut them
 * mid-word, so the tabs wrap onto a second row instead. The sliding indicator cannot follow a
 * wrapped row, so the selected tab is underlined by its own border.
 */
const WRAPPING_TABS = {
  mb: 2,
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-scroller': { whiteSpace: 'normal' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { borderBottom: 2, borderColor: 'transparent', minWidth: 0, px: 1.5 },
  '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
} as const;

/**
 * The dashboard's reports (spec 2): the tabs a role sees (a dropdown on small screens); the
 * chosen one is kept in the address bar (?report=) so it survives a reload and can be shared.
 */
export function ReportsPanel() {
  const { role } = useViewer();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const [search, setSearch] = useSearchParams();
  const keys = visibleReports(role);
  if (keys.length === 0) return null;
  const asked = search.get('report') as ReportKey | null;
  const current = asked && keys.includes(asked) ? asked : keys[0];
  const choose = (key: ReportKey) => {
    const next = new URLSearchParams(search);
    next.set('report', key);
    setSearch(next, { replace: true });
  };
  const Built = BUILT[current];

  return (
    <Paper component="section" aria-label="Reports" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      {small ? (
        <TextField select fullWidth label="Report" value={current} onChange={(e) => choose(e.target.value as ReportKey)} sx={{ mb: 2 }}>
          {keys.map((key) => (
            <MenuItem key={key} value={key}>
              {REPORTS[key].label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs value={current} onChange={(_e, key: ReportKey) => choose(key)} aria-label="Reports" sx={WRAPPING_TABS}>
          {keys.map((key) => (
            <Tab key={key} value={key} label={REPORTS[key].label} />
          ))}
        </Tabs>
      )}
      <Built key={current} />
    </Paper>
  );
}
