import type { Question } from '../types';
import { fetchQuestion } from '../fetchers/testTaking';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

/** Question `n` (1-based orderId) of a running session. */
export function useQuestion(sessionId: number | undefined, n: number | undefined): QueryResult<Question> {
  const client = useApiClient();
  return useApiQuery(
    sessionId === undefined || n === undefined
      ? null
      : {
          key: keys.question(sessionId, n),
          fetch: () => fetchQuestion(client, sessionId, n),
        },
  );
}
