import type { AuthStatus } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

const SIGNED_OUT: AuthStatus = { authenticated: false };

/** Whether a session exists. Any failure reads as signed out (product spec, section 7). */
export function useAuthStatus(): QueryResult<AuthStatus> {
  const client = useApiClient();
  return useApiQuery({
    key: keys.authStatus(),
    fetch: () => unwrap(client.GET('/users/auth-status')).catch(() => SIGNED_OUT),
  });
}
