/**
 * Projects, who works on which, the assignment history and the contractor directory.
 *
 * Three placeholder projects ("Not Assigned", "Vacation", "Disability") exist because the
 * original HR practice parks people on them; the spec's project list hides them by default, so
 * the demo needs them to show that filter working.
 */
import { addDays } from '@portal/common';
import type { contractors, projectHistory, projects } from '../db/schema';
import { randomDay } from './calendar';
import { FIRST_NAMES, LAST_NAMES, phoneNumber, streetAddress, TOWNS } from './names';
import type { Company, Person } from './people';
import type { Rng } from './random';

export type ProjectRow = typeof projects.$inferInsert & { id: number };
export type HistoryRow = typeof projectHistory.$inferInsert;
export type ContractorRow = typeof contractors.$inferInsert;

const PLACEHOLDER_PROJECTS = ['Not Assigned', 'Vacation', 'Disability'] as const;

const CLIENTS: readonly string[] = [
  'Harborview', 'Riverside', 'Granite State', 'Bay Colony', 'Seaport', 'Merrimack Valley', 'Blackstone', 'Pioneer Valley',
  'Narragansett', 'Nutmeg', 'Charles River', 'Cape Cod', 'North Shore', 'South Coast', 'Minuteman', 'Patriot',
  'Beacon Hill', 'Back Bay', 'Kendall Square', 'Assembly Row', 'Thames Street', 'Elm City', 'Mystic', 'Neponset',
];

const FACILITIES: readonly string[] = [
  'Medical Center Expansion', 'High School Renovation', 'Data Center Fit-Out', 'Life Sciences Building', 'Parking Garage',
  'Wastewater Treatment Plant', 'Distribution Center', 'Apartments Phase 2', 'Town Hall Upgrade', 'Library Renovation',
  'Solar Array', 'Hotel Renovation', 'Elementary School', 'Fire Station', 'Police Headquarters', 'Senior Living Campus',
  'Lab Conversion', 'Transit Station Upgrade', 'Corporate Headquarters', 'Hospital Tower', 'Arena Lighting Retrofit',
  'Manufacturing Plant', 'University Dormitory', 'Airport Terminal Upgrade', 'Substation Upgrade', 'Retail Center',
];

const NOTES: readonly string[] = [
  'Badge required at the main gate.',
  'Parking on site is limited; use the lot on the east side.',
  'Weekly coordination meeting Tuesdays 7:00 AM.',
  'Client requires daily safety reports.',
  'Night shift work for the tie-in phase.',
  'Union job; check in with the steward on arrival.',
  '',
];

const AGENCIES: readonly string[] = ['Tradesmen International', 'PeopleReady', 'Aerotek', 'Kelly Services', 'Labor Finders', 'TradeForce Staffing', 'Northeast Electrical Staffing'];
const CONTRACTOR_TASKS: readonly string[] = ['Electrical Helper', 'Cable Puller', 'Laborer', 'Fire Alarm Installer', 'Low Voltage Installer', 'Material Handler', 'Journeyman Electrician', 'Fork Truck Operator', 'Cleanup Crew'];
const CONTRACTOR_NOTES: Readonly<Record<number, readonly string[]>> = {
  1: ['Reliable, asks for him by name', 'Strong on conduit work', 'Would hire full time'],
  2: ['Shows up on time', 'Needs direction on bigger tasks', 'Average production'],
  3: ['Late twice in the first week', 'Do not place on occupied sites', 'Left job before completion'],
};

function fullName(person: Person): string {
  return `${person.firstName} ${person.lastName}`;
}

