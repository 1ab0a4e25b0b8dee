import { and, eq, sql } from 'drizzle-orm';
import { findUserByEmail, normalizeEmail, updateUser, type UserRow } from '../db/queries/users';
import { users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { EMAIL_IN_USE, requireAcceptablePassword, requireNames } from './account-rules';
import { HOUR } from './clock';
import type { AppContext } from './context';
import type { Lang } from './language';
import { verificationCodeMail } from './mail-templates';
import { hashPassword } from './passwords';
import { LIMITS } from './rate-limit';
import { issueCode, redeemCode } from './verification';

const PENDING_KEPT_MS = HOUR;

async function mailVerificationCode(ctx: AppContext, user: UserRow, lang: Lang): Promise<void> {
  await ctx.limiter.consume(LIMITS.mailsPerAddress, user.email, ctx.clock.now());
  const code = await issueCode(ctx, user.id, 'verify-email', user.email);
  await ctx.mailer.send(verificationCodeMail(user.email, code, lang));
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * For an hour the first registration of an address keeps its names and password: registering the pending
 * address again only mails its code again. (Overwriting let a stranger's re-register set the password that the
 * owner's own code then activated.) After that hour, when its codes are long expired, a new registration replaces
 * it, so a stranger who registered someone else's address cannot hold it for ever. An active address is refused
 * before any password is hashed.
 */
export async function register(
  ctx: AppContext,
  input: Registration,
  clientIp: string,
  lang: Lang,
): Promise<UserRow> {
  requireAcceptablePassword(input.password);
  const names = requireNames(input);
  const email = normalizeEmail(input.email);
  await ctx.limiter.reserve(
    [
      [{ ...LIMITS.registrationsPerIp, max: ctx.registrationsPerIp }, clientIp],
      [LIMITS.registrationsPerAddress, email],
    ],
    ctx.clock.now(),
  );
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.status === 'ACTIVE') throw conflict(EMAIL_IN_USE, 'EMAIL_IN_USE');
  const now = ctx.clock.now();
  if (existing && now.getTime() - existing.createdAt.getTime() < PENDING_KEPT_MS) {
    await mailVerificationCode(ctx, existing, lang);
    return existing;
  }
  const fields = {
    ...names,
    language: lang,
    passwordHash: await hashPassword(input.password, ctx.passwordCost),
    createdAt: now,
  };
  const stale = sql`${users.createdAt} <= ${new Date(now.getTime() - PENDING_KEPT_MS).toISOString()}::timestamptz`;
  const [created] = await ctx.db
    .insert(users)
    .values({ email, status: 'PENDING_VERIFICATION', ...fields })
    .onConflictDoUpdate({
      target: users.email,
      set: fields,
      setWhere: and(eq(users.status, 'PENDING_VERIFICATION'), stale),
    })
    .returning();
  // A parallel registration of the same address won: it is the first one.
  const user = created ?? (await findUserByEmail(ctx.db, email));
  if (!user || user.status === 'ACTIVE') throw conflict(EMAIL_IN_USE, 'EMAIL_IN_USE');
  await mailVerificationCode(ctx, user, lang);
  return user;
}

export async function verifyEmail(ctx: AppContext, email: string, code: string): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status !== 'PENDING_VERIFICATION')
    throw badRequest('Invalid verification code', 'VERIFICATION_CODE_INVALID');
  await redeemCode(ctx, user.id, 'verify-email', user.email, code);
  return updateUser(ctx.db, user.id, { status: 'ACTIVE' });
}

/** Answers the same whether or not the address has a pending account. */
export async function resendVerificationCode(ctx: AppContext, email: string, lang: Lang): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.status === 'PENDING_VERIFICATION') await mailVerificationCode(ctx, user, lang);
  else await ctx.limiter.consume(LIMITS.mailsPerAddress, normalizeEmail(email), ctx.clock.now());
}
