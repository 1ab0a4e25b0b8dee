import type { User } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

export function useMe({ enabled = true }: QueryOptions = {}): QueryResult<User> {
  const client = useApiClient();
  return useApiQuery(enabled ? { key: keys.me(), fetch: () => unwrap(client.GET('/users/me')) } : null);
}
