// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeFetch';
import { envelope, history, test, user } from '../../test/fixtures';
import { renderWithApi, routes } from '../../test/renderWithApi';
import { ApiError } from '../client/ApiError';
import { useAbandonedTest } from './useAbandonedTest';
import { useAccessibleTests } from './useAccessibleTests';
import { useAuthStatus } from './useAuthStatus';
import { useMe } from './useMe';
import { useTest } from './useTest';
import { useTestHistory } from './useTestHistory';
import { useTests } from './useTests';

describe('useTests', () => {
  it('loads, then answers the unwrapped list', async () => {
    const fake = routes({ 'GET /tests': envelope([test]) });
    const { result } = renderWithApi(() => useTests(), fake);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual([test]));
    expect(result.current).toMatchObject({ isLoading: false, error: undefined });
    expect(fake.paths()).toEqual(['/tests?requireAuth=true']);
  });

  it('answers an ApiError naming the operation, without a code when the body had none', async () => {
    const fake = routes({ 'GET /tests': () => new Response('', { status: 500 }) });
    const { result } = renderWithApi(() => useTests(), fake);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({
      status: 500,
      code: undefined,
      operationId: 'getTests',
    });
    expect(result.current.data).toBeUndefined();
  });

  it('makes no call while disabled', async () => {
    const fake = routes({});
    const { result } = renderWithApi(() => useTests({ enabled: false }), fake);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ data: undefined, isLoading: false });
    expect(fake.requests).toHaveLength(0);
  });
});

it('useTest and useTestHistory wait for an id', async () => {
  const fake = routes({ 'GET /tests/2': envelope(test), 'GET /tests/2/history': envelope(history) });
  const { result: waiting } = renderWithApi(
    () => [useTest(undefined), useTestHistory(undefined)] as const,
    fake,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fake.requests).toHaveLength(0);
  expect(waiting.current[0]).toMatchObject({ data: undefined, isLoading: false });

  const { result } = renderWithApi(() => [useTest(2), useTestHistory(2)] as const, fake);
  await waitFor(() => expect(result.current[1].data).toEqual(history));
  expect(result.current[0].data).toEqual(test);
});

it('useMe answers the raw user body', async () => {
  const { result } = renderWithApi(() => useMe(), routes({ 'GET /users/me': user }));
  await waitFor(() => expect(result.current.data).toEqual(user));
});

it('useAccessibleTests answers the list inside the body', async () => {
  const access = {
    testId: 2,
    hasAccess: true,
    isExpired: false,
    accessExpiryDate: null,
    daysRemaining: null,
  };
  const { result } = renderWithApi(
    () => useAccessibleTests(),
    routes({ 'GET /payments/test-access': { accessibleTests: [access] } }),
  );
  await waitFor(() => expect(result.current.data).toEqual([access]));
});

describe('lookups where a failure is an answer (product spec, section 7)', () => {
  it('useAuthStatus reads any failure as signed out', async () => {
    const fake = routes({ 'GET /users/auth-status': () => new Response('', { status: 503 }) });
    const { result } = renderWithApi(() => useAuthStatus(), fake);
    await waitFor(() => expect(result.current.data).toEqual({ authenticated: false }));
    expect(result.current.error).toBeUndefined();
  });

  it('useAbandonedTest reads a failure as "none", except a 401', async () => {
    const failing = routes({ 'GET /test-taking/abandoned': () => new Response('', { status: 500 }) });
    const { result } = renderWithApi(() => useAbandonedTest(2), failing);
    await waitFor(() => expect(result.current.data).toBeNull());

    const expired = routes({
      'GET /test-taking/abandoned': () => json({ success: false, message: 'Authentication required' }, 401),
    });
    const { result: signedOut } = renderWithApi(() => useAbandonedTest(2), expired);
    await waitFor(() => expect(signedOut.current.error?.status).toBe(401));
  });
});
