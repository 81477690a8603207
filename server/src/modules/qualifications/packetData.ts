/**
 * What the crew packet and a person's qualifications PDF hold (decision 0162), read through the
 * portal's own API with the viewer's session (http/qualificationsPdf.ts), so the PDF shows what
 * the project card and the baseball card answer that viewer: the same policies, row scopes and
 * field masks. These functions only shape those answers; they read nothing themselves.
 */
import { expiryMarkOf, type ExpiryMark } from '@portal/common';

/** A held record's fields the PDF prints; the same selection for licenses and certifications. */
const HELD = `issueDate expDate codes { title state level expirationType }`;
const PERSON = `employeeNumber firstName middleInitial lastName jobTitle
  licenses { licenseNumber ${HELD} }
  certifications { certificationNumber ${HELD} }`;

/** The crew of a project card: its employees by name (as the card lists them) and its contractors. */
export const CREW_PACKET_QUERY = `query CrewPacket($id: Int) {
  portalSettings { companyName }
  project(where: { id: $id }) {
    name project_num
    users(orderBy: [{ lastName: asc }, { firstName: asc }]) { ${PERSON} }
    contractors(orderBy: [{ firstName: asc }, { lastName: asc }]) { firstName lastName task staffingAgency evaluation }
  }
}`;

/** One person, read as the baseball card reads them (users by exact employee number). */
export const PERSON_QUALIFICATIONS_QUERY = `query PersonQualifications($employeeNumber: String!) {
  portalSettings { companyName }
  users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) { ${PERSON} }
}`;

interface HeldAnswer {
  issueDate: string | null;
  expDate: string | null;
  licenseNumber?: string | null;
  certificationNumber?: string | null;
  codes: { title: string | null; state: string | null; level: string | null; expirationType: string | null } | null;
}

export interface PersonAnswer {
  employeeNumber: string | null;
  firstName: string | null;
  middleInitial: string | null;
  lastName: string | null;
  jobTitle: string | null;
  licenses: HeldAnswer[];
  certifications: HeldAnswer[];
}

interface ContractorAnswer {
  firstName: string;
  lastName: string;
  task: string | null;
  staffingAgency: string | null;
  evaluation: number | null;
}

export interface CrewPacketAnswer {
  portalSettings: { companyName: string };
  project: { name: string; project_num: string | null; users: PersonAnswer[]; contractors: ContractorAnswer[] } | null;
}

export interface PersonQualificationsAnswer {
  portalSettings: { companyName: string };
  users: PersonAnswer[];
}

export interface PacketRecord {
  title: string;
  number: string | null;
  state: string | null;
  level: string | null;
  issueDate: string | null;
  /** Null when the code never expires (expirationType 'none'). */
  expDate: string | null;
  expires: boolean;
  mark: ExpiryMark;
}

export interface PacketPerson {
  name: string;
  employeeNumber: string;
  jobTitle: string | null;
  licenses: PacketRecord[];
  certifications: PacketRecord[];
}

export interface Packet {
  companyName: string;
  /** "Crew packet" or "Qualifications". */
  heading: string;
  project: { name: string; number: string | null } | null;
  /** The company's day the marks were judged on. */
  today: string;
  people: PacketPerson[];
  /** Null for one person's PDF (no contractors section). */
  contractors: ContractorAnswer[] | null;
}

/** The card's way of writing a name: "First M. Last". */
export function personName(p: Pick<PersonAnswer, 'firstName' | 'middleInitial' | 'lastName'>): string {
  const middle = p.middleInitial ? `${p.middleInitial.replace(/\.$/, '')}.` : '';
  return [p.firstName, middle, p.lastName].filter(Boolean).join(' ');
}

function recordOf(held: HeldAnswer, number: string | null | undefined, today: string): PacketRecord {
  const expires = held.codes?.expirationType === 'manual';
  return {
    title: held.codes?.title ?? '(untitled)',
    number: number ?? null,
    state: held.codes?.state ?? null,
    level: held.codes?.level ?? null,
    issueDate: held.issueDate,
    expDate: expires ? held.expDate : null,
    expires,
    mark: expiryMarkOf(held.codes?.expirationType, held.expDate, today),
  };
}

/** By title as the card sorts them (case and accents aside), then number. */
function byTitle(a: PacketRecord, b: PacketRecord): number {
  return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || (a.number ?? '').localeCompare(b.number ?? '');
}

function packetPerson(p: PersonAnswer, today: string): PacketPerson {
  return {
    name: personName(p),
    employeeNumber: p.employeeNumber ?? '',
    jobTitle: p.jobTitle,
    licenses: p.licenses.map((l) => recordOf(l, l.licenseNumber, today)).sort(byTitle),
    certifications: p.certifications.map((c) => recordOf(c, c.certificationNumber, today)).sort(byTitle),
  };
}

export function crewPacketOf(answer: CrewPacketAnswer & { project: NonNullable<CrewPacketAnswer['project']> }, today: string): Packet {
  return {
    companyName: answer.portalSettings.companyName,
    heading: 'Crew packet',
    project: { name: answer.project.name, number: answer.project.project_num },
    today,
    people: answer.project.users.map((u) => packetPerson(u, today)),
    contractors: answer.project.contractors,
  };
}

export function personPacketOf(companyName: string, person: PersonAnswer, today: string): Packet {
  return { companyName, heading: 'Qualifications', project: null, today, people: [packetPerson(person, today)], contractors: null };
}
