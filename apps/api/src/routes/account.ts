import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  bearerToken,
  clearDeviceCookie,
  clearSessionCookie,
  DEVICE_COOKIE,
  LINK_COOKIE,
  SESSION_COOKIE,
  setDeviceCookie,
  setSessionCookie,
} from '../http/cookies';
import type { Router } from '../http/routing';
import { envelope, message, userView } from '../http/views';
import { changeForgottenPassword, forgotPassword, login } from '../services/sign-in';
import {
  changePassword,
  confirmEmailChange,
  initiateEmailChange,
  rememberLanguage,
  sendPasswordChangedNotice,
  updateProfile,
} from '../services/profile';
import { deleteAccount, exportAccountData } from '../services/account-data';
import { contentLanguage, requestedLanguage } from '../services/language';
import { learnerProgress } from '../services/progress';
import { learningOf, recordArticle, recordLabStep } from '../services/learning';
import { register, resendVerificationCode, verifyEmail } from '../services/registration';
import type { AppContext } from '../services/context';
import { userStats } from '../services/history';
import { completePendingLink } from '../services/identity';
import { createSession, deleteOtherSessions, deleteSession, digestToken } from '../services/sessions';
import { TRUSTED_DEVICE_MS, forgetDevice, trustDevice } from '../services/trusted-devices';

/** A new session id at every sign-in, so a session fixed before sign-in is worthless after it. */
export async function openCookieSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  viaTemporaryPassword = false,
): Promise<string> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(ctx.db, digestToken(previous));
  const token = await createSession(
    ctx.db,
    userId,
    'cookie',
    ctx.clock.now(),
    ctx.sessions,
    viaTemporaryPassword,
  );
  setSessionCookie(ctx, request, reply, token);
  return token;
}

