import type { TestProject } from 'vitest/node';
import { startPortal, type RunningPortal } from './portal';

let portal: RunningPortal | null = null;

/** One portal for the whole browser run; tests share its demo company. */
export async function setup(project: TestProject) {
  portal = await startPortal();
  project.provide('baseUrl', portal.url);
  project.provide('portalLog', portal.logFile);
}

export async function teardown() {
  await portal?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    portalLog: string;
  }
}
