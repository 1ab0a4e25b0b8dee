import {
  keys,
  useApiClient,
  useContentLanguage,
  type ApiClient,
  type AuthStatus,
  type User,
} from '@elearning/api-client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR, { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';
import { paths } from '../config/paths';
import { usePathIn } from '../lib/addresses';
import { usePreferences } from '../lib/preferences';
import { apiClient } from './apiClient';
import { ApiProvider } from './ApiProvider';
import { useSession } from './AuthProvider';
import { useServerRender } from './ServerRender';
import { session as appSession } from './session';

const SIGNED_OUT: AuthStatus = { authenticated: false };

/** After a sign-out nothing of the previous user may stay cached: every answer goes, the status says so. */
async function forgetUser(mutate: ScopedMutator) {
  await mutate(() => true, undefined, { revalidate: false });
  await mutate(keys.authStatus(), SIGNED_OUT, { revalidate: false });
}

// From the moment this module has loaded SWR's global cache may hold a user's data, also while no page with data
// is shown (a sign-out from a public page's header).
appSession.onSignedOut(() => void forgetUser(globalMutate));

/** Content (tests, questions, explanations, orders) in the UI language, refetched when the learner switches. */
function ContentLanguage() {
  useContentLanguage(usePreferences().locale);
  return null;
}

/**
 * Keeps the app's session in step with the data layer: what a call stored (sign-in, e-mail verification,
 * a profile change) shows in the header at once; a sign-out drops the cache; a 401 on any protected call clears
 * the user and sends the learner to /login (spec decision 5), remembering where they were.
 */
function SessionSync() {
  const client = useApiClient();
  const session = useSession();
  const navigate = useNavigate();
  const pathIn = usePathIn();
  const { mutate } = useSWRConfig();
  // Read from the cache only (no fetcher): the mutations store these keys; the session asked on its own.
  const { data: status } = useSWR<AuthStatus>(keys.authStatus(), null);
  const { data: me } = useSWR<User>(keys.me(), null);

  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  // What was cached before this page is not news: only what changes while it is shown is passed on.
  const seen = useRef({ status, me });
  useEffect(() => {
    if (seen.current.status === status && seen.current.me === me) return;
    seen.current = { status, me };
    if (status?.authenticated === false) session.set(null);
    else if (me) session.set(me);
  }, [status, me, session]);

  useEffect(() => session.onSignedOut(() => void forgetUser(mutate)), [session, mutate]);

  useEffect(
    () =>
      client.onUnauthenticated(() => {
        session.set(null);
        navigate(pathIn(paths.login), { replace: true, state: { from: here.current } });
      }),
    [client, session, navigate, pathIn],
  );
  return null;
}

export interface DataLayerProps {
  /** Replaces the app's API client (tests give one over a fake fetch). */
  client?: ApiClient;
  /** A fresh SWR cache instead of the global one (tests). */
  isolatedCache?: boolean;
  children: ReactNode;
}

/**
 * SWR and the API client, around the pages that fetch or send data (the forms, pricing, contact, every
 * signed-in page). The pages without any (home, about, articles…) never load it.
 */
export function DataLayer({ client, isolatedCache, children }: DataLayerProps) {
  const serverClient = useServerRender()?.client;
  return (
    <ApiProvider client={client ?? serverClient ?? apiClient} isolatedCache={isolatedCache}>
      <ContentLanguage />
      <SessionSync />
      {children}
    </ApiProvider>
  );
}
