/**
 * An employee's links to the company's OpenID provider, as a webEditor manages them (decision
 * 0179). A link is made at the first sign-in by the verified e-mail and then decides alone
 * (oidcLink.ts), so an employee whose account at the provider was replaced, or a link made to the
 * wrong record, is refused for good ("ask an administrator") until a webEditor removes it.
 */
import { eq } from 'drizzle-orm';
import { oidcIdentities, users } from '../../db/schema';
import type { AppContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { recordAudit } from '../../lib/audit';

async function employeeByNumber(ctx: AppContext, employeeNumber: string) {
  const [employee] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.employeeNumber, employeeNumber.trim()));
  if (!employee) throw notFound(`No employee has the number ${employeeNumber.trim()}.`);
  return employee;
}

/** The employee's links, oldest first: the provider, the e-mail it was made by, when made and last used. */
export async function companySignIns(ctx: AppContext, employeeNumber: string) {
  const employee = await employeeByNumber(ctx, employeeNumber);
  return ctx.db
    .select({ issuer: oidcIdentities.issuer, linkedEmail: oidcIdentities.linkedEmail, linkedAt: oidcIdentities.createdAt, lastSignInAt: oidcIdentities.lastSignInAt })
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, employee.id))
    .orderBy(oidcIdentities.createdAt, oidcIdentities.id);
}

/**
 * Removes the employee's links and ends their sessions, in one transaction: sessions a wrong link
 * opened end with it, and the employee signs in again (their next sign-in with the provider links
 * by the e-mail address once more). Returns how many links were removed (0: there were none).
 */
export async function unlinkCompanySignIn(ctx: AppContext, employeeNumber: string): Promise<number> {
  const employee = await employeeByNumber(ctx, employeeNumber);
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(oidcIdentities)
      .where(eq(oidcIdentities.userId, employee.id))
      .returning({ issuer: oidcIdentities.issuer, subject: oidcIdentities.subject, linkedEmail: oidcIdentities.linkedEmail });
    if (removed.length === 0) return 0;
    await ctx.services.sessions.revokeAllForUser(employee.id, undefined, tx);
    await recordAudit(tx, ctx, { entity: 'User', entityId: employee.id, action: 'oidcUnlink', before: { links: removed }, after: null });
    return removed.length;
  });
}
