import { ApiClientProvider, isApiError, type ApiClient } from '@elearning/api-client';
import { useEffect, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { endHydration, serverFallback } from './seedServerData';

// A 4xx answer will not change by asking again; network errors and 5xx are retried with SWR's backoff.
const onErrorRetry: SWRConfiguration['onErrorRetry'] = (error, _key, config, revalidate, { retryCount }) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return;
  if (retryCount >= 3) return;
  setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
};

export interface ApiProviderProps {
  client: ApiClient;
  /** A fresh cache per provider (tests); the app shares SWR's global cache. */
  isolatedCache?: boolean;
  children: ReactNode;
}

/** The API client and the SWR cache every hook of @elearning/api-client reads. */
export function ApiProvider({ client, isolatedCache = false, children }: ApiProviderProps) {
  // A signed-in page the server rendered hydrates from the answers it was rendered with (seedServerData.ts).
  const [fallback] = useState(serverFallback);
  useEffect(endHydration, []);
  return (
    <ApiClientProvider client={client}>
      <SWRConfig
        value={{
          onErrorRetry,
          ...(fallback && { fallback }),
          ...(isolatedCache ? { provider: () => new Map() } : {}),
        }}
      >
        {children}
      </SWRConfig>
    </ApiClientProvider>
  );
}
