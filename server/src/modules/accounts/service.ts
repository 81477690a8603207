/**
 * Sign-in and account recovery. Answers never reveal whether an e-mail belongs to an account;
 * failed logins and recovery e-mails are rate-limited per account and per client address.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { MESSAGES, clock } from '@portal/common';
import { claimAttempt, forgiveOne, hit, isLimited, LIMITS, reset, resetPrefix, THROTTLES } from '../../auth/rateLimit';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import type { Config } from '../../config';
import { accountTokens, users } from '../../db/schema';
import type { AppContext } from '../../graphql/context';
import { appError, badInput, unauthenticated } from '../../graphql/errors';
import { recordAudit } from '../../lib/audit';

const SIGNUP_TOKEN_HOURS = 24;
const RESET_TOKEN_MINUTES = 60;

const SIGNUP_MESSAGE = MESSAGES.signupSent;
const RESET_MESSAGE = 'If this e-mail belongs to an account, a link to reset the password has been sent.';

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function tooMany() {
  return appError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
}

async function findActiveByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.employmentStatus, 'active')));
  return user ?? null;
}

/** With PASSWORD_SIGN_IN=false only the break-glass account signs in with a password. */
function passwordSignInAllowed(config: Pick<Config, 'PASSWORD_SIGN_IN' | 'BREAK_GLASS_EMAIL'>, email: string): boolean {
  return config.PASSWORD_SIGN_IN || (!!config.BREAK_GLASS_EMAIL && normaliseEmail(config.BREAK_GLASS_EMAIL) === email);
}

/** The throttle keys of an account; the pair keys start with `${loginPrefix(email)}pair:`. */
const loginPrefix = (email: string) => `login:${email}|`;

