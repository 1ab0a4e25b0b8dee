import type { OutboxMessage } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** Mail a demo server without mail transport captured for one address, newest first (404 otherwise). */
export function useDevOutbox(
  to: string,
  { enabled = true }: QueryOptions = {},
): QueryResult<OutboxMessage[]> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? {
          key: keys.devOutbox(to),
          fetch: () => unwrapData(client.GET('/dev/outbox', { params: { query: { to } } })),
        }
      : null,
  );
}
