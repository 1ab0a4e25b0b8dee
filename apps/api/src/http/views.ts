import type { FastifyRequest } from 'fastify';
import type { Schemas } from '../contract/types';
import type { UserRow } from '../db/queries/users';

export function userView(user: UserRow): Schemas['User'] {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: user.status,
    mustChangePassword: user.mustChangePassword,
  };
}

export function message(text: string) {
  return { success: true, message: text };
}

export function envelope<T>(data: T): { success: true; data: T };
export function envelope<T>(data: T, text: string): { success: true; message: string; data: T };
export function envelope<T>(data: T, text?: string) {
  return text === undefined
    ? { success: true as const, data }
    : { success: true as const, message: text, data };
}

/**
 * The site's origin for payment return URLs: the configured one, else the page that made the call (browsers
 * send Origin on POST), else this server.
 */
export function siteOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/$/, '');
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
