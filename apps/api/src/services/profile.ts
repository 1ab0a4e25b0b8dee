import {
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  updateUser,
  type UserRow,
} from '../db/queries/users';
import { badRequest, conflict } from '../http/errors';
import {
  EMAIL_IN_USE,
  requireAcceptablePassword,
  requireCurrentPassword,
  requireNames,
} from './account-rules';
import type { AppContext } from './context';
import type { Lang } from './language';
import { emailChangeCodeMail, emailChangedNoticeMail, passwordChangedNoticeMail } from './mail-templates';
import { hashPassword } from './passwords';
import { LIMITS } from './rate-limit';
import { forgetAllDevices } from './trusted-devices';
import { issueCode, redeemCode } from './verification';

export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  names: { firstName: string; lastName: string },
) {
  return updateUser(ctx.db, user.id, requireNames(names));
}

/** Keeps the account's mail language on the UI language the learner uses now. */
export async function rememberLanguage(ctx: AppContext, user: UserRow, lang: Lang): Promise<UserRow> {
  return user.language === lang ? user : updateUser(ctx.db, user.id, { language: lang });
}

export async function initiateEmailChange(
  ctx: AppContext,
  user: UserRow,
  newEmail: string,
  password: string,
  lang: Lang,
) {
  const address = normalizeEmail(newEmail);
  if (address === user.email) throw badRequest('newEmail is already your email', 'EMAIL_UNCHANGED');
  await requireCurrentPassword(ctx, user, password);
  if (await findUserByEmail(ctx.db, address)) throw conflict(EMAIL_IN_USE, 'EMAIL_IN_USE');
  await ctx.limiter.consume(LIMITS.mailsPerAddress, address, ctx.clock.now());
  await rememberLanguage(ctx, user, lang);
  const code = await issueCode(ctx, user.id, 'change-email', address);
  await ctx.mailer.send(emailChangeCodeMail(address, code, lang));
}

export async function confirmEmailChange(ctx: AppContext, user: UserRow, newEmail: string, code: string) {
  const address = normalizeEmail(newEmail);
  await redeemCode(ctx, user.id, 'change-email', address, code);
  let updated: UserRow;
  try {
    updated = await updateUser(ctx.db, user.id, { email: address });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE, 'EMAIL_IN_USE');
    throw error;
  }
  await ctx.mailer.send(emailChangedNoticeMail(user.email, address, user.language));
  return updated;
}

export async function changePassword(ctx: AppContext, user: UserRow, current: string, next: string) {
  requireAcceptablePassword(next);
  await requireCurrentPassword(ctx, user, current);
  const updated = await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(next, ctx.passwordCost),
    mustChangePassword: false,
  });
  // Trust granted under the old password ends with it (spec decision 65).
  await forgetAllDevices(ctx.db, user.id);
  await sendPasswordChangedNotice(ctx, updated);
  return updated;
}

/** A security notice after every password change; a mail that cannot be sent does not undo the change. */
export async function sendPasswordChangedNotice(ctx: AppContext, user: UserRow): Promise<void> {
  try {
    await ctx.mailer.send(passwordChangedNoticeMail(user.email, user.language));
  } catch (error) {
    console.error('password change notice:', error);
  }
}
