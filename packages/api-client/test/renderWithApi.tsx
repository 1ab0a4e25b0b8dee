import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '../src/client/createApiClient';
import { ApiClientProvider } from '../src/swr/ApiClientProvider';
import { BASE_URL, fakeFetch, json, type FakeFetch } from './fakeFetch';

/** Answers by "METHOD /path" (query ignored); anything else is a 404. */
export function routes(table: Record<string, unknown | (() => Response)>): FakeFetch {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname.slice(new URL(BASE_URL).pathname.length);
    const answer = table[`${request.method} ${path}`];
    if (answer === undefined) return json({ success: false, message: `No route ${path}` }, 404);
    return typeof answer === 'function' ? (answer as () => Response)() : json(answer);
  });
}

/** renderHook inside an isolated SWR cache and an ApiClientProvider over the fake fetch. */
export function renderWithApi<T>(hook: () => T, fake: FakeFetch) {
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), client };
}
