import { AppShell } from '@elearning/ui';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths, pathIn } from '../../config/paths';
import { useLearnerUrls } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { DataLayer } from '../DataLayer';
import { usePreferences } from '../../lib/preferences';
import { useSignOut } from '../../lib/signOut';

/**
 * The frame of every signed-in page, with the data layer (inside `ProtectedRoute`: the user is known, or the
 * session is still loading for a page that shows its loading state in the frame).
 */
export function Component() {
  return (
    <DataLayer>
      <SignedInFrame />
    </DataLayer>
  );
}

function SignedInFrame() {
  const learnerUrls = useLearnerUrls();
  const { user, isLoading } = useAuth();
  const { locale, setLocale, appearance, themePreference, setThemePreference } = usePreferences();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!user && !isLoading) return null;

  const onLogout = async () => {
    // Cleared either way; going to /login explicitly drops the "return to this page" the guard would keep.
    await signOut();
    navigate(pathIn(locale, paths.login), { replace: true });
  };

  return (
    <AppShell
      urls={learnerUrls}
      currentPath={pathname}
      user={user ?? undefined}
      locale={locale}
      appearance={appearance}
      onLocaleChange={setLocale}
      appearancePreference={themePreference}
      onAppearancePreferenceChange={setThemePreference}
      onLogout={() => void onLogout()}
    >
      <Outlet />
    </AppShell>
  );
}
