import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../client/ApiError';
import { defaultErrorMessage } from '../client/defaultMessages';
import { findOperationId } from '../client/operations';

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the default message says more.
  }
  return undefined;
}

/**
 * Turns every failure into one ApiError: a non-2xx answer carries the server's `message` or the
 * operation's default; a request that got no answer carries status 0.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (response.ok) return undefined;
    const operationId = findOperationId(request.method, schemaPath);
    const message = (await serverMessage(response)) ?? defaultErrorMessage(operationId, response.status);
    throw new ApiError(response.status, message, operationId);
  },
  onError({ error, request, schemaPath }) {
    const operationId = findOperationId(request.method, schemaPath);
    // Not `instanceof Error`: a DOMException from another realm (a test DOM, an iframe) is not one.
    const aborted =
      typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
    return new ApiError(0, aborted ? 'Request aborted' : 'Network Error', operationId);
  },
};
