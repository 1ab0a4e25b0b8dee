import type { Progress } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** Scores over time, domain accuracy, coverage, streak and readiness (GET /users/me/progress). */
export function useMyProgress({ enabled = true }: QueryOptions = {}): QueryResult<Progress> {
  const client = useApiClient();
  return useApiQuery(
    enabled ? { key: keys.myProgress(), fetch: () => unwrap(client.GET('/users/me/progress')) } : null,
  );
}
