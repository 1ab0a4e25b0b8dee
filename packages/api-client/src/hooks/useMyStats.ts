import type { UserStats } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

export function useMyStats({ enabled = true }: QueryOptions = {}): QueryResult<UserStats> {
  const client = useApiClient();
  return useApiQuery(
    enabled ? { key: keys.myStats(), fetch: () => unwrap(client.GET('/users/me/stats')) } : null,
  );
}
