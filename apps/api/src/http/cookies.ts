import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../services/context';

export const SESSION_COOKIE = 'SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Marks a browser the owner signed in from (services/trusted-devices.ts). */
export const DEVICE_COOKIE = 'DEVICE';
/** A provider identity waiting for the password sign-in that links it (services/identity.ts). */
export const LINK_COOKIE = 'IDP_LINK';

type CookieContext = Pick<AppContext, 'secureCookies' | 'sessions'>;

/** Secure in production whatever the proxy says; in demo mode, whenever the request came over https. */
function baseOptions(ctx: CookieContext, request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: ctx.secureCookies || request.protocol === 'https' };
}

export function setSessionCookie(
  ctx: CookieContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...baseOptions(ctx, request),
    httpOnly: true,
    maxAge: ctx.sessions.absoluteMs / 1000,
  });
}

export function clearSessionCookie(ctx: CookieContext, request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseOptions(ctx, request), httpOnly: true });
}

export function setDeviceCookie(
  ctx: CookieContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    ...baseOptions(ctx, request),
    httpOnly: true,
    maxAge: maxAgeMs / 1000,
  });
}

export function clearDeviceCookie(ctx: CookieContext, request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(DEVICE_COOKIE, { ...baseOptions(ctx, request), httpOnly: true });
}

/** Readable by the site's script, which echoes it in X-XSRF-TOKEN. */
export function setXsrfCookie(
  ctx: CookieContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(XSRF_COOKIE, token, { ...baseOptions(ctx, request), httpOnly: false });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
