import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../contract/contract';
import type { AppContext } from '../services/context';
import { findSession } from '../services/sessions';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, bearerToken, setXsrfCookie } from './cookies';
import {
  AppError,
  DATABASE_UNAVAILABLE,
  badRequest,
  codeForStatus,
  fieldOf,
  forbidden,
  isDatabaseUnavailable,
  passwordChangeRequired,
  unauthorized,
} from './errors';
import type { Auth } from './routing';
import { isHashedAsset } from './site';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The bearer token, else the session cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[SESSION_COOKIE];
}

async function resolveAuth(ctx: AppContext, request: FastifyRequest): Promise<Auth | null> {
  const token = sessionToken(request);
  if (!token) return null;
  return findSession(ctx.db, token, ctx.clock.now(), ctx.sessions);
}

/**
 * What a session signed in with a temporary password may call before it sets the new password: the change
 * itself and what the change page needs (who is signed in, signing out, the UI language), and the public price
 * reads, which answer everyone alike. Anything else answers 403 PASSWORD_CHANGE_REQUIRED, so whoever reads the
 * mailed password gets no use of the account without setting a password the owner will then not know.
 */
export const DURING_FORCED_CHANGE: ReadonlySet<string> = new Set([
  'changeForgotPassword',
  'getMe',
  'getAuthStatus',
  'logout',
  'saveLanguage',
  'getPricing',
  'getPaymentConfig',
]);

/** Whether any string in a parsed body, query or path holds a NUL byte (PostgreSQL text cannot store one). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !value || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/** XSRF cookie for every client, the XSRF check, the session, then the contract's request validation. */
export function registerSecurityHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // Hashed assets are cached for a year, by shared caches too: one must never hand out a visitor's token.
    if (!cookie && !isHashedAsset(request.url))
      setXsrfCookie(ctx, request, reply, randomBytes(32).toString('base64url'));
    const operation = request.routeOptions.config.operation;
    if (!operation || operation.xsrfExempt || !UNSAFE_METHODS.has(request.method)) return;
    if (bearerToken(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw forbidden('Missing or invalid X-XSRF-TOKEN header', 'XSRF_INVALID');
    }
  });

  app.addHook('preValidation', async (request) => {
    const { operation, validate, sessionInHandler } = request.routeOptions.config;
    if (!operation) return;
    if (sessionInHandler) {
      if (!sessionToken(request)) throw unauthorized();
    } else if (operation.authentication !== 'none') {
      request.auth = await resolveAuth(ctx, request);
      if (!request.auth && operation.authentication === 'required') throw unauthorized();
      if (request.auth?.user.mustChangePassword && !DURING_FORCED_CHANGE.has(operation.operationId))
        throw passwordChangeRequired();
    }
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params))
      throw badRequest('text must not contain NUL characters');
    const problem = validate?.({
      params: request.params as Record<string, unknown>,
      query: request.query as Record<string, unknown>,
      body: request.body,
    });
    if (problem) throw badRequest(problem);
  });
}

/** Every error leaves as `{ success: false, code, message }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: DATABASE_UNAVAILABLE,
        retryAfterSeconds: 5,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ success: false, code: 'INTERNAL', message: 'Internal server error' });
    }
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body is not valid JSON' : error.message;
    const shown = status === 415 ? 400 : status;
    return reply
      .code(shown)
      .send({ success: false, code: codeForStatus(shown), message, field: fieldOf(message) });
  });
}

/**
 * What a browser needs to refuse framing, sniffing and injected script. The built site has no inline script;
 * styles are injected at run time (Radix, Stitches), hence 'unsafe-inline' for styles only. PayPal's SDK loads
 * its script, frames and images from its own origins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://www.paypal.com https://www.sandbox.paypal.com https://www.paypalobjects.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://www.paypalobjects.com https://*.paypal.com",
  "font-src 'self'",
  "connect-src 'self' https://www.paypal.com https://www.sandbox.paypal.com https://*.paypal.com",
  'frame-src https://www.paypal.com https://www.sandbox.paypal.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function registerHardeningHeaders(app: FastifyInstance, mode: 'demo' | 'production'): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (mode === 'production')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data and session state: no browser or shared cache may keep them.
    if (request.url.startsWith(BASE_PATH)) reply.header('cache-control', 'no-store');
  });
}
