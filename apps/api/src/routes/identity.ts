// Sign-in with Google, Microsoft, GitHub or the demo provider (spec decisions 69–71). The start and the callback
// are browser navigations answered with redirects, so they are plain routes beside the contract's operations;
// the list of providers and the Settings panel's calls are operations of openapi.yaml.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../contract/contract';
import { DEVICE_COOKIE, LINK_COOKIE, setDeviceCookie } from '../http/cookies';
import { AppError } from '../http/errors';
import { sessionToken } from '../http/hooks';
import type { Router } from '../http/routing';
import { message } from '../http/views';
import { findUserById, updateUser } from '../db/queries/users';
import type { AppContext } from '../services/context';
import {
  FLOW_TTL_MS,
  PENDING_LINK_TTL_MS,
  linkIdentity,
  listIdentities,
  setFirstPassword,
  signInWithIdentity,
  startFlow,
  takeFlow,
  unlinkIdentity,
} from '../services/identity';
import type { ProviderId } from '../services/identity-providers';
import { requestedLanguage } from '../services/language';
import { rememberLanguage } from '../services/profile';
import { deleteTemporarySessions, findSession } from '../services/sessions';
import { TRUSTED_DEVICE_MS, isTrustedDevice, trustDevice } from '../services/trusted-devices';
import { openCookieSession } from './account';

/** The flow under way in this browser (services/identity.ts identity_flows), read once by the callback. */
export const FLOW_COOKIE = 'IDP_FLOW';
const IDENTITY_PATH = `${BASE_PATH}/auth/identity`;

function cookieOptions(ctx: AppContext, request: FastifyRequest, path: string, maxAgeMs: number) {
  return {
    path,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
    sameSite: 'lax' as const,
    secure: ctx.secureCookies || request.protocol === 'https',
    maxAge: Math.round(maxAgeMs / 1000),
  };
}

function origin(request: FastifyRequest, siteUrl: string | undefined): string {
  // Normalised (no default port), so the authorization and the token requests send the same redirect URI.
  return new URL(siteUrl ?? `${request.protocol}://${request.host}`).origin;
}

function redirectUri(request: FastifyRequest, siteUrl: string | undefined, provider: ProviderId): string {
  return `${origin(request, siteUrl)}${IDENTITY_PATH}/${provider}/callback`;
}

