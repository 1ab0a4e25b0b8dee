import type { TestAccess } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** Every test the user bought access to, expired ones included. */
export function useAccessibleTests({ enabled = true }: QueryOptions = {}): QueryResult<TestAccess[]> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? {
          key: keys.accessibleTests(),
          fetch: async () => {
            const { accessibleTests } = await unwrap(client.GET('/payments/test-access'));
            return accessibleTests;
          },
        }
      : null,
  );
}
