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
import { WRAPPING_TABS_SX } from '../../components/ui/wrappingTabsSx';
import { REPORTS_SECTION_ID } from './reportsSection';

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
    next.delete('range');
    setSearch(next, { replace: true });
  };
  const Built = BUILT[current];

  return (
    <Paper component="section" id={REPORTS_SECTION_ID} aria-label="Reports" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      {small ? (
        <TextField select fullWidth label="Report" value={current} onChange={(e) => choose(e.target.value as ReportKey)} sx={{ mb: 2 }}>
          {keys.map((key) => (
            <MenuItem key={key} value={key}>
              {REPORTS[key].label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs value={current} onChange={(_e, key: ReportKey) => choose(key)} aria-label="Reports" sx={{ ...WRAPPING_TABS_SX, mb: 2 }}>
          {keys.map((key) => (
            <Tab key={key} value={key} label={REPORTS[key].label} />
          ))}
        </Tabs>
      )}
      {/* A new ?range= (the dashboard widget's Full Report) starts the report again on that window. */}
      <Built key={`${current}:${search.get('range') ?? ''}`} />
    </Paper>
  );
}
