import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TSHIRT_SIZE_LABELS, type TshirtSize } from '@portal/common';
import { PRODUCT_NAME } from '../../lib/brand';
import { UserAvatar } from '../../components/ui/UserAvatar';
import { formatDateOnly } from '../../lib/dates';
import { employeeFullName, formatPoints, formatYears } from './format';
import type { EmployeeSummaryData, PointsSummaryData } from './operations';
import type { QualificationGroup } from './qualificationGroups';
import { expiryText } from '../../components/ui/ExpiryMark';

/** On paper the portal's top bar and the screen-only buttons disappear. */
const PRINT_STYLES = { '@media print': { 'header.MuiAppBar-root, [data-screen-only]': { display: 'none !important' }, body: { background: '#fff' } } };

function expiry(row: QualificationGroup['rows'][number]): string {
  if (!row.expires) return 'No expiration';
  if (!row.expDate) return 'Not set';
  return expiryText(row.expDate);
}

/** The card laid out for paper: every qualification of every group, no tabs, pagers or buttons. */
export function CardPrintLayout({ employee, groups, onDone }: { employee: EmployeeSummaryData & PointsSummaryData; groups: QualificationGroup[]; onDone: () => void }) {
  const name = employeeFullName(employee);
  const size = employee.tshirtSize && employee.tshirtSize in TSHIRT_SIZE_LABELS ? TSHIRT_SIZE_LABELS[employee.tshirtSize as TshirtSize] : TSHIRT_SIZE_LABELS.notAssigned;
  const facts: [string, string][] = [
    ['Employee Number', employee.employeeNumber ?? ''],
    ['Job Title', employee.jobTitle ?? ''],
    ['Group', employee.group ?? 'None'],
    ['Years of Service', `${formatYears(employee.totalYearsOfService ?? employee.yearsOfService)}${employee.yearsOfServiceNote ? ` (${employee.yearsOfServiceNote})` : ''}`],
    ['T-Shirt Size', size],
    ['Points', `${formatPoints(employee.points)} (licenses ${formatPoints(employee.licPoints)}, certifications ${formatPoints(employee.cerPoints)}, skills ${formatPoints(employee.skillPoints)}, ${PRODUCT_NAME} U ${formatPoints(employee.coursePoints)})`],
  ];
  return (
    <Box aria-label={`Print layout of ${name}'s baseball card`} component="article" sx={{ bgcolor: 'background.paper', p: 3, '@media print': { p: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box data-screen-only sx={{ mb: 2 }}>
        <Button variant="outlined" onClick={onDone}>
          Back to the card
        </Button>
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 2 }}>
        <UserAvatar profileImage={employee.profileImage} name={name} size={96} />
        <Box>
          <Typography variant="h4" component="h1">
            {name}
          </Typography>
          <Typography color="text.secondary">{PRODUCT_NAME} Baseball Card</Typography>
        </Box>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 3 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {groups.map((group) => (
        <Box key={group.kind} component="section" aria-label={group.title} sx={{ mb: 3, breakInside: 'avoid' }}>
          <Typography variant="h6" component="h2">
            {group.title}
          </Typography>
          {group.rows.length === 0 ? (
            <Typography color="text.secondary">None</Typography>
          ) : (
            <Table size="small" aria-label={group.title}>
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  {group.numberLabel && <TableCell>{group.numberLabel}</TableCell>}
                  <TableCell align="right">Points</TableCell>
                  <TableCell>{group.issuedLabel}</TableCell>
                  <TableCell>Expires</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.title}</TableCell>
                    {group.numberLabel && <TableCell>{row.number ?? ''}</TableCell>}
                    <TableCell align="right">{row.points ?? ''}</TableCell>
                    <TableCell>{formatDateOnly(row.issueDate, 'MM/dd/yyyy')}</TableCell>
                    <TableCell>{expiry(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ))}
    </Box>
  );
}
