/**
 * The qualifications people hold (tables licenses, certifications, skills, decco_u_courses),
 * about twenty per employee. Generated and inserted a slice of people at a time so the
 * 10,000-employee company never holds its 200,000 records in memory at once.
 *
 * Expiry dates of 'manual' codes are spread on purpose: some already expired, some inside the
 * 60-day window of the expiring reports, some in the 61-90 day window, the rest later.
 */
import { addDays, addYears, type Level } from '@portal/common';
import { certifications, deccoUCourses, licenses, skills } from '../db/schema';
import type { Db } from '../db/client';
import { chunked, insertRows } from './batch';
import { randomDay } from './calendar';
import type { CodeDef } from './catalogue';
import type { Company, Person } from './people';
import type { Rng } from './random';
import type { Trade } from './workforce';

/** Employees generated and inserted together; bounds memory to a few thousand records. */
const PEOPLE_PER_SLICE = 500;

interface Held {
  code: CodeDef;
  issueDate: string;
  expDate: string | null;
  number: string | null;
}

export interface HoldingsResult {
  counts: { licenses: number; certifications: number; skills: number; deccoUCourses: number };
  /** Points per user id: the codes held, expired licenses and certifications not counted. */
  pointsByUser: Map<number, number>;
}

type Profile = { licenses: [number, number]; certifications: [number, number]; skills: [number, number]; courses: [number, number] };

function profileOf(person: Person): Profile {
  switch (person.tier) {
    case 'field':
      if (person.trade === 'general') return { licenses: [0, 1], certifications: [5, 9], skills: [3, 7], courses: [2, 5] };
      return { licenses: [1, 3], certifications: [5, 10], skills: [5, 10], courses: [2, 5] };
    case 'foreman':
      return { licenses: [1, 4], certifications: [7, 12], skills: [7, 11], courses: [4, 8] };
    case 'manager':
      return { licenses: [0, 3], certifications: [4, 8], skills: [5, 9], courses: [5, 10] };
    case 'office':
      return { licenses: [0, 0], certifications: [1, 4], skills: [4, 8], courses: [5, 10] };
    default:
      return { licenses: [0, 2], certifications: [2, 5], skills: [4, 8], courses: [6, 11] };
  }
}

const TRADE_LICENSE: Readonly<Record<Trade, string>> = {
  electrical: 'Electrician',
  fireAlarm: 'Fire Alarm',
  lowVoltage: 'Low Voltage',
  general: 'Plumber',
};

function licenseLevel(rng: Rng, person: Person): Level {
  if (person.jobTitle.startsWith('Apprentice') || person.trade === 'general') return 'apprentice';
  if (person.tier === 'field') return 'journeyman';
  if (person.tier === 'foreman') return rng.chance(0.4) ? 'master' : 'journeyman';
  return rng.chance(0.6) ? 'master' : 'journeyman';
}

/** How well a code suits a person: office skills for office staff, field ones for the field. */
function fit(code: CodeDef, person: Person): number {
  const officeJob = person.tier === 'office' || person.tier === 'executive' || person.tier === 'president';
  if (code.office === null) return code.weight;
  if (officeJob) return code.weight * (code.office ? 3 : 0.1);
  if (person.tier === 'manager') return code.weight * (code.office ? 1.5 : 0.6);
  return code.weight * (code.office ? 0.1 : 1);
}

function pickLicenses(rng: Rng, person: Person, catalogue: readonly CodeDef[], count: number): CodeDef[] {
  const level = licenseLevel(rng, person);
  const primary = TRADE_LICENSE[person.trade ?? 'electrical'];
  const chosen: CodeDef[] = [];
  for (let i = 0; i < count; i++) {
    const taken = new Set(chosen.map((c) => `${c.title}/${c.state}`));
    const candidates = catalogue.filter((c) => c.entity === 'licenses' && c.level === level && !taken.has(`${c.title}/${c.state}`));
    const [next] = rng.sampleWeighted(candidates, 1, (c) => (c.state === person.state ? 8 : 1) * (c.title === primary ? 10 : 1));
    if (next) chosen.push(next);
  }
  return chosen;
}

