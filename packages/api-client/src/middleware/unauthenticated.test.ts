import { expect, it, vi } from 'vitest';
import { clientWith, fakeFetch, json } from '../../test/fakeFetch';
import { unauthenticatedMiddleware } from './unauthenticated';

const answer401 = () => json({ success: false, message: 'Authentication required' }, 401);

function setup(handler = answer401) {
  const emitUnauthenticated = vi.fn();
  const client = clientWith(unauthenticatedMiddleware({ emitUnauthenticated }), fakeFetch(handler));
  return { client, emitUnauthenticated };
}

it('announces an expired session on a 401', async () => {
  const { client, emitUnauthenticated } = setup();
  await client.GET('/orders');
  await client.POST('/test-taking/{sessionId}/pause', {
    params: { path: { sessionId: 1 } },
    body: { remainingTime: 9 },
  });
  expect(emitUnauthenticated).toHaveBeenCalledTimes(2);
});

it('stays quiet when login or auth-status answer 401', async () => {
  const { client, emitUnauthenticated } = setup();
  await client.POST('/users/login', { body: { email: 'a@b.co', password: 'wrong-password' } });
  await client.GET('/users/auth-status');
  expect(emitUnauthenticated).not.toHaveBeenCalled();
});

it('stays quiet on other statuses', async () => {
  const { client, emitUnauthenticated } = setup(() => json({ success: false, message: 'No' }, 403));
  await client.GET('/orders');
  expect(emitUnauthenticated).not.toHaveBeenCalled();
});