export function accountRoutes(router: Router): void {
  router.route('register', async ({ ctx, body, request }) => {
    await register(ctx, body, request.ip, requestedLanguage(request));
    return message('Verification code sent to your email.');
  });

  router.route('login', async ({ ctx, body, request, reply }) => {
    const signedIn = await login(ctx, body.email, body.password, request.ip, request.cookies[DEVICE_COOKIE]);
    const { viaTemporaryPassword, trustedDevice } = signedIn;
    const user = await rememberLanguage(ctx, signedIn.user, requestedLanguage(request));
    // A temporary password proves the mailbox, not the password: the browser is trusted at its next sign-in.
    if (!trustedDevice && !viaTemporaryPassword) {
      const device = await trustDevice(ctx.db, user.id, ctx.clock.now());
      setDeviceCookie(ctx, request, reply, device, TRUSTED_DEVICE_MS);
    }
    const cookie = await openCookieSession(ctx, request, reply, user.id, viaTemporaryPassword);
    // A provider identity with this account's email waited for this password sign-in (spec decision 69).
    const pendingLink = request.cookies[LINK_COOKIE];
    if (pendingLink) {
      reply.clearCookie(LINK_COOKIE, { path: request.routeOptions.url ?? '/' });
      if (!viaTemporaryPassword) await completePendingLink(ctx, pendingLink, user);
    }
    // Whoever holds the temporary password now owns the password change: every other session ends.
    if (viaTemporaryPassword) await deleteOtherSessions(ctx.db, user.id, digestToken(cookie));
    if (!body.issueToken) return userView(user);
    const now = ctx.clock.now();
    const token = await createSession(ctx.db, user.id, 'bearer', now, ctx.sessions, viaTemporaryPassword);
    return { ...userView(user), token };
  });

  router.route('verifyEmail', async ({ ctx, body, request, reply }) => {
    const verified = await verifyEmail(ctx, body.email, body.code);
    const user = await rememberLanguage(ctx, verified, requestedLanguage(request));
    await openCookieSession(ctx, request, reply, user.id);
    return userView(user);
  });

  router.route('resendVerificationCode', async ({ ctx, body, request }) => {
    await resendVerificationCode(ctx, body.email, requestedLanguage(request));
    return message('If an account is waiting for verification, a new code was sent.');
  });

  router.route('forgotPassword', async ({ ctx, query, request }) => {
    await forgotPassword(ctx, query.email, request.ip);
    return message('If an account exists for this email, a temporary password was sent.');
  });

  router.route('changeForgotPassword', async ({ ctx, body, request, reply, requireAuth }) => {
    const { user, session } = requireAuth();
    const updated = await changeForgottenPassword(ctx, user, session, body.newPassword);
    await deleteOtherSessions(ctx.db, user.id, session.idHash);
    await sendPasswordChangedNotice(ctx, updated);
    clearDeviceCookie(ctx, request, reply);
    return userView(updated);
  });

  router.route('getMe', async ({ requireAuth }) => userView(requireAuth().user));

  router.route('getMyStats', async ({ ctx, requireAuth }) => userStats(ctx, requireAuth().user.id));

  router.route('getMyProgress', async ({ ctx, requireAuth, request, reply }) =>
    learnerProgress(ctx, requireAuth().user.id, contentLanguage(request, reply)),
  );

  router.route('getMyLearning', async ({ ctx, requireAuth }) =>
    envelope(await learningOf(ctx, requireAuth().user.id)),
  );

  router.route('recordArticleProgress', async ({ ctx, requireAuth, params, body }) =>
    envelope(await recordArticle(ctx, requireAuth().user.id, params.articleId, body.event)),
  );

  router.route('recordLabStep', async ({ ctx, requireAuth, params }) =>
    envelope(await recordLabStep(ctx, requireAuth().user.id, params.labId, params.stepId)),
  );

  router.route('getAuthStatus', async ({ auth }) => ({ authenticated: !!auth }));

  router.route('logout', async ({ ctx, request, reply }) => {
    for (const token of [bearerToken(request), request.cookies[SESSION_COOKIE]]) {
      if (token) await deleteSession(ctx.db, digestToken(token));
    }
    clearSessionCookie(ctx, request, reply);
    // Signing out says "I am leaving this browser" (a shared one, perhaps): it is no longer a known device
    // (spec decision 65). A session that merely expires keeps the browser's trust.
    const device = request.cookies[DEVICE_COOKIE];
    if (device) await forgetDevice(ctx.db, device);
    clearDeviceCookie(ctx, request, reply);
    return message('Signed out.');
  });

  router.route('updateProfile', async ({ ctx, body, requireAuth }) =>
    userView(await updateProfile(ctx, requireAuth().user, body)),
  );

  router.route('saveLanguage', async ({ ctx, body, requireAuth }) => {
    await rememberLanguage(ctx, requireAuth().user, body.language);
    return message('Language saved.');
  });

  router.route('initiateEmailChange', async ({ ctx, body, request, requireAuth }) => {
    const lang = requestedLanguage(request);
    await initiateEmailChange(ctx, requireAuth().user, body.newEmail, body.currentPassword, lang);
    return message('Verification code sent to the new email.');
  });

  router.route('verifyEmailChange', async ({ ctx, body, query, requireAuth }) =>
    userView(await confirmEmailChange(ctx, requireAuth().user, query.newEmail, body.verificationCode)),
  );

  router.route('exportMyData', async ({ ctx, requireAuth, reply }) => {
    const data = await exportAccountData(ctx, requireAuth().user);
    void reply
      .header('content-disposition', 'attachment; filename="kafka-learning-data.json"')
      .header('cache-control', 'private, no-store');
    return data;
  });

  router.route('deleteMyAccount', async ({ ctx, body, request, reply, requireAuth }) => {
    await deleteAccount(ctx, requireAuth().user, body.currentPassword);
    clearSessionCookie(ctx, request, reply);
    clearDeviceCookie(ctx, request, reply);
    return message('Account deleted.');
  });

  router.route('changePassword', async ({ ctx, body, request, reply, requireAuth }) => {
    const { user, session } = requireAuth();
    await changePassword(ctx, user, body.currentPassword, body.newPassword);
    await deleteOtherSessions(ctx.db, user.id, session.idHash);
    clearDeviceCookie(ctx, request, reply);
    return message('Password updated successfully.');
  });
}
