// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { envelope, test, user } from '../../test/fixtures';
import { renderWithApi, routes } from '../../test/renderWithApi';
import { useMe } from '../hooks/useMe';
import { useTests } from '../hooks/useTests';
import { useContentLanguage } from './useContentLanguage';

it('asks content in the UI language from the first call, and refetches only content when it changes', async () => {
  const fake = routes({ 'GET /tests': envelope([test]), 'GET /users/me': user });
  let language = 'fr';
  const { result, rerender } = renderWithApi(() => {
    useContentLanguage(language);
    return [useTests(), useMe()] as const;
  }, fake);
  await waitFor(() => expect(result.current[0].data).toEqual([test]));
  await waitFor(() => expect(result.current[1].data).toEqual(user));
  const calls = () =>
    fake.requests.map(
      (r) => `${new URL(r.url).pathname.split('/').pop()} ${r.headers.get('Accept-Language')}`,
    );
  expect(calls().sort()).toEqual(['me fr', 'tests fr']);

  rerender();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fake.requests).toHaveLength(2);

  language = 'en';
  act(() => rerender());
  await waitFor(() => expect(fake.requests).toHaveLength(3));
  expect(calls()[2]).toBe('tests en');
});
