import type { EmployeeSummaryData } from './operations';

export function employeeFullName(employee: Pick<EmployeeSummaryData, 'firstName' | 'middleInitial' | 'lastName'>): string {
  const middle = employee.middleInitial ? `${employee.middleInitial.replace(/\.$/, '')}.` : '';
  return [employee.firstName, middle, employee.lastName].filter(Boolean).join(' ');
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatYears(years: number | null | undefined): string {
  if (years === null || years === undefined) return 'Not known';
  return `${oneDecimal.format(years)} ${years === 1 ? 'year' : 'years'}`;
}

export function formatPoints(points: number | null | undefined): string {
  return points === null || points === undefined ? '0' : oneDecimal.format(points);
}
