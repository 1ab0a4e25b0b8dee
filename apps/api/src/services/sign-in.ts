import { randomInt } from 'node:crypto';
import { DEMO_LEARNER } from '../db/seed/seed';
import { findUserByEmail, normalizeEmail, updateUser, type UserRow } from '../db/queries/users';
import { forbidden, unauthorized } from '../http/errors';
import {
  deleteTemporarySessions,
  digestToken,
  settleTemporarySessions,
  type ActiveSession,
} from './sessions';
import { requireAcceptablePassword } from './account-rules';
import { HOUR, addMs } from './clock';
import type { AppContext } from './context';
import { temporaryPasswordMail } from './mail-templates';
import { hashPassword, verifyPassword } from './passwords';
import { LIMITS, type Limit } from './rate-limit';
import { forgetAllDevices, forgetDevice, isTrustedDevice } from './trusted-devices';

const BAD_CREDENTIALS = 'Invalid email or password';
const TEMP_PASSWORD_TTL_MS = HOUR;

// Compared against when the address is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  clientIp: string,
  deviceToken?: string,
) {
  const now = ctx.clock.now();
  const address = normalizeEmail(email);
  const perClient = `${clientIp}:${address}`;
  // A device the owner signed in from is not held by the per-account limit, which guesses from anywhere fill;
  // it has a small allowance of its own instead, and loses its trust when that is spent.
  const trustedDevice = await isTrustedDevice(ctx.db, deviceToken, address, now);
  const perDevice = trustedDevice && deviceToken ? digestToken(deviceToken) : undefined;
  const limits: [Limit, string][] = [
    [LIMITS.loginPerClient, perClient],
    perDevice ? [LIMITS.loginPerDevice, perDevice] : [LIMITS.loginPerAccount, address],
    [LIMITS.loginPerIp, clientIp],
  ];
  // Reserved before the hash, so parallel guesses are counted before any is evaluated; the owner's success
  // takes its reservation back.
  await ctx.limiter.reserve(limits, now);

  // Its password is printed by every demo server: in production the demo learner does not exist.
  const demoRefused = ctx.mode === 'production' && address === DEMO_LEARNER.email;
  const user = demoRefused ? undefined : await findUserByEmail(ctx.db, address);
  decoyHash ??= hashPassword('decoy password', ctx.passwordCost);
  const matchesPassword = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  const matchesTemporary =
    !matchesPassword &&
    !!user?.tempPasswordHash &&
    !!user.tempPasswordExpiresAt &&
    user.tempPasswordExpiresAt.getTime() > now.getTime() &&
    (await verifyPassword(password, user.tempPasswordHash));

  if (!user || (!matchesPassword && !matchesTemporary)) {
    if (perDevice && deviceToken && (await ctx.limiter.isSpent(LIMITS.loginPerDevice, perDevice, now)))
      await forgetDevice(ctx.db, deviceToken);
    throw unauthorized(BAD_CREDENTIALS, 'AUTH_INVALID_CREDENTIALS');
  }
  await ctx.limiter.clear(LIMITS.loginPerClient, perClient);
  if (perDevice) await ctx.limiter.clear(LIMITS.loginPerDevice, perDevice);
  else await ctx.limiter.release(LIMITS.loginPerAccount, address);
  await ctx.limiter.release(LIMITS.loginPerIp, clientIp);
  if (user.status !== 'ACTIVE')
    throw forbidden(
      'Email not verified: enter the code we sent you, or ask for a new one',
      'EMAIL_NOT_VERIFIED',
    );
  if (matchesTemporary) {
    const updated = await updateUser(ctx.db, user.id, {
      mustChangePassword: true,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
    });
    // The reset is in effect: no device keeps its trust (spec decision 65).
    await forgetAllDevices(ctx.db, user.id);
    return { user: updated, viaTemporaryPassword: true, trustedDevice: false };
  }
  if (user.mustChangePassword) {
    // The owner remembered the password: the reset pending since a sign-in with a temporary password is
    // cancelled (spec decision 64), so a lost temporary-password session never locks the account on "Choose a
    // new password", and whoever else read the mail loses the session it opened.
    const updated = await updateUser(ctx.db, user.id, { mustChangePassword: false });
    await deleteTemporarySessions(ctx.db, user.id);
    return { user: updated, viaTemporaryPassword: false, trustedDevice };
  }
  return { user, viaTemporaryPassword: false, trustedDevice };
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
  await ctx.mailer.send(temporaryPasswordMail(user.email, password, user.language));
}

export async function changeForgottenPassword(
  ctx: AppContext,
  user: UserRow,
  session: ActiveSession,
  newPassword: string,
) {
  if (!user.mustChangePassword)
    throw forbidden(
      'No password change is pending; use the password change form',
      'PASSWORD_CHANGE_NOT_PENDING',
    );
  // Bound to the session, not the user: another live session (perhaps a stolen one) cannot set it.
  if (!session.viaTemporaryPassword)
    throw forbidden(
      'Only the session signed in with the temporary password can set the new password',
      'PASSWORD_CHANGE_OTHER_SESSION',
    );
  requireAcceptablePassword(newPassword);
  const updated = await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(newPassword, ctx.passwordCost),
    mustChangePassword: false,
  });
  await settleTemporarySessions(ctx.db, user.id);
  await forgetAllDevices(ctx.db, user.id);
  return updated;
}
