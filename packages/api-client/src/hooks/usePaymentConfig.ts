import type { PaymentConfig } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** Which checkout to show: PayPal (with its client id) or the built-in sandbox. */
export function usePaymentConfig({ enabled = true }: QueryOptions = {}): QueryResult<PaymentConfig> {
  const client = useApiClient();
  return useApiQuery(
    enabled ? { key: keys.paymentConfig(), fetch: () => unwrap(client.GET('/payments/config')) } : null,
  );
}