export async function login(ctx: AppContext, input: { email: string; password: string }) {
  const email = normaliseEmail(input.email);
  const pairKey = `${loginPrefix(email)}pair:${ctx.ip}`;
  const accountKey = `${loginPrefix(email)}account`;
  const addressKey = `login-ip:${ctx.ip}`;
  // Every attempt is counted before the password is checked, so concurrent guesses cannot
  // outrun the count; past the free attempts each must wait a growing delay (no lock-out).
  for (const [key, throttle] of [[pairKey, THROTTLES.loginPerPair], [accountKey, THROTTLES.loginPerAccount], [addressKey, THROTTLES.loginPerAddress]] as const) {
    if (!(await claimAttempt(ctx.db, key, throttle))) throw tooMany();
  }
  const user = email ? await findActiveByEmail(ctx, email) : null;
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw unauthenticated(MESSAGES.invalidLogin);
  // Checked after the password, so the answer without it is the same for every address and does
  // not point out the break-glass account (decision 0164).
  if (!passwordSignInAllowed(ctx.services.config, email)) throw unauthenticated(MESSAGES.passwordSignInOff);
  await reset(ctx.db, pairKey);
  await reset(ctx.db, accountKey);
  await forgiveOne(ctx.db, addressKey); // a site office's good sign-ins do not use up its allowance
  const session = await ctx.services.sessions.create(user.id, { ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.log.info({ userId: user.id }, 'login');
  return { token: session.token, userId: user.id, sessionId: session.sessionId };
}

/** Counts a recovery e-mail request; false when the limit is reached (answer stays the same). */
async function allowAccountMail(ctx: AppContext, email: string): Promise<boolean> {
  const perAddress = await hit(ctx.db, `account-mail:email:${email}`, LIMITS.accountMailPerAddress);
  const perClient = await hit(ctx.db, `account-mail:ip:${ctx.ip}`, LIMITS.accountMailPerClient);
  if (perClient > LIMITS.accountMailPerClient.max) throw tooMany();
  return perAddress <= LIMITS.accountMailPerAddress.max;
}

async function issueToken(ctx: AppContext, userId: number, purpose: 'signup' | 'reset'): Promise<string> {
  const token = newToken();
  const ttl = purpose === 'signup' ? SIGNUP_TOKEN_HOURS * 3_600_000 : RESET_TOKEN_MINUTES * 60_000;
  await ctx.db.insert(accountTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(clock.nowMs() + ttl) });
  return token;
}

/** Links always point at the configured public URL: a client-supplied origin could phish. */
function linkTo(ctx: AppContext, token: string): string {
  return `${ctx.services.config.publicUrl}/reset/${encodeURIComponent(token)}`;
}

export async function signup(ctx: AppContext, input: { email: string }) {
  const email = normaliseEmail(input.email);
  if (!email) throw badInput(MESSAGES.somethingWentWrong);
  if (await allowAccountMail(ctx, email)) {
    const user = await findActiveByEmail(ctx, email);
    if (user) {
      const token = await issueToken(ctx, user.id, 'signup');
      await ctx.services.mail.sendInBackground({
        to: user.email!,
        subject: `Set your ${ctx.services.config.PRODUCT_NAME} portal password`,
        text: `Hello ${user.firstName},\n\nUse this link to set your password (valid for ${SIGNUP_TOKEN_HOURS} hours):\n${linkTo(ctx, token)}\n\nIf you did not ask for this, ignore this e-mail.`,
      });
    }
  }
  return { success: true, message: SIGNUP_MESSAGE };
}

export async function requestPasswordReset(ctx: AppContext, input: { email: string }) {
  const email = normaliseEmail(input.email);
  if (email && (await allowAccountMail(ctx, email))) {
    const user = await findActiveByEmail(ctx, email);
    if (user) {
      const token = await issueToken(ctx, user.id, 'reset');
      await ctx.services.mail.sendInBackground({
        to: user.email!,
        subject: `Reset your ${ctx.services.config.PRODUCT_NAME} portal password`,
        text: `Hello ${user.firstName},\n\nUse this link to reset your password (valid for ${RESET_TOKEN_MINUTES} minutes):\n${linkTo(ctx, token)}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
      });
    }
  }
  return { success: true, message: RESET_MESSAGE };
}

async function liveToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ id: accountTokens.id, userId: accountTokens.userId, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, clock.now()),
        eq(users.employmentStatus, 'active'),
      ),
    );
  return row ?? null;
}

export async function validateResetToken(ctx: AppContext, input: { token: string }) {
  const row = await liveToken(ctx, input.token);
  return { valid: !!row, email: row?.email ?? null };
}

export async function completePasswordReset(ctx: AppContext, input: { token: string; password: string }) {
  const problem = passwordProblem(input.password);
  if (problem) throw badInput(problem);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Claim the token atomically: a second use (or a race) finds it already used.
    const claimed = await tx
      .update(accountTokens)
      .set({ usedAt: clock.now() })
      .where(and(eq(accountTokens.tokenHash, hashToken(input.token)), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, clock.now())))
      .returning({ userId: accountTokens.userId });
    if (claimed.length === 0) throw badInput('This link is invalid or has expired. Please request a new one.');
    const userId = claimed[0].userId;
    await tx.update(users).set({ passwordHash: hash, updatedAt: clock.now() }).where(eq(users.id, userId));
    // Any other outstanding links of this user stop working too.
    await tx.update(accountTokens).set({ usedAt: clock.now() }).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    await ctx.services.sessions.revokeAllForUser(userId, undefined, tx);
    await recordAudit(tx, { ...ctx, viewer: null }, { entity: 'User', entityId: userId, action: 'passwordReset', before: null, after: null });
    // Whoever proves they own the mailbox gets their sign-in back at once.
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (owner?.email) await resetPrefix(tx, loginPrefix(normaliseEmail(owner.email)));
  });
  return { success: true, message: 'Your password has been set. You can sign in now.' };
}

async function checkOwnPassword(ctx: AppContext, password: string): Promise<boolean> {
  const viewer = ctx.viewer!;
  const key = `password-check:${viewer.id}`;
  if (await isLimited(ctx.db, key, LIMITS.passwordCheckPerUser)) throw tooMany();
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, viewer.id));
  const ok = await verifyPassword(row?.hash, password);
  if (!ok) await hit(ctx.db, key, LIMITS.passwordCheckPerUser);
  return ok;
}

export async function isUserPasswordValid(ctx: AppContext, input: { password: string }) {
  return checkOwnPassword(ctx, input.password);
}

export async function updatePassword(ctx: AppContext, input: { currentPassword: string; newPassword: string }) {
  if (!(await checkOwnPassword(ctx, input.currentPassword))) throw badInput('The current password is not correct.');
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badInput(problem);
  const viewer = ctx.viewer!;
  const hash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash, updatedAt: clock.now() }).where(eq(users.id, viewer.id));
    await ctx.services.sessions.revokeAllForUser(viewer.id, viewer.sessionId, tx);
    await recordAudit(tx, ctx, { entity: 'User', entityId: viewer.id, action: 'passwordChange', before: null, after: null });
  });
  return { success: true, message: 'Password updated.' };
}

/** Someone who cannot sign up asks the portal's editors for help; the editors get an e-mail. */
export async function accountInquiry(ctx: AppContext, input: { email: string; message?: string | null }) {
  const email = normaliseEmail(input.email);
  if (!email || !email.includes('@')) throw badInput('Please enter a valid e-mail address.');
  if (await allowAccountMail(ctx, `inquiry:${email}`)) {
    const editors = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.userType, 'webEditor'), eq(users.employmentStatus, 'active')));
    const note = (input.message ?? '').trim().slice(0, 1000);
    for (const editor of editors.filter((e) => e.email)) {
      await ctx.services.mail.sendInBackground({
        to: editor.email!,
        subject: 'Portal account inquiry',
        text: `Someone asked for help with a portal account.\n\nE-mail given: ${email}\n${note ? `Message: ${note}\n` : ''}`,
      });
    }
  }
  return { success: true, message: 'Thank you. Someone will contact you shortly.' };
}
