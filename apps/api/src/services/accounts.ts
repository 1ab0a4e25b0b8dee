import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import {
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  updateUser,
  type UserRow,
} from '../db/queries/users';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../http/errors';
import { HOUR, addMs } from './clock';
import type { AppContext } from './context';
import {
  emailChangeCodeMail,
  emailChangedNoticeMail,
  temporaryPasswordMail,
  verificationCodeMail,
} from './mail-templates';
import { MIN_PASSWORD_LENGTH, hashPassword, isPasswordAcceptable, verifyPassword } from './passwords';
import { LIMITS } from './rate-limit';
import { issueCode, redeemCode } from './verification';

export const EMAIL_IN_USE = 'Email already in use';
const BAD_CREDENTIALS = 'Invalid email or password';
const TEMP_PASSWORD_TTL_MS = HOUR;

function requireAcceptablePassword(password: string): void {
  if (!isPasswordAcceptable(password)) {
    throw badRequest(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

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

// Compared against when the address is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function login(ctx: AppContext, email: string, password: string, clientIp: string) {
  const now = ctx.clock.now();
  const address = normalizeEmail(email);
  const perClient = `${clientIp}:${address}`;
  await ctx.limiter.checkAll(
    [
      [LIMITS.loginPerClient, perClient],
      [LIMITS.loginPerAccount, address],
      [LIMITS.loginPerIp, clientIp],
    ],
    now,
  );

  const user = await findUserByEmail(ctx.db, address);
  decoyHash ??= hashPassword('decoy password', ctx.passwordCost);
  const matchesPassword = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  const matchesTemporary =
    !matchesPassword &&
    !!user?.tempPasswordHash &&
    !!user.tempPasswordExpiresAt &&
    user.tempPasswordExpiresAt.getTime() > now.getTime() &&
    (await verifyPassword(password, user.tempPasswordHash));

  if (!user || (!matchesPassword && !matchesTemporary)) {
    await ctx.limiter.record(LIMITS.loginPerClient, perClient, now);
    await ctx.limiter.record(LIMITS.loginPerAccount, address, now);
    await ctx.limiter.record(LIMITS.loginPerIp, clientIp, now);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (user.status !== 'ACTIVE')
    throw forbidden('Email not verified: enter the code we sent you, or ask for a new one');
  await ctx.limiter.clear(LIMITS.loginPerClient, perClient);
  if (matchesTemporary) {
    return updateUser(ctx.db, user.id, {
      mustChangePassword: true,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
    });
  }
  return user;
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function temporaryPassword(): string {
  return Array.from({ length: 12 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
}

/** Mails a temporary password to an active account; answers the same for unknown addresses. */
export async function forgotPassword(ctx: AppContext, email: string, clientIp: string): Promise<void> {
  const now = ctx.clock.now();
  const address = normalizeEmail(email);
  await ctx.limiter.consume(LIMITS.passwordResetsPerIp, clientIp, now);
  await ctx.limiter.consume(LIMITS.mailsPerAddress, address, now);
  const user = await findUserByEmail(ctx.db, address);
  const password = temporaryPassword();
  const tempPasswordHash = await hashPassword(password, ctx.passwordCost);
  if (user?.status !== 'ACTIVE') return;
  await updateUser(ctx.db, user.id, {
    tempPasswordHash,
    tempPasswordExpiresAt: addMs(now, TEMP_PASSWORD_TTL_MS),
  });
  await ctx.mailer.send(temporaryPasswordMail(user.email, password));
}

export async function changeForgottenPassword(ctx: AppContext, user: UserRow, newPassword: string) {
  if (!user.mustChangePassword)
    throw forbidden('No password change is pending; use the password change form');
  requireAcceptablePassword(newPassword);
  return updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(newPassword, ctx.passwordCost),
    mustChangePassword: false,
  });
}

function requireNames(names: { firstName: string; lastName: string }) {
  const firstName = names.firstName.trim();
  const lastName = names.lastName.trim();
  if (!firstName) throw badRequest('body/firstName must not be blank');
  if (!lastName) throw badRequest('body/lastName must not be blank');
  return { firstName, lastName };
}

export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  names: { firstName: string; lastName: string },
) {
  return updateUser(ctx.db, user.id, requireNames(names));
}

async function requireCurrentPassword(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  const now = ctx.clock.now();
  const subject = String(user.id);
  await ctx.limiter.check(LIMITS.passwordChecks, subject, now);
  if (await verifyPassword(password, user.passwordHash)) return;
  await ctx.limiter.record(LIMITS.passwordChecks, subject, now);
  throw new AppError(400, 'Current password is incorrect');
}

export async function initiateEmailChange(
  ctx: AppContext,
  user: UserRow,
  newEmail: string,
  password: string,
) {
  const address = normalizeEmail(newEmail);
  if (address === user.email) throw badRequest('newEmail is already your email');
  await requireCurrentPassword(ctx, user, password);
  if (await findUserByEmail(ctx.db, address)) throw conflict(EMAIL_IN_USE);
  await ctx.limiter.consume(LIMITS.mailsPerAddress, address, ctx.clock.now());
  const code = await issueCode(ctx, user.id, 'change-email', address);
  await ctx.mailer.send(emailChangeCodeMail(address, code));
}

export async function confirmEmailChange(ctx: AppContext, user: UserRow, newEmail: string, code: string) {
  const address = normalizeEmail(newEmail);
  await redeemCode(ctx, user.id, 'change-email', address, code);
  let updated: UserRow;
  try {
    updated = await updateUser(ctx.db, user.id, { email: address });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
    throw error;
  }
  await ctx.mailer.send(emailChangedNoticeMail(user.email, address));
  return updated;
}

export async function changePassword(ctx: AppContext, user: UserRow, current: string, next: string) {
  requireAcceptablePassword(next);
  await requireCurrentPassword(ctx, user, current);
  return updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(next, ctx.passwordCost),
    mustChangePassword: false,
  });
}
