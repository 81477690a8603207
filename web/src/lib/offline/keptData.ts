import { clock, clockAheadMs, setClock } from '@portal/common';
import type { SessionUser } from '../auth/operations';

/**
 * What the app keeps on this device for a signed-in person to show without a network (issue 45
 * item 3, decision 0168): their own answers to the few reads a field worker shows an inspector
 * (offlineLink.ts says which), who they are, and the company's time zone. One person at a time:
 * the record names the session that kept it, and a sign-in or session check of anyone else
 * replaces it whole; signing out (online or not) deletes it.
 *
 * localStorage, one key: the copies are a few kilobytes, read once per page, and must be there
 * synchronously when the app starts without a network.
 */
const STORAGE_KEY = 'portal.offline';

/**
 * How long after the sign-in that kept it a copy still opens: a working day, the server's
 * default absolute session limit (SESSION_MAX_HOURS). A session ends on the server after it
 * however active it was; a phone that stays offline would otherwise show a person's card for
 * ever. Past it the copy is deleted the next time the app looks at it (decision 0175).
 */
export const KEPT_COPY_MAX_MS = 12 * 3_600_000;

interface KeptAnswer {
  data: unknown;
  /** When the answer came from the server (ISO): the page's "Offline: as of". */
  savedAt: string;
}

interface KeptRecord {
  version: 1;
  /** A hash of the session's token: the copy opens only with the session that kept it. */
  session: string;
  /** When this session's copy began (ms since the epoch): it opens until KEPT_COPY_MAX_MS later. */
  keptSince: number;
  user: SessionUser;
  timeZone: string;
  /** How far the portal's clock ran ahead of the device's when last online (clockAheadMs). */
  aheadMs: number;
  answers: Record<string, KeptAnswer>;
}

/**
 * A 53-bit hash of the token (cyrb53). Not a secret's protection (the page's script reads the
 * token cookie anyway): it ties the copy to one session without writing the token twice.
 */
function sessionMarkOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function parse(): KeptRecord | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const record = JSON.parse(text) as KeptRecord;
    return record.version === 1 ? record : null;
  } catch {
    return null;
  }
}

/** The record, unless it is too old (or from before copies had an age): then it is deleted. */
function read(): KeptRecord | null {
  const record = parse();
  if (record && !(clock.nowMs() - record.keptSince < KEPT_COPY_MAX_MS)) {
    forgetKept();
    return null;
  }
  return record;
}

function write(record: KeptRecord): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused (a private window): the app works online as before, nothing is kept.
  }
}

/**
 * The session `token` is signed in as `user` (online): from now on copies are kept for them. A
 * record of another session (anyone else, or an earlier session) is replaced, answers and all.
 */
export function keepFor(token: string, user: SessionUser): void {
  const session = sessionMarkOf(token);
  const record = read();
  const same = record?.session === session && record.user.id === user.id;
  write({
    version: 1,
    session,
    keptSince: same ? record.keptSince : clock.nowMs(),
    user,
    timeZone: clock.timeZone(),
    aheadMs: clockAheadMs(),
    answers: same ? record.answers : {},
  });
}

/**
 * The app starting without a network: when `token` is the session that kept the copy, the
 * portal's clock as last seen comes back (the company's zone, and how far ahead of the device's
 * clock it ran), then the person is returned if the copy is still young enough to open.
 */
export function openKeptSession(token: string | null): SessionUser | null {
  const record = parse();
  if (!token || !record || record.session !== sessionMarkOf(token)) return null;
  setClock({ timeZone: record.timeZone, aheadMs: record.aheadMs });
  return read()?.user ?? null;
}

/** The employee number of the person copies are kept for (null when no one is signed in here). */
export function keptOwner(): string | null {
  return (read()?.user.employeeNumber ?? '').trim() || null;
}

/** Keeps an answer the server just gave, under its key; only while someone's record exists. */
export function keepAnswer(key: string, data: unknown): void {
  const record = read();
  if (!record) return;
  record.answers[key] = { data, savedAt: clock.now().toISOString() };
  record.aheadMs = clockAheadMs();
  write(record);
}

export function keptAnswer(key: string): KeptAnswer | null {
  return read()?.answers[key] ?? null;
}

/** Sign-out: nothing of the person stays on the device. */
export function forgetKept(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
