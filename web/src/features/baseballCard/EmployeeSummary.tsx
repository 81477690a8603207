import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_FIELD_LABELS, TSHIRT_SIZE_LABELS, type TshirtSize } from '@portal/common';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../components/ui/UserAvatar';
import { employeeFullName, formatYears } from './format';
import type { EmployeeSummaryData } from './operations';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography component="dt" sx={{ color: 'text.secondary', minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function tshirtLabel(size: string | null): string {
  return size && size in TSHIRT_SIZE_LABELS ? TSHIRT_SIZE_LABELS[size as TshirtSize] : TSHIRT_SIZE_LABELS.notAssigned;
}

/** Who the card belongs to: picture, name, number, title, group, service and T-shirt size. */
export function EmployeeSummary({ employee, actions }: { employee: EmployeeSummaryData; actions?: ReactNode }) {
  const name = employeeFullName(employee);
  const years = employee.totalYearsOfService ?? employee.yearsOfService;
  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <UserAvatar profileImage={employee.profileImage} name={name} size={112} />
        <Stack spacing={1} sx={{ flexGrow: 1, width: '100%' }}>
          <Typography variant="h4" component="h1">
            {name}
          </Typography>
          <Typography color="text.secondary">{employee.jobTitle ?? 'No job title'}</Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <Fact label={EMPLOYEE_FIELD_LABELS.employeeNumber}>{employee.employeeNumber}</Fact>
            <Fact label={EMPLOYEE_FIELD_LABELS.group}>{employee.group ?? 'None'}</Fact>
            <Fact label={EMPLOYEE_FIELD_LABELS.yearsOfService}>
              {formatYears(years)}
              {employee.yearsOfServiceNote ? ` (${employee.yearsOfServiceNote})` : ''}
            </Fact>
            <Fact label={EMPLOYEE_FIELD_LABELS.tshirtSize}>{tshirtLabel(employee.tshirtSize)}</Fact>
          </Stack>
        </Stack>
        {actions}
      </Stack>
    </Paper>
  );
}
