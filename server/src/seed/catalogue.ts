/**
 * The qualification catalogue (table codes): state licenses at three levels, certifications,
 * skills and DECCO U courses, each worth 1 to 50 points. Licenses and the certifications that
 * lapse in real life have expirationType 'manual' (they carry an expiry date); skills, courses
 * and lifetime cards such as OSHA 10 have 'none'.
 */
import { LEVELS, LICENSE_STATES, type CodeEntity, type ExpirationType, type Level } from '@portal/common';
import type { Trade } from './workforce';

export interface CodeDef {
  id: number;
  title: string;
  entity: CodeEntity;
  points: number;
  expirationType: ExpirationType;
  description: string | null;
  state: string | null;
  level: Level | null;
  lookupCode: string | null;
  /** Years a 'manual' qualification stays valid after it is issued. */
  validYears: number;
  /** How common the code is among the people it suits (relative weight). */
  weight: number;
  /** Field trades the code suits (licenses), or null when anyone may hold it. */
  trade: Trade | null;
  /** Held mostly by office staff (true), field staff (false) or both (null). */
  office: boolean | null;
}

const LICENSE_TITLES: readonly { title: string; abbr: string; bonus: number; trade: Trade }[] = [
  { title: 'Electrician', abbr: 'ELEC', bonus: 10, trade: 'electrical' },
  { title: 'Fire Alarm', abbr: 'FA', bonus: 6, trade: 'fireAlarm' },
  { title: 'Low Voltage', abbr: 'LV', bonus: 4, trade: 'lowVoltage' },
  { title: 'Plumber', abbr: 'PLMB', bonus: 6, trade: 'general' },
];

const LEVEL_POINTS: Readonly<Record<Level, number>> = { apprentice: 5, journeyman: 18, master: 30 };

type Entry = [title: string, points: number, expiration: ExpirationType, validYears: number, weight: number, office: boolean | null];

const CERTIFICATIONS: readonly Entry[] = [
  ['OSHA 10', 8, 'none', 0, 70, null],
  ['OSHA 30', 15, 'none', 0, 35, false],
  ['First Aid/CPR', 6, 'manual', 2, 60, null],
  ['Aerial Lift', 6, 'manual', 3, 45, false],
  ['Scissor Lift', 4, 'manual', 3, 35, false],
  ['NFPA 70E', 12, 'manual', 3, 40, false],
  ['Confined Space Entry', 8, 'manual', 1, 20, false],
  ['Forklift Operator', 5, 'manual', 3, 20, false],
  ['Fall Protection', 6, 'manual', 2, 35, false],
  ['Lockout/Tagout', 5, 'none', 0, 30, false],
  ['HAZWOPER 40', 14, 'manual', 1, 6, false],
  ['Rigging and Signaling', 8, 'manual', 5, 10, false],
  ['Powder Actuated Tools', 3, 'none', 0, 25, false],
  ['Silica Awareness', 3, 'none', 0, 25, false],
  ['Scaffold User', 4, 'manual', 3, 15, false],
  ['Excavation Competent Person', 9, 'manual', 3, 6, false],
  ['NICET Fire Alarm Level II', 20, 'manual', 3, 5, false],
  ['BICSI Installer 2', 16, 'manual', 3, 5, false],
  ['CDL Class A', 10, 'manual', 4, 4, false],
  ['LEED Green Associate', 12, 'manual', 2, 6, true],
  ['CHST', 25, 'manual', 5, 4, true],
  ['Mental Health First Aid', 5, 'manual', 3, 10, null],
];

