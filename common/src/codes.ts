/** Rules of the qualification catalogue's codes shared by the code form and the API (spec 2 sections 3 and 5). */
import { LEVELS, LICENSE_STATES } from './enums';

/** A license code's state and level as stored: capitals for the state, lower case for the level, empty as null. */
export function normaliseLicenseState(state: string | null | undefined): string | null {
  const s = (state ?? '').trim().toUpperCase();
  return s === '' ? null : s;
}
export function normaliseLicenseLevel(level: string | null | undefined): string | null {
  const s = (level ?? '').trim().toLowerCase();
  return s === '' ? null : s;
}

/** Why a license code's state or level is refused (only the form's choices, or none), or null. */
export function licenseCodeProblem(state: string | null, level: string | null): string | null {
  if (state !== null && !(LICENSE_STATES as readonly string[]).includes(state)) return `License state must be one of ${LICENSE_STATES.join(', ')}.`;
  if (level !== null && !(LEVELS as readonly string[]).includes(level)) return `License level must be one of ${LEVELS.join(', ')}.`;
  return null;
}
