import type { User } from '@elearning/api-client';
import { createContext, useContext } from 'react';
import { paths } from '../config/paths';

/** The signed-in learner as the whole app sees it (provided by `AuthProvider` in src/app). */
export interface Auth {
  /** The learner, or null when signed out or while the session loads. */
  user: User | null;
  /** True until the first auth-status (and, when signed in, current-user) answer; ends in every case. */
  isLoading: boolean;
  /** Asks the server again who is signed in. */
  refresh: () => Promise<void>;
  /** Ends the session; the local user is cleared whether the server call succeeds or fails (never rejects). */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it.');
  return auth;
}

/** Where a signed-in user belongs when a page is only for visitors. */
export function homeOf(user: Pick<User, 'mustChangePassword'>): string {
  return user.mustChangePassword ? paths.changePassword : paths.dashboard;
}
