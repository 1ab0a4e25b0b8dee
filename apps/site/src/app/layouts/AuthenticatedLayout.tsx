import { AppShell } from '@elearning/ui';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { learnerUrls, paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';

/** The frame of every signed-in page (inside `ProtectedRoute`, so the user is known). */
export function Component() {
  const { user, logout } = useAuth();
  const { locale, setLocale, appearance, themePreference, setThemePreference } = usePreferences();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user) return null;

  const onLogout = async () => {
    // Cleared either way; going to /login explicitly drops the "return to this page" the guard would keep.
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <AppShell
      urls={learnerUrls}
      currentPath={pathname}
      user={user}
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
