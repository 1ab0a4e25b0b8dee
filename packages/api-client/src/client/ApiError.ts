import type { components } from '../generated/schema';
import type { OperationId } from './operations';

/** The stable codes of openapi.yaml's `ErrorCode`; clients translate these, never the English `message`. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** What a server error body carries besides its message. */
export interface ApiErrorDetails {
  /** The server's stable code; absent when the answer had none (a proxy's page, no answer at all). */
  code?: ErrorCode;
  /** With `VALIDATION`, the input at fault (`password`). */
  field?: string;
  /** With `RATE_LIMITED`, `PRACTICE_SET_LIMIT` and 503s, the seconds to wait. */
  retryAfterSeconds?: number;
}

/**
 * The one error every call of the client rejects with. `status` 0 means the request never got an answer.
 * `message` is English for logs; a screen shows the text of `code` in its own language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code?: ErrorCode;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly operationId?: OperationId,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.code = details.code;
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Anything a fetcher throws, as an ApiError; what is not one already never got a usable answer (status 0). */
export function toApiError(value: unknown): ApiError {
  if (value instanceof ApiError) return value;
  return new ApiError(0, value instanceof Error && value.message ? value.message : 'Network Error');
}
