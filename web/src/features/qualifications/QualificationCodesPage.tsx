import Paper from '@mui/material/Paper';
import { usePageTitle } from '../../lib/usePageTitle';
import { CodeCatalogue } from './CodeCatalogue';

/** /qualification-codes — the editable catalogue (superAdmin and webEditor; docs/decisions/0011). */
export function QualificationCodesPage() {
  usePageTitle('Qualification Codes');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <CodeCatalogue readOnly={false} headingComponent="h1" />
    </Paper>
  );
}
