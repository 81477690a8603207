/** Every scheduled job of the portal: the ones the modules declare (modules/<domain>/index.ts). */
import { modules } from '../modules';
import type { JobDef } from './runner';

export const allJobs: readonly JobDef[] = modules.flatMap((m) => m.jobs ?? []);
