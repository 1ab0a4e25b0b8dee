import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../services/context';
import { findSession } from '../services/sessions';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, bearerToken, setXsrfCookie } from './cookies';
import { AppError, badRequest, forbidden, unauthorized } from './errors';
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
  return findSession(ctx.db, token, ctx.clock.now());
}

/** XSRF cookie for every client, the XSRF check, the session, then the contract's request validation. */
export function registerSecurityHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // Hashed assets are cached for a year, by shared caches too: one must never hand out a visitor's token.
    if (!cookie && !isHashedAsset(request.url))
      setXsrfCookie(request, reply, randomBytes(32).toString('base64url'));
    const operation = request.routeOptions.config.operation;
    if (!operation || operation.xsrfExempt || !UNSAFE_METHODS.has(request.method)) return;
    if (bearerToken(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw forbidden('Missing or invalid X-XSRF-TOKEN header');
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
    }
    const problem = validate?.({
      params: request.params as Record<string, unknown>,
      query: request.query as Record<string, unknown>,
      body: request.body,
    });
    if (problem) throw badRequest(problem);
  });
}

/** Every error leaves as `{ success: false, message }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ success: false, message: 'Internal server error' });
    }
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body is not valid JSON' : error.message;
    return reply.code(status === 415 ? 400 : status).send({ success: false, message });
  });
}
