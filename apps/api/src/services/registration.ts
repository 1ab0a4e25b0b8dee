import { eq } from 'drizzle-orm';
import { findUserByEmail, normalizeEmail, updateUser, type UserRow } from '../db/queries/users';
import { users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { EMAIL_IN_USE, requireAcceptablePassword, requireNames } from './account-rules';
import type { AppContext } from './context';
import { verificationCodeMail } from './mail-templates';
import { hashPassword } from './passwords';
import { LIMITS } from './rate-limit';
import { issueCode, redeemCode } from './verification';

async function mailVerificationCode(ctx: AppContext, user: UserRow): Promise<void> {
  await ctx.limiter.consume(LIMITS.mailsPerAddress, user.email, ctx.clock.now());
  const code = await issueCode(ctx, user.id, 'verify-email', user.email);
  await ctx.mailer.send(verificationCodeMail(user.email, code));
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * A pending account for the same address is taken over rather than refused: only the mailbox owner can verify
 * it, so a stranger who registered someone else's address first cannot keep a password on that account.
 */
export async function register(ctx: AppContext, input: Registration): Promise<UserRow> {
  requireAcceptablePassword(input.password);
  const names = requireNames(input);
  const fields = {
    ...names,
    passwordHash: await hashPassword(input.password, ctx.passwordCost),
    createdAt: ctx.clock.now(),
  };
  const [user] = await ctx.db
    .insert(users)
    .values({ email: normalizeEmail(input.email), status: 'PENDING_VERIFICATION', ...fields })
    .onConflictDoUpdate({
      target: users.email,
      set: fields,
      setWhere: eq(users.status, 'PENDING_VERIFICATION'),
    })
    .returning();
  if (!user) throw conflict(EMAIL_IN_USE);
  await mailVerificationCode(ctx, user);
  return user;
}

export async function verifyEmail(ctx: AppContext, email: string, code: string): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status !== 'PENDING_VERIFICATION') throw badRequest('Invalid verification code');
  await redeemCode(ctx, user.id, 'verify-email', user.email, code);
  return updateUser(ctx.db, user.id, { status: 'ACTIVE' });
}

/** Answers the same whether or not the address has a pending account. */
export async function resendVerificationCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.status === 'PENDING_VERIFICATION') await mailVerificationCode(ctx, user);
  else await ctx.limiter.consume(LIMITS.mailsPerAddress, normalizeEmail(email), ctx.clock.now());
}
