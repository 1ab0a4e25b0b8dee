import { describe, expect, it } from 'vitest';
import { clientWith, fakeFetch, json } from '../../test/fakeFetch';
import { ApiError } from '../client/ApiError';
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
    '%s without a server body rejects with no code and an English log message',
    async (operationId, [method, path]) => {
      const error = await rejection(call(() => new Response('', { status: 500 }), method, path));
      expect(error).toMatchObject({
        status: 500,
        code: undefined,
        message: `${operationId} failed with status code 500`,
        operationId,
      });
    },
  );

  it("carries the server's code, message and details", async () => {
    const answer = () => json({ success: false, code: 'EMAIL_IN_USE', message: 'Email already in use' }, 409);
    const error = await rejection(call(answer, 'POST', '/users/register'));
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_IN_USE',
      message: 'Email already in use',
      operationId: 'register',
    });
    const limited = () =>
      json({ success: false, code: 'RATE_LIMITED', message: 'Too many', retryAfterSeconds: 42 }, 429);
    expect(await rejection(call(limited, 'POST', '/users/login'))).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
    });
    const invalid = () => json({ success: false, code: 'VALIDATION', message: 'x', field: 'password' }, 400);
    expect(await rejection(call(invalid, 'POST', '/users/register'))).toMatchObject({ field: 'password' });
  });

  it('keeps a code it does not know, for the screen to show its generic text', async () => {
    const answer = () => json({ success: false, code: 'SOMETHING_NEW', message: 'New' }, 409);
    expect((await rejection(call(answer, 'POST', '/users/register'))).code).toBe('SOMETHING_NEW');
  });

  it('has no code on a body that is not JSON or has an empty message', async () => {
    const html = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect(await rejection(call(html, 'GET', '/orders'))).toMatchObject({
      code: undefined,
      message: 'getOrders failed with status code 502',
    });
    const empty = () => json({ success: false, message: '  ' }, 400);
    expect((await rejection(call(empty, 'GET', '/orders'))).message).toBe(
      'getOrders failed with status code 400',
    );
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
