import { ApiError } from './ApiError';

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
}

/**
 * The body of a successful call. The client's error middleware already rejects failures; this also serves
 * a bare openapi-fetch client and rejects a body-less success, which no operation in openapi.yaml gives.
 */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageOf(error) ?? `Request failed with status code ${response.status}`,
    );
  }
  if (data === undefined) throw new ApiError(response.status, 'Empty response body');
  return data;
}

/** The `data` of an enveloped answer (`{ success, message?, data }`). */
export async function unwrapData<T>(call: Promise<CallResult<{ data: T }>>): Promise<T> {
  return (await unwrap(call)).data;
}
