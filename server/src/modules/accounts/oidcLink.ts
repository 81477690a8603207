/**
 * Who a person signed in at the company's OpenID provider is here (decision 0164): the employee
 * their (issuer, subject) was linked to, or, at their first sign-in, the active employee with
 * their verified e-mail address (case-insensitive), who is then linked. Nothing is created for
 * an unknown, inactive or unverified address.
 */
import { and, eq } from 'drizzle-orm';
import { clock, type OidcRefusal } from '@portal/common';
import type { Db } from '../../db/client';
import { sql } from '../../db/sql';
import { oidcIdentities, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

export interface SignInClaims {
  /** Checked by openid-client to be the configured provider's. */
  issuer: string;
  subject: string;
  email: unknown;
  emailVerified: unknown;
}

export type LinkResult = { ok: true; userId: number; employeeNumber: string } | { ok: false; refusal: OidcRefusal };

async function byIdentity(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ id: oidcIdentities.id, userId: users.id, employeeNumber: users.employeeNumber, status: users.employmentStatus })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
  return row ?? null;
}

export async function linkedEmployee(db: Db, claims: SignInClaims, requestId: string): Promise<LinkResult> {
  const known = await byIdentity(db, claims.issuer, claims.subject);
  if (known) {
    // The e-mail the provider sends now does not matter: the link decides.
    if (known.status !== 'active') return { ok: false, refusal: 'unknown' };
    await db.update(oidcIdentities).set({ lastSignInAt: clock.now() }).where(eq(oidcIdentities.id, known.id));
    return { ok: true, userId: known.userId, employeeNumber: known.employeeNumber };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) return { ok: false, refusal: 'unknown' };
  if (claims.emailVerified !== true) return { ok: false, refusal: 'unverified' };
  const [employee] = await db
    .select({ id: users.id, employeeNumber: users.employeeNumber })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.employmentStatus, 'active')));
  if (!employee) return { ok: false, refusal: 'unknown' };
  return db.transaction(async (tx) => {
    // An employee already linked to another account at this provider keeps it: a new account
    // that was given their old address does not take the employee over.
    const [other] = await tx
      .select({ id: oidcIdentities.id })
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.userId, employee.id), eq(oidcIdentities.issuer, claims.issuer)));
    if (other) return { ok: false, refusal: 'linkedElsewhere' } as const;
    // A second first sign-in racing this one links nothing twice (the unique indexes).
    const inserted = await tx
      .insert(oidcIdentities)
      .values({ issuer: claims.issuer, subject: claims.subject, userId: employee.id, linkedEmail: email })
      .onConflictDoNothing()
      .returning({ id: oidcIdentities.id });
    if (inserted.length === 0) return { ok: false, refusal: 'linkedElsewhere' } as const;
    await recordAudit(tx, { viewer: { id: employee.id, employeeNumber: employee.employeeNumber }, requestId }, {
      entity: 'User',
      entityId: employee.id,
      action: 'oidcLink',
      before: null,
      after: { issuer: claims.issuer, subject: claims.subject, email },
    });
    return { ok: true, userId: employee.id, employeeNumber: employee.employeeNumber } as const;
  });
}
