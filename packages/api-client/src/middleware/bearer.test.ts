// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { clientWith, fakeFetch } from '../../test/fakeFetch';
import { bearerMiddleware, readStoredToken, TOKEN_STORAGE_KEY } from './bearer';

afterEach(() => localStorage.clear());

it('sends the stored token as a bearer credential', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-1');
  const fake = fakeFetch();
  await clientWith(bearerMiddleware(), fake).GET('/orders');
  expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer secret-1');
});

it('sends nothing without a stored token', async () => {
  const fake = fakeFetch();
  await clientWith(bearerMiddleware(), fake).GET('/orders');
  expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
});

it("keeps a call's own Authorization header", async () => {
  const fake = fakeFetch();
  await clientWith(
    bearerMiddleware(() => 'stored'),
    fake,
  ).GET('/orders', { headers: { Authorization: 'Bearer explicit' } });
  expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer explicit');
});

it('reads no token when storage throws', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      throw new Error('SecurityError');
    },
  });
  try {
    expect(readStoredToken()).toBeUndefined();
  } finally {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
  }
});