/** A page of the site with its query. */
function sitePage(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function errorCode(error: unknown): string {
  return error instanceof AppError ? error.code : 'IDENTITY_REFUSED';
}

export function identityRoutes(
  server: FastifyInstance,
  router: Router,
  ctx: AppContext,
  siteUrl: string | undefined,
): void {
  router.route('getIdentityProviders', async () => ({ providers: ctx.identity.list() }));

  router.route('getMyIdentities', async ({ requireAuth }) => {
    const { user } = requireAuth();
    const identities = await listIdentities(ctx, user.id);
    return {
      hasPassword: !!user.passwordHash,
      identities: identities.map((row) => ({
        provider: row.provider as ProviderId,
        email: row.email,
        linkedAt: row.linkedAt.toISOString(),
      })),
    };
  });

  router.route('unlinkIdentity', async ({ params, requireAuth }) => {
    await unlinkIdentity(ctx, requireAuth().user, params.provider);
    return message('Provider unlinked.');
  });

  router.route('setPassword', async ({ body, requireAuth }) => {
    await setFirstPassword(ctx, requireAuth().user, body.newPassword);
    return message('Password set.');
  });

  const currentAuth = async (request: FastifyRequest) => {
    const token = sessionToken(request);
    return token ? findSession(ctx.db, token, ctx.clock.now(), ctx.sessions) : null;
  };

  server.get<{ Params: { provider: string }; Querystring: { intent?: string } }>(
    `${IDENTITY_PATH}/:provider/start`,
    async (request, reply) => {
      const provider = ctx.identity.get(request.params.provider);
      const link = request.query.intent === 'link';
      const back = link ? '/settings' : '/login';
      if (!provider) return reply.redirect(sitePage(back, { identityError: 'NOT_FOUND' }));
      const language = requestedLanguage(request);
      let userId: number | null = null;
      if (link) {
        const auth = await currentAuth(request);
        if (!auth) return reply.redirect(sitePage('/login'));
        // The forced-change rule: a session signed in with a temporary password does nothing else first.
        if (auth.user.mustChangePassword) return reply.redirect(sitePage('/change-password'));
        userId = auth.user.id;
      }
      try {
        const { token, checks } = await startFlow(
          ctx,
          provider.id,
          link ? 'link' : 'signin',
          userId,
          language,
          request.ip,
        );
        const url = await provider.authorizationUrl(
          redirectUri(request, siteUrl, provider.id),
          checks,
          language,
        );
        reply.setCookie(FLOW_COOKIE, token, cookieOptions(ctx, request, IDENTITY_PATH, FLOW_TTL_MS));
        reply.header('cache-control', 'no-store');
        return reply.redirect(url.href);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'identity provider sign-in could not start');
        return reply.redirect(sitePage(back, { identityError: errorCode(error) }));
      }
    },
  );

  server.get<{ Params: { provider: string } }>(
    `${IDENTITY_PATH}/:provider/callback`,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.clearCookie(FLOW_COOKIE, { path: IDENTITY_PATH });
      const provider = ctx.identity.get(request.params.provider);
      if (!provider) return reply.redirect(sitePage('/login', { identityError: 'NOT_FOUND' }));
      let intent: 'signin' | 'link' = 'signin';
      try {
        const flow = await takeFlow(ctx, request.cookies[FLOW_COOKIE], provider.id, request.ip);
        intent = flow.intent;
        const uri = redirectUri(request, siteUrl, provider.id);
        const callbackUrl = new URL(request.url, uri);
        const identity = await provider.complete(callbackUrl, uri, flow);

        if (flow.intent === 'link') {
          const auth = await currentAuth(request);
          // Linked only to the learner who started it, still signed in in this browser.
          if (!auth || auth.user.id !== flow.userId) return reply.redirect(sitePage('/login'));
          await linkIdentity(ctx, auth.user.id, identity);
          return reply.redirect(sitePage('/settings', { linked: provider.id }));
        }

        const outcome = await signInWithIdentity(ctx, identity, flow.language, request.ip);
        if (outcome.kind === 'no-email')
          return reply.redirect(sitePage('/login', { identityError: 'IDENTITY_NO_EMAIL' }));
        if (outcome.kind === 'verify') return reply.redirect(sitePage('/verify', { email: outcome.email }));
        if (outcome.kind === 'prove') {
          reply.setCookie(
            LINK_COOKIE,
            outcome.token,
            cookieOptions(ctx, request, `${BASE_PATH}/users/login`, PENDING_LINK_TTL_MS),
          );
          return reply.redirect(sitePage('/login', { link: provider.id, email: outcome.email }));
        }
        await signIn(ctx, request, reply, outcome.user.id, flow.language);
        return reply.redirect(sitePage('/dashboard'));
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'identity provider callback refused');
        return reply.redirect(
          sitePage(intent === 'link' ? '/settings' : '/login', { identityError: errorCode(error) }),
        );
      }
    },
  );
}

/**
 * A provider sign-in opens a session like a password sign-in: a new session id, the browser trusted as a device,
 * the language remembered. It proves the owner like the password does, so a pending forced change from a
 * temporary password is cancelled as a password sign-in cancels it (spec decision 64).
 */
async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  language: 'en' | 'fr',
): Promise<void> {
  let user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'No such learner');
  if (user.mustChangePassword) {
    user = await updateUser(ctx.db, user.id, { mustChangePassword: false });
    await deleteTemporarySessions(ctx.db, user.id);
  }
  user = await rememberLanguage(ctx, user, language);
  const now = ctx.clock.now();
  if (!(await isTrustedDevice(ctx.db, request.cookies[DEVICE_COOKIE], user.email, now))) {
    const device = await trustDevice(ctx.db, user.id, now);
    setDeviceCookie(ctx, request, reply, device, TRUSTED_DEVICE_MS);
  }
  await openCookieSession(ctx, request, reply, user.id);
}
