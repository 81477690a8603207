/** Short-lived signed download URLs: /files/<key>?exp=<unix seconds>&sig=<HMAC-SHA256>. */
import { clock } from '@portal/common';
import crypto from 'node:crypto';

const SIGNED_URL_SECONDS = 300;

function signature(secret: string, key: string, exp: number): string {
  return crypto.createHmac('sha256', secret).update(`${key}:${exp}`).digest('base64url');
}

export function signedPath(secret: string, key: string, now = clock.nowMs()): string {
  const exp = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  return `/files/${encodeURIComponent(key)}?exp=${exp}&sig=${signature(secret, key, exp)}`;
}

export function verifySignature(secret: string, key: string, exp: string | null, sig: string | null, now = clock.nowMs()): boolean {
  const expiry = Number(exp);
  if (!sig || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, key, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
