import type { HistorySummary } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

/** The user's submitted attempts at one test, newest first. */
export function useTestHistory(testId: number | undefined): QueryResult<HistorySummary[]> {
  const client = useApiClient();
  return useApiQuery(
    testId === undefined
      ? null
      : {
          key: keys.testHistory(testId),
          fetch: () => unwrapData(client.GET('/tests/{id}/history', { params: { path: { id: testId } } })),
        },
  );
}