/** An expiry date in one of the report windows, relative to today. */
function expiryFor(rng: Rng, code: CodeDef, today: string): string {
  const roll = rng.next();
  if (roll < 0.08) return addDays(today, -rng.int(1, 540));
  if (roll < 0.14) return addDays(today, rng.int(1, 60));
  if (roll < 0.19) return addDays(today, rng.int(61, 90));
  return addDays(today, rng.int(91, Math.max(120, code.validYears * 365)));
}

const MA_LEVEL: Readonly<Record<Level, string>> = { apprentice: 'AP', journeyman: 'B', master: 'A' };
const NH_LEVEL: Readonly<Record<Level, string>> = { apprentice: 'A', journeyman: 'J', master: 'M' };
const CT_LEVEL: Readonly<Record<Level, string>> = { apprentice: 'A', journeyman: '2', master: '1' };

/** License numbers in the style each state prints on the card. */
function licenseNumber(rng: Rng, code: CodeDef): string {
  const level = code.level ?? 'journeyman';
  const prefix = code.lookupCode?.split('-')[1]?.charAt(0) ?? 'E';
  switch (code.state) {
    case 'MA':
      return `${prefix}-${rng.digits(5)}-${MA_LEVEL[level]}`;
    case 'NH':
      return `${prefix === 'E' ? '' : `${prefix}-`}${rng.digits(5)}${NH_LEVEL[level]}`;
    case 'CT':
      return `${prefix}${CT_LEVEL[level]}-${rng.digits(7)}`;
    default:
      return `${prefix}${MA_LEVEL[level]}-${rng.digits(6)}`;
  }
}

/** OSHA cards print "36-012345678"; other providers an initials-year-serial style number. */
function certificationNumber(rng: Rng, code: CodeDef, issueDate: string): string {
  if (code.title.startsWith('OSHA')) return `${rng.digits(2)}-${rng.digits(9)}`;
  const initials = (code.lookupCode ?? 'CERT').split('-').map((part) => part.charAt(0)).join('');
  return `${initials}-${issueDate.slice(2, 4)}-${rng.digits(6)}`;
}

function hold(rng: Rng, person: Person, code: CodeDef, today: string, forcedExpiry?: string): Held {
  const adult = addYears(person.dateOfBirth, 18);
  const end = person.dateTerminated ?? today;
  let issueDate: string;
  let expDate: string | null = null;
  if (code.expirationType === 'manual') {
    expDate = forcedExpiry ?? expiryFor(rng, code, today);
    issueDate = addYears(expDate, -code.validYears);
    if (issueDate > today) issueDate = today;
    if (issueDate < adult) issueDate = adult;
  } else {
    // Company courses are taken after hire; outside skills and cards may predate it.
    const from = code.entity === 'deccoUCourses' ? person.dateHired : addYears(person.dateHired, -6);
    issueDate = randomDay(rng, from < adult ? adult : from, end);
  }
  let number: string | null = null;
  if (code.entity === 'licenses') number = licenseNumber(rng, code);
  if (code.entity === 'certifications') number = certificationNumber(rng, code, issueDate);
  return { code, issueDate, expDate, number };
}

/**
 * The demo user's card always shows every case the screens handle: a license expiring within 60
 * days, an expired certification and one expiring in 61-90 days, plus skills and courses.
 */
