// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clientWith, fakeFetch } from '../../test/fakeFetch';
import { readDocumentCookie, xsrfMiddleware } from './xsrf';

const withCookie = (value: string | undefined) =>
  xsrfMiddleware((name) => (name === 'XSRF-TOKEN' ? value : undefined));

describe('xsrfMiddleware', () => {
  it.each(['POST', 'PUT', 'PATCH'] as const)('echoes the cookie on %s', async (method) => {
    const fake = fakeFetch();
    const client = clientWith(withCookie('tok-1'), fake);
    if (method === 'POST') await client.POST('/users/logout');
    if (method === 'PUT')
      await client.PUT('/test-taking/{sessionId}/questions/{questionId}/flag', {
        params: { path: { sessionId: 1, questionId: 2 } },
        body: { flagged: true },
      });
    if (method === 'PATCH') await client.PATCH('/users/profile', { body: { firstName: 'A', lastName: 'B' } });
    expect(fake.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok-1');
  });

  it('adds nothing on GET', async () => {
    const fake = fakeFetch();
    await clientWith(withCookie('tok-1'), fake).GET('/users/me');
    expect(fake.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('adds nothing without the cookie', async () => {
    const fake = fakeFetch();
    await clientWith(withCookie(undefined), fake).POST('/users/logout');
    expect(fake.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('readDocumentCookie', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = 'OTHER=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('reads and decodes one cookie among others', () => {
    document.cookie = 'OTHER=1';
    document.cookie = 'XSRF-TOKEN=a%2Bb%3D';
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('a+b=');
  });

  it('answers undefined for a missing cookie', () => {
    document.cookie = 'OTHER=1';
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });
});
