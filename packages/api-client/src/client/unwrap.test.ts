import { expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { unwrap, unwrapData } from './unwrap';

const ok = new Response(null, { status: 200 });

it('answers the body of a success', async () => {
  await expect(unwrap(Promise.resolve({ data: { authenticated: true }, response: ok }))).resolves.toEqual({
    authenticated: true,
  });
});

it('answers the data of an envelope, null included', async () => {
  await expect(
    unwrapData(Promise.resolve({ data: { success: true, data: [1, 2] }, response: ok })),
  ).resolves.toEqual([1, 2]);
  await expect(
    unwrapData(Promise.resolve({ data: { success: true, data: null }, response: ok })),
  ).resolves.toBeNull();
});

it('rejects a failure a bare client let through with its message', async () => {
  const response = new Response(null, { status: 404 });
  const error = await unwrap(Promise.resolve({ error: { message: 'Not here' }, response })).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, message: 'Not here' });
});

it('rejects a success without a body', async () => {
  await expect(unwrap(Promise.resolve({ response: ok }))).rejects.toMatchObject({
    message: 'Empty response body',
  });
});
