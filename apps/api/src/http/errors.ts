/** An error the client should see: its status and message become the `{ success: false, message }` body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError(503, message, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
export const PAYMENTS_DISABLED = 'Payments are unavailable on this server: checkout is switched off';
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    'retry-after': String(retryAfterSeconds),
  });

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
