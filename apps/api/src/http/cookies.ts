import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from '../services/sessions';

export const SESSION_COOKIE = 'SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function baseOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...baseOptions(request),
    httpOnly: true,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseOptions(request), httpOnly: true });
}

/** Readable by the site's script, which echoes it in X-XSRF-TOKEN. */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, { ...baseOptions(request), httpOnly: false });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
