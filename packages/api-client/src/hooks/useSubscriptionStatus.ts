import type { SubscriptionStatus } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

export function useSubscriptionStatus({
  enabled = true,
}: QueryOptions = {}): QueryResult<SubscriptionStatus> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? { key: keys.subscriptionStatus(), fetch: () => unwrap(client.GET('/payments/subscription/status')) }
      : null,
  );
}
