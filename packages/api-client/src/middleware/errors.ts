import type { Middleware } from 'openapi-fetch';
import { ApiError, type ApiErrorDetails, type ErrorCode } from '../client/ApiError';
import { findOperationId } from '../client/operations';

interface ServerError extends ApiErrorDetails {
  message?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

async function serverError(response: Response): Promise<ServerError> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (typeof body !== 'object' || body === null) return {};
    const { message, code, field, retryAfterSeconds } = body as Record<string, unknown>;
    return {
      message: text(message),
      // A code this client does not know yet still travels: the screen shows its generic text for it.
      code: text(code) as ErrorCode | undefined,
      field: text(field),
      retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
    };
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): no code, the screen's own text for the operation.
    return {};
  }
}

/**
 * Turns every failure into one ApiError: a non-2xx answer carries the server's `code`, `message` and details;
 * a request that got no answer carries status 0. The message stays English, for logs only.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (response.ok) return undefined;
    const operationId = findOperationId(request.method, schemaPath);
    const { message, ...details } = await serverError(response);
    const logged = message ?? `${operationId ?? 'Request'} failed with status code ${response.status}`;
    throw new ApiError(response.status, logged, operationId, details);
  },
  onError({ error, request, schemaPath }) {
    const operationId = findOperationId(request.method, schemaPath);
    // Not `instanceof Error`: a DOMException from another realm (a test DOM, an iframe) is not one.
    const aborted =
      typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
    return new ApiError(0, aborted ? 'Request aborted' : 'Network Error', operationId);
  },
};
