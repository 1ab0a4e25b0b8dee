import type { Order } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** The user's orders, newest first. */
export function useOrders({ enabled = true }: QueryOptions = {}): QueryResult<Order[]> {
  const client = useApiClient();
  return useApiQuery(enabled ? { key: keys.orders(), fetch: () => unwrapData(client.GET('/orders')) } : null);
}
