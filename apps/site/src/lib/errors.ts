import { DEFAULT_ERROR_MESSAGES, isApiError } from '@elearning/api-client';

/**
 * The server's own explanation of a failure (spec section 8 prefers it), or undefined when the answer had
 * none — a network failure, or the client's English default — so the screen shows its translated text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0) return undefined;
  if (error.operationId && DEFAULT_ERROR_MESSAGES[error.operationId] === error.message) return undefined;
  return error.message;
}