const SKILLS: readonly Entry[] = [
  ['Conduit Bending', 6, 'none', 0, 60, false],
  ['Blueprint Reading', 5, 'none', 0, 60, null],
  ['PLC Programming', 20, 'none', 0, 8, false],
  ['Motor Controls', 12, 'none', 0, 25, false],
  ['Cable Pulling', 3, 'none', 0, 50, false],
  ['Fiber Optic Termination', 12, 'none', 0, 12, false],
  ['Troubleshooting', 10, 'none', 0, 35, false],
  ['Lighting Controls', 8, 'none', 0, 25, false],
  ['Fire Alarm Programming', 15, 'none', 0, 10, false],
  ['Service Upgrades', 8, 'none', 0, 20, false],
  ['Switchgear Installation', 14, 'none', 0, 15, false],
  ['Medium Voltage Splicing', 22, 'none', 0, 6, false],
  ['Generator Installation', 12, 'none', 0, 12, false],
  ['Solar PV Installation', 12, 'none', 0, 12, false],
  ['EV Charger Installation', 8, 'none', 0, 14, false],
  ['Data Cabling', 6, 'none', 0, 20, false],
  ['Underground Utilities', 8, 'none', 0, 10, false],
  ['Welding', 10, 'none', 0, 6, false],
  ['Estimating', 15, 'none', 0, 20, true],
  ['AutoCAD', 12, 'none', 0, 15, true],
  ['Bluebeam Revu', 6, 'none', 0, 30, true],
  ['Procore', 4, 'none', 0, 35, null],
  ['Microsoft Excel', 3, 'none', 0, 40, true],
  ['Spanish', 5, 'none', 0, 15, null],
  ['Portuguese', 5, 'none', 0, 12, null],
  ['Scheduling', 8, 'none', 0, 20, true],
];

const COURSES: readonly Entry[] = [
  ['Leadership 101', 10, 'none', 0, 30, null],
  ['Leadership 201', 15, 'none', 0, 12, null],
  ['Foreman Fundamentals', 12, 'none', 0, 20, false],
  ['Project Management Basics', 10, 'none', 0, 20, null],
  ['Safety Culture', 5, 'none', 0, 60, null],
  ['Customer Service', 4, 'none', 0, 35, null],
  ['Conflict Resolution', 6, 'none', 0, 25, null],
  ['Blueprint Basics', 5, 'none', 0, 30, false],
  ['NEC Code Update', 8, 'none', 0, 35, false],
  ['Time Management', 4, 'none', 0, 30, null],
  ['Mentoring Apprentices', 8, 'none', 0, 15, false],
  ['Estimating Essentials', 8, 'none', 0, 10, true],
  ['Procore for the Field', 4, 'none', 0, 30, null],
  ['Harassment Prevention', 3, 'none', 0, 70, null],
  ['Quality Control', 6, 'none', 0, 20, null],
  ['Financial Acumen', 6, 'none', 0, 10, true],
];

/** The DECCO U prefix; the course entity is named after the product (spec: deccoUCourses). */
const COURSE_PREFIX = 'DECCO U: ';

function lookup(title: string): string {
  return title.toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 24);
}

/** The full catalogue with ids 1..n in a fixed order (licenses, certifications, skills, courses). */
export function buildCatalogue(): CodeDef[] {
  const codes: Omit<CodeDef, 'id'>[] = [];
  for (const license of LICENSE_TITLES) {
    for (const state of LICENSE_STATES) {
      for (const level of LEVELS) {
        codes.push({
          title: license.title,
          entity: 'licenses',
          points: Math.min(50, LEVEL_POINTS[level] + license.bonus),
          expirationType: 'manual',
          description: `${state} ${level} ${license.title.toLowerCase()} license`,
          state,
          level,
          lookupCode: `${state}-${license.abbr}-${level.charAt(0).toUpperCase()}`,
          validYears: state === 'MA' ? 3 : 2,
          weight: 1,
          trade: license.trade,
          office: false,
        });
      }
    }
  }
  const simple = (entity: CodeEntity, list: readonly Entry[], withLookup: boolean, prefix = '') =>
    list.map(([title, points, expirationType, validYears, weight, office]) => ({
      title: `${prefix}${title}`,
      entity,
      points,
      expirationType,
      description: null,
      state: null,
      level: null,
      lookupCode: withLookup ? lookup(title) : null,
      validYears,
      weight,
      trade: null,
      office,
    }));
  codes.push(...simple('certifications', CERTIFICATIONS, true));
  codes.push(...simple('skills', SKILLS, false));
  codes.push(...simple('deccoUCourses', COURSES, false, COURSE_PREFIX));
  return codes.map((code, i) => ({ ...code, id: i + 1 }));
}
