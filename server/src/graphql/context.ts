import type DataLoader from 'dataloader';
import type { SpecialNumbers } from '@portal/common';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { ModelRegistry } from './crud/registry';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

export interface AppContext {
  requestId: string;
  ip: string;
  userAgent: string;
  viewer: Viewer | null;
  db: Db;
  /** The models of the generic API, for hand-written operations that read or write through it. */
  registry: ModelRegistry;
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
