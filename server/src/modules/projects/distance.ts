/**
 * Distance and travel time from employees' homes to a project (docs/decisions/0031). Offline by
 * default: ZIP-code centroids (the zipcodes package, stored once per ZIP in zip_centroids) and
 * great-circle distance in SQL, turned into an honest road estimate: a road factor over the
 * straight line and an average speed. With ROUTING_URL (an OSRM-compatible server) the page's
 * rows get real road distance and time from one table request, with a timeout and a fallback to
 * the estimate.
 */
import { inArray, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { queryRows, type Executor } from '../../db/client';
import { users, zipCentroids } from '../../db/schema';

/** Roads are longer than the straight line; 1.3 is a common planning factor for US roads. */
const ROAD_FACTOR = 1.3;
/** Average speed assumed for the estimate, mixed local and highway driving. */
const ESTIMATE_MPH = 40;
const EARTH_RADIUS_MILES = 3958.8;
const KM_PER_MILE = 1.609344;

/** The first five digits of a ZIP (ZIP+4 and stray characters dropped), or null. */
export const zip5 = (column: SQL) => sql`nullif(left(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 5), '')`;

/** Stores the centroids of the given ZIPs that are not stored yet. */
export async function ensureCentroids(db: Executor, zips: readonly string[]): Promise<void> {
  const wanted = [...new Set(zips.filter((z) => /^\d{5}$/.test(z)))];
  if (wanted.length === 0) return;
  const known = await db.select({ zip: zipCentroids.zip }).from(zipCentroids).where(inArray(zipCentroids.zip, wanted));
  const have = new Set(known.map((k) => k.zip));
  const missing = wanted.filter((z) => !have.has(z));
  if (missing.length === 0) return;
  // The package holds every US ZIP (about 80 MB once loaded): only a server that meets a new ZIP loads it.
  const { lookup } = await import('zipcodes');
  const rows = missing.map((zip) => {
    const info = lookup(zip);
    return { zip, latitude: info?.latitude ?? null, longitude: info?.longitude ?? null };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(zipCentroids).values(rows.slice(i, i + 1000)).onConflictDoNothing();
}

/** Stores the centroids of every active employee's ZIP and of the project's ZIP. */
export async function ensureCentroidsFor(db: Executor, projectZip: string | null): Promise<void> {
  const rows = await queryRows<{ zip: string }>(db, sql`
    select distinct ${zip5(sql`${users.zip}`)} as zip from ${users}
    where ${users.employmentStatus} = 'active' and not exists (select 1 from ${zipCentroids} where ${zipCentroids.zip} = ${zip5(sql`${users.zip}`)})`);
  await ensureCentroids(db, [...rows.map((r) => r.zip).filter(Boolean), ...(projectZip ? [projectZip] : [])]);
}

/** Great-circle miles between two (lat, lon) SQL pairs; null when either is unknown. */
export function greatCircleMiles(lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL): SQL {
  // least() skips NULLs, so unknown coordinates are caught first rather than becoming half the globe.
  return sql`(case when ${lat1} is null or ${lon1} is null or ${lat2} is null or ${lon2} is null then null
    else ${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
      power(sin(radians(${lat2} - ${lat1}) / 2), 2) +
      cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))) end)`;
}

export interface TravelEstimate {
  /** Road miles (estimated or routed). */
  miles: number;
  minutes: number;
  estimated: boolean;
}

export function estimateFromStraightLine(straightMiles: number): TravelEstimate {
  const miles = straightMiles * ROAD_FACTOR;
  return { miles, minutes: (miles / ESTIMATE_MPH) * 60, estimated: true };
}

/** Why a distance is missing, for the label: the user can fix a ZIP once they know which (decision 0079). */
export type UnavailableReason = { kind: 'projectZip'; zip: string | null } | { kind: 'noHomeZip' } | { kind: 'homeZip' };

export function unavailableLabel(reason: UnavailableReason): string {
  switch (reason.kind) {
    case 'projectZip':
      return reason.zip ? `Not Available: unknown project ZIP ${reason.zip}` : 'Not Available: the project has no ZIP';
    case 'noHomeZip':
      return 'Not Available: no home ZIP';
    case 'homeZip':
      // The employee's ZIP is not printed: the list is not the place to show home addresses.
      return 'Not Available: unknown home ZIP';
  }
}

/** "≈ 12 mi, ≈ 18 min" for estimates, "12.4 mi, 18 min" for routed values; kilometres on request. */
export function travelLabel(t: TravelEstimate | null, unit: 'mi' | 'km' = 'mi'): string {
  if (!t) return 'Not Available';
  const distance = unit === 'km' ? t.miles * KM_PER_MILE : t.miles;
  const approx = t.estimated ? '≈ ' : '';
  const minutes = Math.max(1, Math.round(t.minutes));
  const time = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  const rounded = t.estimated ? Math.round(distance) : Math.round(distance * 10) / 10;
  return `${approx}${rounded} ${unit}, ${approx}${time}`;
}
