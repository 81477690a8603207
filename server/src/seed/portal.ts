/**
 * The Settings-area data: calendar events, employee relations, portal settings and the company
 * average-points history. Settings name real demo employees by number, because the product
 * reads those numbers from settings instead of hard-coding them.
 */
import { addDays, SETTING_KEYS, type Group, type PortalSettings } from '@portal/common';
import type { averagePoints, calEvents, employeeRelations, portalSettings } from '../db/schema';
import { zonedInstant } from './calendar';
import type { Company, Person } from './people';
import type { Rng } from './random';

const EVENTS_UPCOMING: readonly [string, number, number][] = [
  ['Safety Stand-Down', 7, 0],
  ['Quarterly All-Hands Meeting', 16, 30],
  ['OSHA 10 Class', 7, 30],
  ['NFPA 70E Refresher', 8, 0],
  ['DECCO U: Leadership 101 Session', 13, 0],
  ['Benefits Open Enrollment Deadline', 17, 0],
  ['Toolbox Talk: Ladder Safety', 6, 45],
  ['Apprentice Graduation Dinner', 18, 0],
  ['Blood Drive at the Boston Office', 10, 0],
  ['Aerial Lift Practical Exam', 7, 0],
  ['Company Golf Outing', 11, 0],
  ['Foremen Planning Meeting', 15, 0],
];

const EVENTS_PAST: readonly [string, number, number][] = [
  ['Holiday Party', 18, 30],
  ['First Aid/CPR Class', 8, 0],
  ['Town Hall with the President', 12, 0],
];

const TIME_ZONE = 'America/New_York';

export function calendarEventRows(rng: Rng, today: string): (typeof calEvents.$inferInsert)[] {
  const upcoming = EVENTS_UPCOMING.map(([title, hour, minute], i) => ({
    title,
    date: zonedInstant(addDays(today, 2 + i * 9 + rng.int(0, 6)), hour, minute, TIME_ZONE),
  }));
  const past = EVENTS_PAST.map(([title, hour, minute], i) => ({
    title,
    date: zonedInstant(addDays(today, -(12 + i * 20 + rng.int(0, 6))), hour, minute, TIME_ZONE),
  }));
  return [...upcoming, ...past];
}

/** About ten "who supervises which title in which group" rows, using titles people hold. */
export function employeeRelationRows(company: Company): (typeof employeeRelations.$inferInsert)[] {
  const { demo, foremen, executives } = company;
  const titlesInUse = new Set(company.people.map((p) => p.jobTitle));
  const execFor = (department: Person['department']) => executives.find((e) => e.department === department) ?? demo.superAdmin;
  const candidates: [Group, string, Person | undefined][] = [
    ['D4', 'Journeyman Electrician', demo.fieldSupervisor],
    ['D5', 'Apprentice Electrician - 1st Year', demo.fieldSupervisor],
    ['D5', 'Apprentice Electrician - 2nd Year', demo.fieldSupervisor],
    ['D3', 'Foreman - Field', demo.admin],
    ['D4', 'Fire Alarm Technician', foremen[1]],
    ['D4', 'Low Voltage Technician', foremen[2 % foremen.length]],
    ['D4', 'Laborer', foremen[3 % foremen.length]],
    ['D1', 'Project Manager', demo.superAdmin],
    ['D2', 'Estimator', execFor('preconstruction')],
    ['D2', 'Safety Coordinator', execFor('safety')],
    ['D2', 'Payroll Specialist', execFor('finance')],
  ];
  const seen = new Set<string>();
  const rows: (typeof employeeRelations.$inferInsert)[] = [];
  for (const [group, title, supervisor] of candidates) {
    const key = `${group}/${title}/${supervisor?.id}`;
    if (!supervisor || !titlesInUse.has(title) || seen.has(key)) continue;
    seen.add(key);
    rows.push({ group, title, supervisorId: supervisor.id });
  }
  return rows;
}

export function settingsRows(company: Company): (typeof portalSettings.$inferInsert)[] {
  const hrPerson = company.office.find((p) => p.jobTitle === 'HR Generalist') ?? company.demo.webEditor;
  const vpOperations = company.executives.find((e) => e.jobTitle === 'Vice President - Operations') ?? company.demo.superAdmin;
  const settings: PortalSettings = {
    companyName: 'DECCO Construction',
    allFollowupsViewers: [hrPerson.employeeNumber, company.demo.admin.employeeNumber],
    ppaAllAccess: [vpOperations.employeeNumber],
    leadershipSigner: company.president.employeeNumber,
    quickLinks: [
      { label: 'Company Store', url: 'https://store.example.com' },
      { label: 'Training Portal Access', url: 'https://training.example.com' },
    ],
    learningSiteUrl: 'https://learn.example.com',
    transcriptUrl: 'https://learn.example.com/transcript',
    expiryAlerts: { reminders: true, expiredNotice: true, weeklyDigest: true },
  };
  return SETTING_KEYS.map((key) => ({ key, value: settings[key], updatedById: company.demo.webEditor.id }));
}

/**
 * Monthly snapshots of the company average. The newest is the real average over active
 * employees (so the card's comparison is consistent); older ones drift slightly below it, as a
 * company that keeps training would.
 */
export function averagePointRows(rng: Rng, company: Company, pointsByUser: Map<number, number>, today: string): (typeof averagePoints.$inferInsert)[] {
  const active = company.people.filter((p) => p.employmentStatus === 'active');
  const total = active.reduce((sum, p) => sum + (pointsByUser.get(p.id) ?? 0), 0);
  const average = active.length > 0 ? total / active.length : 0;
  const rows: (typeof averagePoints.$inferInsert)[] = [];
  for (let monthsAgo = 5; monthsAgo >= 0; monthsAgo--) {
    const drift = monthsAgo === 0 ? 0 : monthsAgo * 0.45 + rng.int(0, 30) / 100;
    rows.push({
      points: Math.max(0, average - drift),
      timeStamp: zonedInstant(addDays(today, -1 - monthsAgo * 30), 2, 0, TIME_ZONE),
    });
  }
  return rows;
}
