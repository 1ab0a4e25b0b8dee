import type { Pricing } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** The public price list: free and paid tests, the test-access length and the premium subscription. */
export function usePricing({ enabled = true }: QueryOptions = {}): QueryResult<Pricing> {
  const client = useApiClient();
  return useApiQuery(
    enabled ? { key: keys.pricing(), fetch: () => unwrap(client.GET('/payments/pricing')) } : null,
  );
}
