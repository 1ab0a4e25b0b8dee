import type { AbandonedSession } from '../types';
import { isApiError } from '../client/ApiError';
import { fetchAbandonedTest } from '../fetchers/testTaking';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

/** The user's open session for a test, or null. Failures other than 401 read as null (product spec, section 7). */
export function useAbandonedTest(testId: number | undefined): QueryResult<AbandonedSession | null> {
  const client = useApiClient();
  return useApiQuery(
    testId === undefined
      ? null
      : {
          key: keys.abandonedTest(testId),
          fetch: () =>
            fetchAbandonedTest(client, testId).catch((error: unknown) => {
              if (isApiError(error) && error.status === 401) throw error;
              return null;
            }),
        },
  );
}
