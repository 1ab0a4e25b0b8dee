// Rules shared by the account services.
import { AppError, badRequest, invalidField } from '../http/errors';
import type { UserRow } from '../db/queries/users';
import type { AppContext } from './context';
import { MIN_PASSWORD_LENGTH, isPasswordAcceptable, verifyPassword } from './passwords';
import { LIMITS } from './rate-limit';

export const EMAIL_IN_USE = 'Email already in use';

export function requireAcceptablePassword(password: string): void {
  if (!isPasswordAcceptable(password)) {
    throw invalidField('password', `password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

export function requireNames(names: { firstName: string; lastName: string }) {
  const firstName = names.firstName.trim();
  const lastName = names.lastName.trim();
  if (!firstName) throw badRequest('body/firstName must not be blank');
  if (!lastName) throw badRequest('body/lastName must not be blank');
  return { firstName, lastName };
}

/**
 * The current password, for account changes; wrong guesses are rate-limited per account. An account made through an
 * identity provider has none until it sets one (Settings → Connected accounts): it is told so, not that its
 * password is wrong.
 */
export async function requireCurrentPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!user.passwordHash)
    throw new AppError(
      409,
      'PASSWORD_NOT_SET',
      'This account has no password yet: set one in Settings → Connected accounts first',
    );
  const now = ctx.clock.now();
  const subject = String(user.id);
  await ctx.limiter.reserve([[LIMITS.passwordChecks, subject]], now);
  if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) {
    await ctx.limiter.release(LIMITS.passwordChecks, subject);
    return;
  }
  throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect');
}
