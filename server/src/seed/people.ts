/**
 * The employees of the demo company, generated in memory before anything is written. Ids are
 * given here, in org-chart order (the president first, the field last), so every supervisor is
 * inserted before the people who report to them and no second pass of updates is needed.
 */
import { addDays, addYears, TSHIRT_SIZES, type EmploymentStatus, type Group, type Role, type TshirtSize } from '@portal/common';
import { daysBetween, randomDay, withYear, yearOf, yearsBetween } from './calendar';
import { emailLocalPart, FIRST_NAMES, LAST_NAMES, phoneNumber, pickTown, streetAddress } from './names';
import type { Rng } from './random';
import {
  AGE_AND_TENURE, defaultRole, EXECUTIVE_SEQUENCE, EXTRA_EXECUTIVES, FIELD_TITLES, FOREMAN_TITLES, MANAGER_TITLES,
  MIN_EMPLOYEES, OFFICE_TITLES, tierSizes, type Department, type Tier, type TitleSpec, type Trade,
} from './workforce';

export const DEMO_DOMAIN = 'demo.example';

/** The five demo logins: one per role, with fixed names so the docs can refer to them. */
export const DEMO_LOGINS: readonly { role: Role; email: string; firstName: string; lastName: string }[] = [
  { role: 'user', email: `user@${DEMO_DOMAIN}`, firstName: 'Tyler', lastName: 'Medeiros' },
  { role: 'fieldSupervisor', email: `supervisor@${DEMO_DOMAIN}`, firstName: 'Maria', lastName: 'Costa' },
  { role: 'admin', email: `admin@${DEMO_DOMAIN}`, firstName: 'Kevin', lastName: 'Walsh' },
  { role: 'superAdmin', email: `superadmin@${DEMO_DOMAIN}`, firstName: 'Linda', lastName: 'Ferreira' },
  { role: 'webEditor', email: `webeditor@${DEMO_DOMAIN}`, firstName: 'Priya', lastName: 'Shah' },
];

const PRESIDENT_NAME = { firstName: 'Thomas', lastName: 'Donovan' };

/** The demo supervisor's team: the demo user and this many more, so "managed partners" has rows. */
const DEMO_TEAM_SIZE = 9;

