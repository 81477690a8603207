/**
 * The shape of the demo company: tiers of the org chart, their job titles, review groups,
 * departments and access levels. Some titles carry a " - " (or an en dash) suffix on purpose:
 * the assignment list drops the text after a hyphen, and the demo data should show that.
 */
import type { Group, Role } from '@portal/common';

/** Levels of the org chart, top down; everyone reports to someone one or more levels up. */
export type Tier = 'president' | 'executive' | 'manager' | 'foreman' | 'office' | 'field';

/** Which part of the business an executive runs, so office staff report to the right person. */
export type Department = 'operations' | 'hr' | 'finance' | 'safety' | 'preconstruction';

export interface TitleSpec {
  title: string;
  group: Group;
  departmentNumber: string;
  weight: number;
  /** Whose team this title joins (office staff only). */
  department?: Department;
  /** The trade a field title belongs to, which drives the licenses the person holds. */
  trade?: Trade;
}

export type Trade = 'electrical' | 'fireAlarm' | 'lowVoltage' | 'general';

/** How many people each tier gets for a company of `total`; the field takes the rest. */
export function tierSizes(total: number): Record<Tier, number> {
  const executive = Math.max(5, Math.round(total * 0.02));
  const manager = Math.max(2, Math.round(total * 0.045));
  const foreman = Math.max(2, Math.round(total * 0.1));
  const office = Math.max(2, Math.round(total * 0.13));
  const field = total - 1 - executive - manager - foreman - office;
  return { president: 1, executive, manager, foreman, office, field };
}

/** The smallest company with room for the demo team (a supervisor with eight reports). */
export const MIN_EMPLOYEES = 25;

/**
 * Executives in the order they are created. The first five are fixed so every company, however
 * small, has the demo superAdmin (operations), the demo webEditor (HR), a VP, a controller and a
 * safety director; larger companies repeat the later entries.
 */
export const EXECUTIVE_SEQUENCE: readonly { department: Department; title: string }[] = [
  { department: 'operations', title: 'Director of Operations' },
  { department: 'hr', title: 'HR Manager' },
  { department: 'operations', title: 'Vice President - Operations' },
  { department: 'finance', title: 'Controller' },
  { department: 'safety', title: 'Director of Safety' },
  { department: 'preconstruction', title: 'Director of Preconstruction' },
];

/** Titles for executives beyond the fixed sequence (regional managers in a large company). */
export const EXTRA_EXECUTIVES: readonly { department: Department; title: string; weight: number }[] = [
  { department: 'operations', title: 'Operations Manager - Region', weight: 5 },
  { department: 'finance', title: 'Accounting Manager', weight: 1 },
  { department: 'safety', title: 'Safety Manager', weight: 1 },
  { department: 'preconstruction', title: 'Preconstruction Manager', weight: 1 },
  { department: 'hr', title: 'HR Business Partner', weight: 1 },
];

export const MANAGER_TITLES: readonly TitleSpec[] = [
  { title: 'Project Manager', group: 'D1', departmentNumber: '200', weight: 45 },
  { title: 'Project Manager - Service', group: 'D1', departmentNumber: '210', weight: 15 },
  { title: 'Senior Project Manager', group: 'D1', departmentNumber: '200', weight: 20 },
  { title: 'Assistant Project Manager', group: 'D1', departmentNumber: '200', weight: 20 },
];

export const FOREMAN_TITLES: readonly TitleSpec[] = [
  { title: 'Foreman - Field', group: 'D3', departmentNumber: '300', weight: 60, trade: 'electrical' },
  { title: 'Foreman - Service', group: 'D3', departmentNumber: '310', weight: 15, trade: 'electrical' },
  { title: 'General Foreman - Field', group: 'D3', departmentNumber: '300', weight: 25, trade: 'electrical' },
];

