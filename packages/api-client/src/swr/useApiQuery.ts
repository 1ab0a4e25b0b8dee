import useSWR, { type KeyedMutator } from 'swr';
import { toApiError, type ApiError } from '../client/ApiError';
import type { ApiKey } from './keys';

export interface QueryResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
}

export interface QueryOptions {
  /** False skips the call (e.g. `useMe({ enabled: isAuthenticated })`). Default true. */
  enabled?: boolean;
}

export interface Query<T> {
  key: ApiKey;
  fetch: () => Promise<T>;
}

/** useSWR narrowed to what screens use, with every failure as an ApiError. A null query makes no call. */
export function useApiQuery<T>(query: Query<T> | null): QueryResult<T> {
  const { data, error, isLoading, mutate } = useSWR<T, ApiError, ApiKey | null>(query?.key ?? null, () => {
    if (!query) throw new Error('SWR fetched without a key.');
    return query.fetch().catch((cause: unknown) => {
      throw toApiError(cause);
    });
  });
  return { data, error, isLoading, mutate };
}
