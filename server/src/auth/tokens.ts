import crypto from 'node:crypto';

/** A random bearer or one-time token (256 bits, URL-safe). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not leak live tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
