import type { PremiumSubscription, Receipt } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** The premium subscription with its state, dates, payments and receipts. */
export function usePremiumSubscription({
  enabled = true,
}: QueryOptions = {}): QueryResult<PremiumSubscription> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? { key: keys.premiumSubscription(), fetch: () => unwrap(client.GET('/payments/subscription')) }
      : null,
  );
}

/** Receipts and credit notes, newest first. */
export function useReceipts({ enabled = true }: QueryOptions = {}): QueryResult<Receipt[]> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? {
          key: keys.receipts(),
          fetch: async () => (await unwrap(client.GET('/payments/receipts'))).receipts,
        }
      : null,
  );
}

/** The PDF's address under the API's base path, for a plain download link (the session cookie goes with it). */
export function receiptPdfPath(receiptId: number, lang?: 'en' | 'fr'): string {
  return `/payments/receipts/${receiptId}/pdf${lang ? `?lang=${lang}` : ''}`;
}
