/** Reading and writing the portal settings (one JSON value per key in portal_settings). */
import { inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, SETTING_KEYS, type PortalSettings, type SpecialNumbers, clock } from '@portal/common';
import type { Executor } from '../../db/client';
import { portalSettings } from '../../db/schema';

export async function readSettings(db: Executor): Promise<PortalSettings> {
  const rows = await db.select().from(portalSettings).where(inArray(portalSettings.key, [...SETTING_KEYS]));
  const settings: PortalSettings = structuredClone(DEFAULT_SETTINGS);
  for (const row of rows) (settings as unknown as Record<string, unknown>)[row.key] = row.value;
  return settings;
}

export async function readSpecialNumbers(db: Executor): Promise<SpecialNumbers> {
  const s = await readSettings(db);
  return { allFollowupsViewers: s.allFollowupsViewers, ppaAllAccess: s.ppaAllAccess };
}

export async function writeSettings(db: Executor, values: Partial<PortalSettings>, updatedById: number): Promise<void> {
  for (const key of SETTING_KEYS) {
    if (values[key] === undefined) continue;
    await db
      .insert(portalSettings)
      .values({ key, value: values[key], updatedById, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: portalSettings.key, set: { value: values[key], updatedById, updatedAt: clock.now() } });
  }
}
