import type { Role } from '@portal/common';
import type { MockHandler } from './mockApi';

export const EMPLOYEE_NUMBERS: Record<Role, string> = {
  user: '100001',
  fieldSupervisor: '100002',
  admin: '100003',
  superAdmin: '100004',
  webEditor: '100005',
};

/** The company's day in these tests: src/test/setup.ts sets the clock to noon of it. */
export const COMPANY_TODAY = '2026-03-02';

export function sessionUser(role: Role) {
  return {
    __typename: 'User',
    id: Object.keys(EMPLOYEE_NUMBERS).indexOf(role) + 1,
    employeeNumber: EMPLOYEE_NUMBERS[role],
    userType: role,
    firstName: 'Pat',
    lastName: role === 'user' ? 'Worker' : 'Boss',
    profileImage: null,
    jobTitle: 'Electrician',
    group: 'D1',
  };
}

export function portalSettings(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'PortalSettings',
    companyName: 'DECCO',
    allFollowupsViewers: [],
    ppaAllAccess: [],
    leadershipSigner: '',
    quickLinks: [],
    learningSiteUrl: 'https://learning.example.com',
    transcriptUrl: '',
    expiryAlerts: { __typename: 'ExpiryAlertSettings', reminders: true, expiredNotice: true, weeklyDigest: true },
    ...overrides,
  };
}

export function cardEmployee(role: Role, overrides: Partial<Record<string, unknown>> = {}) {
  return {
    ...sessionUser(role),
    middleInitial: null,
    tshirtSize: 'LG',
    yearsOfService: 12,
    totalYearsOfService: 12.5,
    yearsOfServiceNote: null,
    points: 40,
    licPoints: 10,
    cerPoints: 20,
    skillPoints: 5,
    coursePoints: 5,
    averageCompanyPoints: 31.25,
    licenses: [],
    certifications: [],
    skills: [],
    deccoUCourses: [],
    ...overrides,
  };
}

/** Answers for everything a logged-in shell and the first pages ask for. */
export function loggedInHandlers(role: Role, settings: Partial<Record<string, unknown>> = {}): Record<string, MockHandler> {
  return {
    CheckAuth: () => ({ data: { checkAuth: sessionUser(role) } }),
    PortalSettings: () => ({ data: { portalSettings: portalSettings(settings) } }),
    Logout: () => ({ data: { logout: true } }),
    UpcomingEvents: () => ({ data: { findManyCalEvents: [] } }),
    UpcomingBirthdays: () => ({ data: { birthdays: [], birthdayCount: 0 } }),
    CompanyResources: () => ({ data: { findManyDocuments: [] } }),
    MyNotifications: () => ({ data: { myNotifications: [] } }),
    QualificationCodes: () => ({ data: { findManyCodes: [], aggregateCodes: { __typename: 'AggregateCodes', _count: { __typename: 'CodesCountAggregate', _all: 0 } } } }),
    EmployeeBaseballCard: (variables) => ({
      data: { users: [cardEmployee(role, { employeeNumber: variables.employeeNumber })] },
    }),
  };
}
