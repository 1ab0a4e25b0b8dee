import { describe, expect, it } from 'vitest';
import { clientWith, fakeFetch, json } from '../../test/fakeFetch';
import { ApiError } from '../client/ApiError';
import { DEFAULT_ERROR_MESSAGES } from '../client/defaultMessages';
import { ROUTES, type OperationId } from '../client/operations';
import { errorMiddleware } from './errors';

type LooseClient = { request(method: string, path: string, init?: object): Promise<unknown> };

function call(answer: () => Response | Promise<Response>, method: string, path: string) {
  const client = clientWith(errorMiddleware, fakeFetch(answer)) as unknown as LooseClient;
  return client.request(method, path, {});
}

async function rejection(pending: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const operations = Object.entries(ROUTES) as [OperationId, (typeof ROUTES)[OperationId]][];

describe('errorMiddleware', () => {
  it.each(operations)(
    '%s without a server message rejects with its default',
    async (operationId, [method, path]) => {
      const error = await rejection(call(() => new Response('', { status: 500 }), method, path));
      expect(error).toMatchObject({ status: 500, message: DEFAULT_ERROR_MESSAGES[operationId], operationId });
    },
  );

  it("prefers the server's message", async () => {
    const answer = () => json({ success: false, message: 'Email already in use' }, 409);
    const error = await rejection(call(answer, 'POST', '/users/register'));
    expect(error).toMatchObject({ status: 409, message: 'Email already in use', operationId: 'register' });
  });

  it('falls back on a body that is not JSON or has an empty message', async () => {
    const html = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect((await rejection(call(html, 'GET', '/orders'))).message).toBe('Failed to fetch orders');
    const empty = () => json({ success: false, message: '  ' }, 400);
    expect((await rejection(call(empty, 'GET', '/orders'))).message).toBe('Failed to fetch orders');
  });

  it('names the status for a path outside openapi.yaml', async () => {
    const error = await rejection(call(() => new Response('', { status: 418 }), 'GET', '/teapot'));
    expect(error).toMatchObject({ status: 418, message: 'Request failed with status code 418' });
  });

  it('turns a failed fetch into status 0 Network Error', async () => {
    const error = await rejection(call(() => Promise.reject(new TypeError('fetch failed')), 'GET', '/tests'));
    expect(error).toMatchObject({ status: 0, message: 'Network Error', operationId: 'getTests' });
  });

  it('reports an aborted request as such', async () => {
    const abort = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await rejection(call(abort, 'GET', '/tests'))).toMatchObject({
      status: 0,
      message: 'Request aborted',
    });
  });

  it('lets a success through untouched', async () => {
    await expect(
      call(() => json({ authenticated: true }), 'GET', '/users/auth-status'),
    ).resolves.toMatchObject({
      data: { authenticated: true },
    });
  });
});
