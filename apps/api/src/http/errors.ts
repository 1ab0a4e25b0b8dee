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
