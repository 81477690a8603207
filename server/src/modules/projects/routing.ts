/**
 * Road distance and time from an OSRM-compatible server (ROUTING_URL): one table request from
 * the project to all employees of a page (never one per row), with a timeout. Any failure
 * answers null, and the caller keeps its estimates.
 */
import type { Logger } from '../../lib/logger';
import type { TravelEstimate } from './distance';

export interface Point {
  latitude: number;
  longitude: number;
}

const METERS_PER_MILE = 1609.344;

interface OsrmTable {
  code: string;
  distances?: (number | null)[][];
  durations?: (number | null)[][];
}

/** Routed travel from `from` to each destination (null per unreachable one), or null on failure. */
export async function routeTable(
  baseUrl: string,
  from: Point,
  destinations: readonly Point[],
  timeoutMs: number,
  log: Logger,
): Promise<(TravelEstimate | null)[] | null> {
  if (destinations.length === 0) return [];
  const coordinates = [from, ...destinations].map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');
  const url = `${baseUrl.replace(/\/$/, '')}/table/v1/driving/${coordinates}?sources=0&annotations=distance,duration`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`routing server answered ${res.status}`);
    const body = (await res.json()) as OsrmTable;
    if (body.code !== 'Ok' || !body.distances?.[0] || !body.durations?.[0]) throw new Error(`routing server said ${body.code}`);
    return destinations.map((_, i) => {
      const meters = body.distances![0][i + 1];
      const seconds = body.durations![0][i + 1];
      return meters == null || seconds == null ? null : { miles: meters / METERS_PER_MILE, minutes: seconds / 60, estimated: false };
    });
  } catch (error) {
    log.warn({ err: error }, 'routing failed; using estimates');
    return null;
  }
}