function demoUserPicks(catalogue: readonly CodeDef[], today: string): Map<CodeDef, string | undefined> {
  const find = (entity: CodeDef['entity'], title: string, state?: string, level?: Level) => {
    const code = catalogue.find((c) => c.entity === entity && c.title === title && (!state || c.state === state) && (!level || c.level === level));
    if (!code) throw new Error(`Demo catalogue lacks ${entity} "${title}"`);
    return code;
  };
  return new Map<CodeDef, string | undefined>([
    [find('licenses', 'Electrician', 'MA', 'journeyman'), addDays(today, 24)],
    [find('licenses', 'Fire Alarm', 'NH', 'journeyman'), addDays(today, 400)],
    [find('certifications', 'First Aid/CPR'), addDays(today, -12)],
    [find('certifications', 'NFPA 70E'), addDays(today, 75)],
    [find('certifications', 'OSHA 10'), undefined],
    [find('skills', 'Conduit Bending'), undefined],
    [find('deccoUCourses', 'DECCO U: Leadership 101'), undefined],
  ]);
}

function holdingsOf(rng: Rng, person: Person, catalogue: readonly CodeDef[], today: string, forced: Map<CodeDef, string | undefined>): Held[] {
  const profile = profileOf(person);
  const held: Held[] = [];
  for (const [code, expiry] of forced) held.push(hold(rng, person, code, today, expiry));
  const has = new Set(forced.keys());
  const heldTitleStates = new Set([...forced.keys()].filter((c) => c.entity === 'licenses').map((c) => `${c.title}/${c.state}`));
  const add = (codes: CodeDef[]) => {
    for (const code of codes) {
      if (has.has(code) || (code.entity === 'licenses' && heldTitleStates.has(`${code.title}/${code.state}`))) continue;
      has.add(code);
      held.push(hold(rng, person, code, today));
    }
  };
  add(pickLicenses(rng, person, catalogue, rng.int(...profile.licenses)));
  const sample = (entity: CodeDef['entity'], [min, max]: [number, number]) =>
    add(rng.sampleWeighted(catalogue.filter((c) => c.entity === entity), rng.int(min, max), (c) => fit(c, person)));
  sample('certifications', profile.certifications);
  sample('skills', profile.skills);
  sample('deccoUCourses', profile.courses);
  return held;
}

export async function seedHoldings(db: Db, rng: Rng, company: Company, catalogue: readonly CodeDef[], today: string): Promise<HoldingsResult> {
  const counts = { licenses: 0, certifications: 0, skills: 0, deccoUCourses: 0 };
  const pointsByUser = new Map<number, number>();
  const demoForced = demoUserPicks(catalogue, today);
  const none = new Map<CodeDef, string | undefined>();
  for (const slice of chunked(company.people, PEOPLE_PER_SLICE)) {
    const rows = { licenses: [] as (typeof licenses.$inferInsert)[], certifications: [] as (typeof certifications.$inferInsert)[], skills: [] as (typeof skills.$inferInsert)[], deccoUCourses: [] as (typeof deccoUCourses.$inferInsert)[] };
    for (const person of slice) {
      const held = holdingsOf(rng, person, catalogue, today, person.demoRole === 'user' ? demoForced : none);
      let points = 0;
      for (const h of held) {
        // Expired licenses and certifications earn nothing (decision 0005), as the card counts.
        const expired = (h.code.entity === 'licenses' || h.code.entity === 'certifications') && !!h.expDate && h.expDate < today;
        if (!expired) points += h.code.points;
        const base = { userId: person.id, codeId: h.code.id, issueDate: h.issueDate, expDate: h.expDate };
        if (h.code.entity === 'licenses') rows.licenses.push({ ...base, licenseNumber: h.number });
        else if (h.code.entity === 'certifications') rows.certifications.push({ ...base, certificationNumber: h.number });
        else if (h.code.entity === 'skills') rows.skills.push(base);
        else rows.deccoUCourses.push(base);
      }
      pointsByUser.set(person.id, points);
    }
    counts.licenses += await insertRows(db, licenses, rows.licenses);
    counts.certifications += await insertRows(db, certifications, rows.certifications);
    counts.skills += await insertRows(db, skills, rows.skills);
    counts.deccoUCourses += await insertRows(db, deccoUCourses, rows.deccoUCourses);
  }
  return { counts, pointsByUser };
}
