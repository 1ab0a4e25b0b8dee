// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { BASE_URL, fakeFetch, json } from '../../test/fakeFetch';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
});

it('sends credentials, the XSRF echo and the stored bearer token', async () => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  localStorage.setItem('token', 'bearer-1');
  const fake = fakeFetch(() => json({ success: true, data: [] }));
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });

  await client.POST('/test-taking/start', { body: { testId: 2 } });

  const [request] = fake.requests;
  expect(request?.url).toBe(`${BASE_URL}/test-taking/start`);
  expect(request?.credentials).toBe('include');
  expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  expect(request?.headers.get('Authorization')).toBe('Bearer bearer-1');
});

it('asks for content in the UI language, from the next call after a change', async () => {
  const fake = fakeFetch(() => json({ success: true, data: [] }));
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch, language: 'fr' });

  await client.GET('/tests');
  client.setLanguage('en');
  await client.GET('/tests');

  expect(fake.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['fr', 'en']);
  expect(client.language()).toBe('en');
});

it('rejects with an ApiError and announces the expired session on a 401', async () => {
  const fake = fakeFetch(() => json({ success: false, message: 'Authentication required' }, 401));
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
  const listener = vi.fn();
  const unsubscribe = client.onUnauthenticated(listener);

  const error: unknown = await client.GET('/orders').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, message: 'Authentication required', operationId: 'getOrders' });
  expect(listener).toHaveBeenCalledTimes(1);

  unsubscribe();
  await client.GET('/orders').catch(() => undefined);
  expect(listener).toHaveBeenCalledTimes(1);
});

it('treats a 401 from login as an answer, not an expired session', async () => {
  const fake = fakeFetch(() => json({ success: false, message: 'Invalid email or password' }, 401));
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
  const listener = vi.fn();
  client.onUnauthenticated(listener);

  await expect(
    client.POST('/users/login', { body: { email: 'ada@example.org', password: 'wrong-password' } }),
  ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
  expect(listener).not.toHaveBeenCalled();
});