export interface Person {
  id: number;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  email: string;
  tier: Tier;
  department: Department | null;
  trade: Trade | null;
  jobTitle: string;
  group: Group;
  departmentNumber: string;
  costCode: string;
  userType: Role;
  /** Set for the five demo logins only. */
  demoRole: Role | null;
  supervisorId: number | null;
  /** Filled in when projects are laid out. */
  projectId: number | null;
  tshirtSize: TshirtSize;
  dateOfBirth: string;
  dateHired: string;
  dateTerminated: string | null;
  yearsOfService: number;
  totalYearsOfService: number;
  yearsOfServiceNote: string | null;
  employmentStatus: EmploymentStatus;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface Company {
  people: Person[];
  byId: Map<number, Person>;
  president: Person;
  /** The demo login holding each role. */
  demo: Record<Role, Person>;
  executives: Person[];
  managers: Person[];
  foremen: Person[];
  office: Person[];
  field: Person[];
}

type Slot = { tier: Tier; spec: TitleSpec; department: Department | null };

function titleSlots(rng: Rng, total: number): Slot[] {
  const sizes = tierSizes(total);
  const slots: Slot[] = [{ tier: 'president', spec: { title: 'President', group: 'D1', departmentNumber: '100', weight: 1 }, department: null }];
  for (let i = 0; i < sizes.executive; i++) {
    const exec = i < EXECUTIVE_SEQUENCE.length ? EXECUTIVE_SEQUENCE[i] : rng.weighted(EXTRA_EXECUTIVES.map((e) => [e, e.weight] as const));
    slots.push({ tier: 'executive', spec: { title: exec.title, group: 'D1', departmentNumber: '100', weight: 1 }, department: exec.department });
  }
  const weightedPick = (list: readonly TitleSpec[]) => rng.weighted(list.map((s) => [s, s.weight] as const));
  for (let i = 0; i < sizes.manager; i++) slots.push({ tier: 'manager', spec: i === 0 ? MANAGER_TITLES[0] : weightedPick(MANAGER_TITLES), department: 'operations' });
  for (let i = 0; i < sizes.foreman; i++) slots.push({ tier: 'foreman', spec: i === 0 ? FOREMAN_TITLES[0] : weightedPick(FOREMAN_TITLES), department: null });
  for (let i = 0; i < sizes.office; i++) {
    // The first office job is an HR Generalist: the settings name one as a follow-up viewer.
    const spec = i === 0 ? OFFICE_TITLES[0] : weightedPick(OFFICE_TITLES);
    slots.push({ tier: 'office', spec, department: spec.department ?? 'operations' });
  }
  const journeyman = FIELD_TITLES.find((s) => s.title === 'Journeyman Electrician')!;
  for (let i = 0; i < sizes.field; i++) slots.push({ tier: 'field', spec: i === 0 ? journeyman : weightedPick(FIELD_TITLES), department: null });
  return slots;
}

const TSHIRT_WEIGHTS: Readonly<Record<TshirtSize, number>> = { notAssigned: 6, SM: 6, MD: 20, LG: 30, XL: 22, XL2: 10, XL3: 4, XL4: 2 };

function lifeDates(rng: Rng, tier: Tier, title: string, today: string) {
  const range = AGE_AND_TENURE[tier];
  const apprentice = title.startsWith('Apprentice');
  // A journeyman card takes about four years of apprenticeship after high school.
  const minAge = title.startsWith('Journeyman') ? 23 : range.age[0];
  const age = apprentice ? rng.int(19, 30) : rng.int(minAge, range.age[1]);
  const dateOfBirth = addDays(addYears(today, -age), -rng.int(0, 364));
  // Recent hires outnumber old-timers: take the shorter of two tenures for most tiers.
  const maxTenure = apprentice ? 4 : range.tenure[1];
  const tenureDays = () => rng.int(range.tenure[0] * 365, maxTenure * 365);
  const tenure = tier === 'president' ? tenureDays() : Math.min(tenureDays(), tenureDays());
  const earliest = addYears(dateOfBirth, 18);
  let dateHired = addDays(today, -Math.max(14, tenure));
  if (dateHired < earliest) dateHired = randomDay(rng, earliest, addDays(today, -14));
  return { dateOfBirth, dateHired };
}

/** Builds the whole company. Deterministic for a given rng seed, size and today. */
export function generateCompany(rng: Rng, total: number, today: string): Company {
  if (!Number.isInteger(total) || total < MIN_EMPLOYEES) throw new Error(`The demo company needs at least ${MIN_EMPLOYEES} employees (got ${total}).`);
  const slots = titleSlots(rng.fork('titles'), total);
  const names = rng.fork('names');
  const life = rng.fork('life');
  const usedEmails = new Set<string>();
  const people: Person[] = slots.map((slot, index) => {
    const town = pickTown(names);
    const firstName = names.pick(FIRST_NAMES);
    const lastName = names.pick(LAST_NAMES);
    const { dateOfBirth, dateHired } = lifeDates(life, slot.tier, slot.spec.title, today);
    return {
      id: index + 1,
      employeeNumber: '',
      firstName,
      lastName,
      middleInitial: names.chance(0.45) ? String.fromCharCode(65 + names.int(0, 25)) : null,
      email: '',
      tier: slot.tier,
      department: slot.department,
      trade: slot.spec.trade ?? null,
      jobTitle: slot.spec.title,
      group: slot.spec.group,
      departmentNumber: slot.spec.departmentNumber,
      costCode: `${slot.spec.departmentNumber}-${String(names.int(1, 60) * 10).padStart(3, '0')}`,
      userType: defaultRole(slot.tier),
      demoRole: null,
      supervisorId: null,
      projectId: null,
      tshirtSize: names.weighted(TSHIRT_SIZES.map((s) => [s, TSHIRT_WEIGHTS[s]] as const)),
      dateOfBirth,
      dateHired,
      dateTerminated: null,
      yearsOfService: 0,
      totalYearsOfService: 0,
      yearsOfServiceNote: null,
      employmentStatus: 'active',
      phone: phoneNumber(names, town.areaCode),
      address: streetAddress(names),
      city: town.city,
      state: town.state,
      zip: town.zip,
    };
  });

  const of = (tier: Tier) => people.filter((p) => p.tier === tier);
  const president = people[0];
  Object.assign(president, PRESIDENT_NAME);
  const executives = of('executive');
  const managers = of('manager');
  const foremen = of('foreman');
  const office = of('office');
  const field = of('field');
  // Fixed positions for the demo logins; see DEMO_LOGINS and workforce.ts.
  const demo: Record<Role, Person> = {
    superAdmin: executives[0],
    webEditor: executives[1],
    admin: managers[0],
    fieldSupervisor: foremen[0],
    user: field[0],
  };
  for (const login of DEMO_LOGINS) {
    const person = demo[login.role];
    Object.assign(person, { firstName: login.firstName, lastName: login.lastName, email: login.email, userType: login.role, demoRole: login.role });
    usedEmails.add(login.email);
  }

  buildHierarchy(rng.fork('hierarchy'), { president, executives, managers, foremen, office, field, demo });
  markFormerEmployees(rng.fork('former'), people, today);
  for (const person of people) {
    if (!person.email) person.email = uniqueEmail(person, usedEmails);
    serviceYears(life, person, today);
  }
  scheduleBirthdays(people, today);
  numberEmployees(rng.fork('numbers'), people);
  return { people, byId: new Map(people.map((p) => [p.id, p])), president, demo, executives, managers, foremen, office, field };
}

function buildHierarchy(
  rng: Rng,
  c: Pick<Company, 'president' | 'executives' | 'managers' | 'foremen' | 'office' | 'field' | 'demo'>,
): void {
  const execsOf = (department: Department) => {
    const match = c.executives.filter((e) => e.department === department);
    return match.length > 0 ? match : c.executives.filter((e) => e.department === 'operations');
  };
  for (const exec of c.executives) exec.supervisorId = c.president.id;
  const operations = execsOf('operations');
  // The demo admin (a project manager) reports to the demo superAdmin (the director of operations).
  c.managers.forEach((m, i) => (m.supervisorId = i === 0 ? c.demo.superAdmin.id : rng.pick(operations).id));
  // Round-robin keeps every project manager with at least one foreman; foreman 0 (the demo
  // supervisor) lands on manager 0 (the demo admin).
  c.foremen.forEach((f, i) => (f.supervisorId = c.managers[i % c.managers.length].id));
  for (const person of c.office) person.supervisorId = rng.pick(execsOf(person.department ?? 'operations')).id;
  c.field.forEach((f, i) => (f.supervisorId = i < DEMO_TEAM_SIZE ? c.demo.fieldSupervisor.id : rng.pick(c.foremen).id));
}

/** About 7% of office and field staff have left; nobody who supervises anyone, nor the demo team. */
function markFormerEmployees(rng: Rng, people: Person[], today: string): void {
  const supervisors = new Set(people.map((p) => p.supervisorId));
  const demoSupervisorId = people.find((p) => p.demoRole === 'fieldSupervisor')?.id;
  for (const person of people) {
    if (person.tier !== 'field' && person.tier !== 'office') continue;
    if (person.demoRole || supervisors.has(person.id) || person.supervisorId === demoSupervisorId) continue;
    if (!rng.chance(0.07)) continue;
    const from = addDays(person.dateHired, 30);
    const to = addDays(today, -7);
    if (from >= to) continue;
    person.employmentStatus = 'former';
    person.dateTerminated = randomDay(rng, from, to);
  }
}

function uniqueEmail(person: Person, used: Set<string>): string {
  const local = emailLocalPart(person.firstName, person.lastName);
  let email = `${local}@${DEMO_DOMAIN}`;
  for (let n = 2; used.has(email); n++) email = `${local}${n}@${DEMO_DOMAIN}`;
  used.add(email);
  return email;
}

/** Years of service run to today, or to the last day for someone who has left. */
function serviceYears(rng: Rng, person: Person, today: string): void {
  const end = person.dateTerminated ?? today;
  person.yearsOfService = yearsBetween(person.dateHired, end);
  person.totalYearsOfService = person.yearsOfService;
  // Some people came back after working here before; their total counts the earlier stint.
  if (person.tier !== 'president' && rng.chance(0.12)) {
    const prior = rng.int(2, 16) / 2;
    person.totalYearsOfService = Math.round((person.yearsOfService + prior) * 100) / 100;
    person.yearsOfServiceNote = `Rehired ${yearOf(person.dateHired)}; includes ${prior} years of prior service`;
  }
}

/** Moves every 20th birthday into the next 30 days so the Birthdays card always has entries. */
function scheduleBirthdays(people: Person[], today: string): void {
  people.forEach((person, i) => {
    if (i % 20 !== 7 || person.employmentStatus !== 'active') return;
    const upcoming = addDays(today, 1 + (i % 29));
    const born = withYear(upcoming, yearOf(person.dateOfBirth));
    // Keep the age band: only move within a year, and never past the hire date minus 18 years.
    if (daysBetween(born, person.dateHired) >= 18 * 365) person.dateOfBirth = born;
  });
}

/** Employee numbers follow hire order, six digits from 100001, with the gaps a real HR system leaves. */
function numberEmployees(rng: Rng, people: Person[]): void {
  const byHire = [...people].sort((a, b) => (a.dateHired === b.dateHired ? a.id - b.id : a.dateHired < b.dateHired ? -1 : 1));
  let next = 100001;
  for (const person of byHire) {
    person.employeeNumber = String(next).padStart(6, '0');
    next += rng.chance(0.15) ? rng.int(2, 4) : 1;
  }
}

/** The next free employee number after the company's (for HR-only new hires). */
export function nextEmployeeNumber(people: readonly Person[]): number {
  return people.reduce((max, p) => Math.max(max, Number(p.employeeNumber)), 100000) + 1;
}