/** Builds the projects and puts each active employee on one (most of the field works on a job). */
export function layOutProjects(rng: Rng, company: Company): ProjectRow[] {
  const count = Math.max(22, Math.round(company.people.length / 11));
  const rows: ProjectRow[] = [];
  // Every client/facility pair once, in random order; a big company reuses them as phases.
  const names = rng.shuffle(CLIENTS.flatMap((client) => FACILITIES.map((facility) => `${client} ${facility}`)));
  const foremanProject = new Map<number, number>();
  const managerProject = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const foreman = company.foremen[i % company.foremen.length];
    const manager = company.byId.get(foreman.supervisorId ?? 0) ?? company.managers[0];
    const round = Math.floor(i / names.length);
    const name = `${names[i % names.length]}${round > 0 ? ` Phase ${round + 1}` : ''}`;
    const town = rng.pick(TOWNS);
    const id = i + 1;
    if (!foremanProject.has(foreman.id)) foremanProject.set(foreman.id, id);
    if (!managerProject.has(manager.id)) managerProject.set(manager.id, id);
    rows.push({
      id,
      project_num: `${String(20 + rng.int(1, 6))}-${String(1000 + i * 3 + rng.int(0, 2))}`,
      name,
      manager: fullName(manager),
      supervisor: fullName(foreman),
      address: streetAddress(rng),
      city: town.city,
      state: town.state,
      zip: town.zip,
      phone: phoneNumber(rng, town.areaCode),
      notes: rng.pick(NOTES) || null,
    });
  }
  const placeholder: Record<string, number> = {};
  PLACEHOLDER_PROJECTS.forEach((name, i) => {
    const id = count + i + 1;
    placeholder[name] = id;
    rows.push({ id, project_num: `00-${String(i + 1).padStart(4, '0')}`, name, notes: 'Placeholder used by HR; hidden from the project list by default.' });
  });

  for (const person of company.people) {
    if (person.employmentStatus !== 'active') continue;
    if (person.tier === 'foreman') person.projectId = foremanProject.get(person.id) ?? rng.int(1, count);
    else if (person.tier === 'manager') person.projectId = managerProject.get(person.id) ?? null;
    else if (person.tier === 'field') {
      const own = foremanProject.get(person.supervisorId ?? 0) ?? rng.int(1, count);
      person.projectId = rng.weighted([
        [own, 85],
        [rng.int(1, count), 7],
        [placeholder['Not Assigned'], 4],
        [placeholder.Vacation, 3],
        [placeholder.Disability, 1],
      ] as const);
    } else if (person.tier === 'office' && rng.chance(0.15)) person.projectId = rng.int(1, count);
  }
  // The demo user works where the demo supervisor works, so the project card lists them together.
  company.demo.user.projectId = company.demo.fieldSupervisor.projectId;
  return rows;
}

/**
 * Earlier moves for about a third of the field, ending on the current project. Entries are
 * recorded by the project administrators (the demo webEditor and superAdmin).
 */
export function projectHistoryRows(rng: Rng, company: Company, projectRows: readonly ProjectRow[], today: string): HistoryRow[] {
  const editors = [company.demo.webEditor, company.demo.superAdmin];
  const realProjects = projectRows.filter((p) => p.manager);
  const byId = new Map(projectRows.map((p) => [p.id, p]));
  const rows: HistoryRow[] = [];
  for (const person of company.people) {
    if (person.projectId === null) continue;
    const isDemo = person.demoRole !== null;
    if (!isDemo && (person.tier !== 'field' || !rng.chance(0.35))) continue;
    const moves = isDemo ? 3 : rng.int(1, 3);
    const from = person.dateHired > addDays(today, -720) ? person.dateHired : addDays(today, -720);
    const days = Array.from({ length: moves }, () => randomDay(rng, from, addDays(today, -1))).sort();
    days.forEach((day, i) => {
      const last = i === moves - 1;
      const project = last ? byId.get(person.projectId!)! : rng.pick(realProjects);
      const editor = rng.pick(editors);
      rows.push({
        projectId: project.id,
        projectName: project.name,
        userId: person.id,
        updatedAt: new Date(`${day}T${String(11 + rng.int(0, 9)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`),
        updatedBy: editor.employeeNumber,
        updatedByFullName: fullName(editor),
      });
    });
  }
  return rows;
}

export function contractorRows(rng: Rng, company: Company, projectRows: readonly ProjectRow[]): ContractorRow[] {
  const count = Math.max(40, Math.round(company.people.length * 0.16));
  const realProjects = projectRows.filter((p) => p.manager);
  return Array.from({ length: count }, () => {
    const evaluation = rng.weighted([[1, 45], [2, 40], [3, 15]] as const);
    const active = rng.chance(0.8);
    return {
      firstName: rng.pick(FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
      staffingAgency: rng.pick(AGENCIES),
      task: rng.pick(CONTRACTOR_TASKS),
      evaluation,
      notes: rng.pick(CONTRACTOR_NOTES[evaluation]),
      status: active,
      projectId: active || rng.chance(0.3) ? rng.pick(realProjects).id : null,
    };
  });
}
