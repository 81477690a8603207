/**
 * The API client learns that a session ended (an UNAUTHENTICATED answer) before React does; this
 * tiny channel lets it tell the session provider without the two importing each other.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionRejected(): void {
  for (const listener of [...listeners]) listener();
}
