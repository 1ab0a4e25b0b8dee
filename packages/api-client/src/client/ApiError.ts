import type { OperationId } from './operations';

/** The one error every call of the client rejects with. `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly operationId?: OperationId,
  ) {
    super(message);
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
