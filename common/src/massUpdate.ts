/**
 * The mass CSV update's rows (spec 1 sections 2 and 5): no header; columns in a fixed order:
 * Employee ID, Issue Date (M/D/YY), Expiration Date (only for codes with a manual expiration),
 * then the Certification or License Number (certifications and licenses only). The web preview
 * and the server check rows with these same rules.
 */
import type { CodeEntity, ExpirationType } from './enums';
import { holdingDatesProblem } from './holdings';

export const MASS_UPDATE_MESSAGES = {
  employeeNumber: 'Employee ID cannot be empty',
  issueDate: 'Issue Date must be in the format MM/DD/YY',
  expDate: 'Expiration Date must be in the format MM/DD/YY',
} as const;

export type MassUpdateColumn = 'employeeNumber' | 'issueDate' | 'expDate' | 'number';

export const MASS_UPDATE_MAX_ROWS = 10_000;

export function massUpdateColumns(type: CodeEntity, expirationType: ExpirationType): MassUpdateColumn[] {
  const columns: MassUpdateColumn[] = ['employeeNumber', 'issueDate'];
  if (expirationType === 'manual') columns.push('expDate');
  if (type === 'licenses' || type === 'certifications') columns.push('number');
  return columns;
}

export function massUpdateColumnLabel(column: MassUpdateColumn, type: CodeEntity): string {
  switch (column) {
    case 'employeeNumber':
      return 'Employee ID';
    case 'issueDate':
      return 'Issue Date';
    case 'expDate':
      return 'Expiration Date';
    case 'number':
      return type === 'licenses' ? 'License Number' : 'Certification Number';
  }
}

const SHORT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/;

/**
 * "M/D/YY" (1-2 digit month and day, 2-digit year) to "YYYY-MM-DD"; null when it is not a real
 * day. Years 00-69 are 2000-2069, 70-99 are 1970-1999.
 */
export function parseShortDate(text: string): string | null {
  const match = SHORT_DATE.exec(text.trim());
  if (!match) return null;
  const [m, d, yy] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const year = yy < 70 ? 2000 + yy : 1900 + yy;
  const date = new Date(Date.UTC(year, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export interface MassUpdateRowValues {
  employeeNumber: string;
  issueDate: string | null;
  expDate: string | null;
  number: string | null;
}

export interface CheckedRow {
  values: MassUpdateRowValues;
  /** Message per invalid column; empty when the row is valid. */
  errors: Partial<Record<MassUpdateColumn, string>>;
}

/**
 * Trims the cells of one CSV row and checks them against the columns: each cell's format, then
 * the holding rules the card applies (common/src/holdings.ts). The Expiration Date column is
 * there exactly when the code expires manually.
 */
export function checkMassUpdateRow(cells: readonly string[], columns: readonly MassUpdateColumn[]): CheckedRow {
  const cell = (column: MassUpdateColumn) => (cells[columns.indexOf(column)] ?? '').trim();
  const errors: CheckedRow['errors'] = {};
  const employeeNumber = cell('employeeNumber');
  if (!employeeNumber) errors.employeeNumber = MASS_UPDATE_MESSAGES.employeeNumber;
  const issueDate = parseShortDate(cell('issueDate'));
  if (!issueDate) errors.issueDate = MASS_UPDATE_MESSAGES.issueDate;
  const manual = columns.includes('expDate');
  const expDate = manual ? parseShortDate(cell('expDate')) : null;
  if (manual && !expDate) errors.expDate = MASS_UPDATE_MESSAGES.expDate;
  else if (issueDate) {
    const problem = holdingDatesProblem({ expirationType: manual ? 'manual' : 'none', issueDate, expDate });
    if (problem) errors.expDate = problem;
  }
  const number = columns.includes('number') ? cell('number') || null : null;
  return { values: { employeeNumber, issueDate, expDate, number }, errors };
}
