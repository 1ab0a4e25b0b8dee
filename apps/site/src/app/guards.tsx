import { LoadingSpinner } from '@elearning/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePathIn } from '../lib/addresses';
import { homeOf, useAuth } from '../lib/auth';
import type { PageHandle } from './pageTitles';

/** Where a redirect to /login came from, so signing in returns there. */
export interface LoginRedirectState {
  from?: string;
}

interface GuardProps {
  /** What to render when access is granted; the nested routes when omitted. */
  children?: ReactNode;
}

const loadsInFrame = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as PageHandle).loadsInFrame === true;

/**
 * Signed-in learners only: a spinner while the session loads (or, for a page that has one, its own loading
 * state inside the signed-in frame: `loadsInFrame`, as the server pre-renders it), then /login (history replaced) with the
 * intended path in the navigation state. A learner who must change a temporary password goes there first.
 */
export function ProtectedRoute({ children }: GuardProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const pathIn = usePathIn();
  const inFrame = useMatches().some((match) => loadsInFrame(match.handle));
  if (isLoading) return inFrame ? (children ?? <Outlet />) : <LoadingSpinner variant="page" />;
  if (!user) {
    const state: LoginRedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={pathIn(paths.login)} replace state={state} />;
  }
  if (user.mustChangePassword) return <Navigate to={pathIn(paths.changePassword)} replace />;
  return children ?? <Outlet />;
}

/**
 * Visitors only (/ and /login). While the session loads the page shows as to a visitor — it is the page
 * pre-rendered at build time, which the browser hydrates without waiting for the API. A signed-in learner goes where a redirect to /login came from, else to the
 * dashboard — or to /change-password first when a temporary password must be replaced. Signing in on /login
 * lands here too, so the login form never navigates itself.
 */
export function PublicOnlyRoute({ children }: GuardProps) {
  const { user } = useAuth();
  const location = useLocation();
  const pathIn = usePathIn();
  if (user) {
    const from = (location.state as LoginRedirectState | null)?.from;
    const target = user.mustChangePassword || !from ? pathIn(homeOf(user)) : from;
    return <Navigate to={target} replace />;
  }
  return children ?? <Outlet />;
}

/** /signup: shown as to a visitor while the session loads; a signed-in learner goes to the dashboard. */
export function SignedOutRoute({ children }: GuardProps) {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}
