/**
 * The crew packet and a person's qualifications as a PDF (decision 0162): how each record is
 * marked, the file names and the addresses. One rule for the server's PDF and the web's buttons.
 */
import { addDays, isBeforeDay, parseDateOnly } from './dates';

/**
 * "Expiring soon" is the expiring reports' default window (next60) and the first expiry
 * reminder (decision 0026): from today to 60 days ahead, today included.
 */
export const EXPIRING_SOON_DAYS = 60;

export type ExpiryMark = 'expired' | 'soon' | null;

/**
 * A record's mark on the company's day: expired when its code expires ('manual') and the date is
 * before today (the card's red "(expired)"); soon when it falls within EXPIRING_SOON_DAYS.
 */
export function expiryMarkOf(expirationType: string | null | undefined, expDate: string | null | undefined, today: string): ExpiryMark {
  const day = expirationType === 'manual' && expDate ? parseDateOnly(expDate) : null;
  if (!day) return null;
  if (isBeforeDay(day, today)) return 'expired';
  return isBeforeDay(addDays(today, EXPIRING_SOON_DAYS), day) ? null : 'soon';
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
