import type { TestResult } from '../types';
import { fetchTestResult } from '../fetchers/testTaking';
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
          fetch: () => fetchTestResult(client, historyId),
        },
  );
}
