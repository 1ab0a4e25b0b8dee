import { expect, it } from 'vitest';
import { clientWith, fakeFetch } from '../../test/fakeFetch';
import { credentialsMiddleware } from './credentials';

it('sends cookies with every call', async () => {
  const fake = fakeFetch();
  const client = clientWith(credentialsMiddleware, fake);
  await client.GET('/users/me');
  await client.POST('/users/logout');
  expect(fake.requests.map((r) => r.credentials)).toEqual(['include', 'include']);
});

it('keeps the method, headers and body', async () => {
  const fake = fakeFetch();
  const client = clientWith(credentialsMiddleware, fake);
  await client.POST('/test-taking/start', { body: { testId: 2 }, headers: { 'X-Trace': '1' } });
  const [request] = fake.requests;
  expect(request?.method).toBe('POST');
  expect(request?.headers.get('X-Trace')).toBe('1');
  expect(await request?.json()).toEqual({ testId: 2 });
});
