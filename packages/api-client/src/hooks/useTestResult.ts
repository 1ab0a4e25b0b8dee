import type { TestResult } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

/** One submitted attempt with its review. */
export function useTestResult(historyId: number | undefined): QueryResult<TestResult> {
  const client = useApiClient();
  return useApiQuery(
    historyId === undefined
      ? null
      : {
          key: keys.testResult(historyId),
          fetch: () =>
            unwrapData(client.GET('/tests/history/{historyId}', { params: { path: { historyId } } })),
        },
  );
}