export const OFFICE_TITLES: readonly TitleSpec[] = [
  { title: 'HR Generalist', group: 'D2', departmentNumber: '110', weight: 6, department: 'hr' },
  { title: 'Office Administrator', group: 'D2', departmentNumber: '110', weight: 10, department: 'hr' },
  { title: 'Receptionist', group: 'D2', departmentNumber: '110', weight: 4, department: 'hr' },
  { title: 'Payroll Specialist', group: 'D2', departmentNumber: '120', weight: 6, department: 'finance' },
  { title: 'Accounts Payable Clerk', group: 'D2', departmentNumber: '120', weight: 6, department: 'finance' },
  { title: 'Purchasing Agent', group: 'D2', departmentNumber: '120', weight: 6, department: 'finance' },
  { title: 'Safety Coordinator', group: 'D2', departmentNumber: '130', weight: 10, department: 'safety' },
  { title: 'Estimator', group: 'D2', departmentNumber: '140', weight: 12, department: 'preconstruction' },
  { title: 'Estimator \u2013 Low Voltage', group: 'D2', departmentNumber: '140', weight: 5, department: 'preconstruction' },
  { title: 'CAD Designer', group: 'D2', departmentNumber: '140', weight: 6, department: 'preconstruction' },
  { title: 'Project Coordinator', group: 'D2', departmentNumber: '150', weight: 12, department: 'operations' },
  { title: 'Dispatcher', group: 'D2', departmentNumber: '150', weight: 5, department: 'operations' },
  { title: 'IT Support Specialist', group: 'D2', departmentNumber: '150', weight: 5, department: 'operations' },
];

export const FIELD_TITLES: readonly TitleSpec[] = [
  { title: 'Apprentice Electrician - 1st Year', group: 'D5', departmentNumber: '410', weight: 10, trade: 'electrical' },
  { title: 'Apprentice Electrician - 2nd Year', group: 'D5', departmentNumber: '410', weight: 9, trade: 'electrical' },
  { title: 'Apprentice Electrician - 3rd Year', group: 'D5', departmentNumber: '410', weight: 8, trade: 'electrical' },
  { title: 'Apprentice Electrician - 4th Year', group: 'D5', departmentNumber: '410', weight: 7, trade: 'electrical' },
  { title: 'Journeyman Electrician', group: 'D4', departmentNumber: '400', weight: 30, trade: 'electrical' },
  { title: 'Journeyman Electrician - Service', group: 'D4', departmentNumber: '420', weight: 6, trade: 'electrical' },
  { title: 'Fire Alarm Technician', group: 'D4', departmentNumber: '430', weight: 6, trade: 'fireAlarm' },
  { title: 'Low Voltage Technician', group: 'D4', departmentNumber: '440', weight: 6, trade: 'lowVoltage' },
  { title: 'Service Technician', group: 'D4', departmentNumber: '420', weight: 4, trade: 'electrical' },
  { title: 'Laborer', group: 'D4', departmentNumber: '450', weight: 6, trade: 'general' },
  { title: 'Equipment Operator', group: 'D4', departmentNumber: '450', weight: 3, trade: 'general' },
  { title: 'Material Handler', group: 'D4', departmentNumber: '450', weight: 2, trade: 'general' },
];

/** Access levels of people who are not demo logins (they have no password until they sign up). */
export function defaultRole(tier: Tier): Role {
  switch (tier) {
    case 'president':
      return 'superAdmin';
    case 'executive':
    case 'manager':
      return 'admin';
    case 'foreman':
      return 'fieldSupervisor';
    default:
      return 'user';
  }
}

/** Ages (at "today") each tier is drawn from, and the years of tenure they can have. */
export const AGE_AND_TENURE: Readonly<Record<Tier, { age: [number, number]; tenure: [number, number] }>> = {
  president: { age: [56, 66], tenure: [25, 34] },
  executive: { age: [38, 63], tenure: [4, 28] },
  manager: { age: [29, 60], tenure: [2, 24] },
  foreman: { age: [30, 61], tenure: [3, 26] },
  office: { age: [21, 64], tenure: [0, 22] },
  field: { age: [19, 62], tenure: [0, 20] },
};
