import { useSyncExternalStore } from 'react';

/** The plain message of a write while offline (the notice says it, and a refused save shows it). */
export const OFFLINE_WRITES_MESSAGE = "You are offline: changes can't be saved.";

/**
 * Whether the app is offline, and since when what it shows was last seen: the oldest kept copy a
 * page showed since the network went (offlineLink.ts). Offline is the browser saying so, or a read
 * answered from a kept copy because the network failed.
 */
export interface OfflineState {
  offline: boolean;
  /** The oldest kept copy shown (ISO), null when none was. */
  asOf: string | null;
}

let servedAsOf: string | null = null;
let snapshot: OfflineState = { offline: false, asOf: null };
const listeners = new Set<() => void>();

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function publish(): void {
  const offline = browserOffline() || servedAsOf !== null;
  if (snapshot.offline === offline && snapshot.asOf === servedAsOf) return;
  snapshot = { offline, asOf: servedAsOf };
  for (const listener of listeners) listener();
}

/** A page was shown a kept copy saved at `savedAt`. */
export function servedFromKept(savedAt: string): void {
  if (servedAsOf === null || savedAt < servedAsOf) servedAsOf = savedAt;
  publish();
}

/** The network answered again: what pages show from now on is fresh. */
export function backOnline(): void {
  servedAsOf = null;
  publish();
}

export function isOffline(): boolean {
  return browserOffline() || servedAsOf !== null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => backOnline();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', publish);
  publish();
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', publish);
  };
}

export function useOffline(): OfflineState {
  return useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
}
