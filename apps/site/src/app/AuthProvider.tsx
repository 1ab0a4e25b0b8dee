import { hasPrefix, keys, useApiClient, useAuthStatus, useLogout, useMe } from '@elearning/api-client';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../config/paths';
import { AuthContext, type Auth } from '../lib/auth';

const SIGNED_OUT = { authenticated: false };

/**
 * The session: auth-status, then the current user when there is one. A 401 on any protected call clears the
 * user and sends the learner to /login (spec decision 5), remembering where they were.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const status = useAuthStatus();
  const authenticated = status.data?.authenticated === true;
  const me = useMe({ enabled: authenticated });
  const logoutCall = useLogout();

  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  const clearUser = useCallback(async () => {
    // Signed out first (so no spinner flashes), then forget every other answer: nothing of the previous
    // user may stay on screen.
    await mutate(keys.authStatus(), SIGNED_OUT, { revalidate: false });
    await mutate((key) => !hasPrefix(key, keys.authStatus()), undefined, { revalidate: false });
  }, [mutate]);

  useEffect(
    () =>
      client.onUnauthenticated(() => {
        void clearUser();
        navigate(paths.login, { replace: true, state: { from: here.current } });
      }),
    [client, clearUser, navigate],
  );

  const { mutate: refetchStatus } = status;
  const { mutate: refetchMe } = me;
  const refresh = useCallback(async () => {
    await Promise.all([refetchStatus(), authenticated ? refetchMe() : undefined]);
  }, [refetchStatus, refetchMe, authenticated]);

  const logout = useCallback(async () => {
    try {
      await logoutCall();
    } catch (error) {
      console.warn('Logout failed; the local session is cleared anyway.', error);
    }
    await clearUser();
  }, [logoutCall, clearUser]);

  const meSettled = me.data !== undefined || me.error !== undefined;
  const isLoading = status.data === undefined || (authenticated && !meSettled);
  const user = authenticated && me.data ? me.data : null;

  const value = useMemo<Auth>(
    () => ({ user, isLoading, refresh, logout }),
    [user, isLoading, refresh, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
