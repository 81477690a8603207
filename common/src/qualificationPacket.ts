/**
 * The crew packet and a person's qualifications as a PDF (decision 0162): how each record is
 * marked, the file names and the addresses. One rule for the server's PDF and the web's buttons.
 */
import { expiryState } from './expiry';

export type ExpiryMark = 'expired' | 'soon' | null;

/**
 * A record's mark on the company's day: the lists' rule (expiryState, decision 0156) for a
 * record whose code expires ('manual'); none for a code that never expires.
 */
export function expiryMarkOf(expirationType: string | null | undefined, expDate: string | null | undefined, today: string): ExpiryMark {
  if (expirationType !== 'manual') return null;
  const state = expiryState(expDate, today);
  return state === 'expired' || state === 'soon' ? state : null;
}

export const EXPIRY_MARK_LABELS: Readonly<Record<Exclude<ExpiryMark, null>, string>> = { expired: 'EXPIRED', soon: 'EXPIRES SOON' };

/** A contractor's evaluation as the contractor form's hint says it (CONTRACTOR_EVALUATION_HINT). */
export const CONTRACTOR_EVALUATION_LABELS: Readonly<Record<number, string>> = { 1: 'Highly Recommended', 2: 'Neutral', 3: 'Less Recommended' };

/** The server's addresses of the two PDFs (the session's bearer token, as /api). */
export const crewPacketPath = (projectId: number) => `/pdf/crew-packet/${projectId}`;
export const qualificationsPdfPath = (employeeNumber: string) => `/pdf/qualifications/${encodeURIComponent(employeeNumber)}`;

/** Letters, digits, spaces and a few marks: a name every file system and mail client keeps. */
function fileSafe(text: string): string {
  return text.replace(/[^\p{L}\p{N} .,()_-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'unnamed';
}

export function crewPacketFileName(projectName: string, today: string): string {
  return `Crew packet - ${fileSafe(projectName)} - ${today}.pdf`;
}

export function qualificationsFileName(personName: string, employeeNumber: string, today: string): string {
  return `Qualifications - ${fileSafe(personName)} (${fileSafe(employeeNumber)}) - ${today}.pdf`;
}
