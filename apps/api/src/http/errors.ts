import type { components } from '../contract/openapi';

/**
 * The stable codes of openapi.yaml's `ErrorCode`: clients translate these, never the English `message`
 * (which stays for logs and API users reading a response by hand).
 */
export type ErrorCode = components['schemas']['ErrorCode'];

/** What an error body may carry besides its code and message. */
export interface ErrorDetails {
  /** The input at fault, as a path in the body, query or params (`password`, `selectedChoiceIds`). */
  field?: string;
  /** How long to wait before trying again (429, 503). */
  retryAfterSeconds?: number;
}

/** An error the client should see: it becomes the `{ success: false, code, message, ...details }` body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get headers(): Record<string, string> {
    const wait = this.details.retryAfterSeconds;
    return wait ? { 'retry-after': String(wait) } : {};
  }

  get body() {
    return { success: false as const, code: this.code, message: this.message, ...this.details };
  }
}

/** The field a validation message names: `body/password must …` → `password`. */
export function fieldOf(message: string): string | undefined {
  const match = /^(?:body|query|params)\/([^\s:]+)/.exec(message);
  return match?.[1];
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION') =>
  new AppError(400, code, message, code === 'VALIDATION' ? { field: fieldOf(message) } : {});
/** A 400 about one input the message does not name as a path. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION', message, { field });
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'AUTH_REQUIRED') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code: ErrorCode) => new AppError(403, code, message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode) => new AppError(409, code, message);
export const serviceUnavailable = (message: string, code: ErrorCode, retryAfterSeconds?: number) =>
  new AppError(503, code, message, retryAfterSeconds ? { retryAfterSeconds } : {});
export const PAYMENTS_DISABLED = 'Payments are unavailable on this server: checkout is switched off';
export const paymentsDisabled = () => serviceUnavailable(PAYMENTS_DISABLED, 'PAYMENTS_DISABLED');
export const tooManyRequests = (
  retryAfterSeconds: number,
  code: ErrorCode = 'RATE_LIMITED',
  message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
) => new AppError(429, code, message, { retryAfterSeconds });
export const PASSWORD_CHANGE_REQUIRED =
  'Choose a new password first: this session was signed in with a temporary password';
export const passwordChangeRequired = () => forbidden(PASSWORD_CHANGE_REQUIRED, 'PASSWORD_CHANGE_REQUIRED');

/** The code of an error Fastify raised itself (unknown route, body too large, bad JSON). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart, terminated).
const UNAVAILABLE_CODES = /^(08|57P0[123])/;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The database is away (restarting, unreachable, our connection was cut), as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable; please try again in a few seconds.';
