/**
 * Password hashing with argon2id at (at least) OWASP's recommended parameters:
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm 2 is argon2id (the package's const enum cannot be imported under isolatedModules). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a fixed string, checked when no account matches so both paths take the same time. */
let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** The password rule is shared with the sign-in screens (common/src/passwordRule.ts). */
export { passwordRuleProblem as passwordProblem } from '@portal/common';
