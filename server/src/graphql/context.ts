import type DataLoader from 'dataloader';
import type { SpecialNumbers } from '@portal/common';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

/**
 * A request's context. Its `registry` (the models of the generic API) is declared by
 * crud/registry.ts, which adds it to this interface: the models' hooks take an AppContext, so a
 * field typed here would close an import circle context → registry → model → context.
 */
export interface AppContext {
  requestId: string;
  ip: string;
  userAgent: string;
  viewer: Viewer | null;
  db: Db;
  log: Logger;
  services: Services;
  /** Request-scoped DataLoaders, keyed by what they batch. */
  loaders: Map<string, DataLoader<unknown, unknown>>;
  /** Special employee numbers from the portal settings, read once per request. */
  specialNumbers(): Promise<SpecialNumbers>;
}

export function fullName(v: { firstName: string; lastName: string }): string {
  return `${v.firstName} ${v.lastName}`.trim();
}
