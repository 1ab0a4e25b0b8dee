import type { Test } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

/** One test; no call while `id` is undefined. */
export function useTest(id: number | undefined): QueryResult<Test> {
  const client = useApiClient();
  return useApiQuery(
    id === undefined
      ? null
      : {
          key: keys.test(id),
          fetch: () => unwrapData(client.GET('/tests/{id}', { params: { path: { id } } })),
        },
  );
}
