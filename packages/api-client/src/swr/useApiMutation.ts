import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import type { ApiClient } from '../client/createApiClient';
import { useApiClient } from './ApiClientProvider';

export type MutationCall<A, R> = (client: ApiClient, arg: A) => Promise<R>;
export type CacheUpdate<A, R> = (mutate: ScopedMutator, result: R, arg: A) => Promise<void> | void;

/**
 * A stable async function that makes the call, then updates the SWR cache of the current provider.
 * `call` and `update` must be module-level functions so the callback keeps its identity.
 */
export function useApiMutation<A, R>(
  call: MutationCall<A, R>,
  update?: CacheUpdate<A, R>,
): (arg: A) => Promise<R> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (arg: A) => {
      const result = await call(client, arg);
      await update?.(mutate, result, arg);
      return result;
    },
    [client, mutate, call, update],
  );
}
