import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type Auth } from '../lib/auth';
import { useServerRender } from './ServerRender';
import { session as appSession, type Session } from './session';

const SessionContext = createContext<Session>(appSession);

/** The session object itself, for the data layer and the notices that read beside it. */
export function useSession(): Session {
  return useContext(SessionContext);
}

export interface AuthProviderProps {
  /** Replaces the app's session (tests give one over a fake API). */
  session?: Session;
  children: ReactNode;
}

/**
 * The session every page reads: auth-status, then the current user when there is one, asked with plain `fetch`
 * (`session.ts`), so a public page needs neither SWR nor the API client. Pages with data keep the session in
 * step with what their calls learn (`DataLayer`: a sign-in, a profile change, a 401 — spec decision 5).
 */
export function AuthProvider({ session: given, children }: AuthProviderProps) {
  const server = useServerRender();
  const session = given ?? server?.session ?? appSession;
  const { user } = useSyncExternalStore(session.subscribe, session.state, session.state);
  const value = useMemo<Auth>(
    () => ({
      user: user ?? null,
      isLoading: user === undefined,
      refresh: session.refresh,
      logout: session.logout,
    }),
    [user, session],
  );
  return (
    <SessionContext value={session}>
      <AuthContext value={value}>{children}</AuthContext>
    </SessionContext>
  );
}
