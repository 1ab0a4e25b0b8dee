import type { Test } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

export interface UseTestsOptions extends QueryOptions {
  /** False lets an anonymous visitor get the public catalogue instead of a 401. Default true. */
  requireAuth?: boolean;
}

export function useTests({ requireAuth = true, enabled = true }: UseTestsOptions = {}): QueryResult<Test[]> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? {
          key: keys.tests(requireAuth),
          fetch: () => unwrapData(client.GET('/tests', { params: { query: { requireAuth } } })),
        }
      : null,
  );
}
