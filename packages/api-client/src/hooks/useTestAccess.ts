import type { TestAccess } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

export function useTestAccess(testId: number | undefined): QueryResult<TestAccess> {
  const client = useApiClient();
  return useApiQuery(
    testId === undefined
      ? null
      : {
          key: keys.testAccess(testId),
          fetch: () => unwrap(client.GET('/payments/test-access/{testId}', { params: { path: { testId } } })),
        },
  );
}
