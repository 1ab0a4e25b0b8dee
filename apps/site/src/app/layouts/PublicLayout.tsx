import { PublicLayout } from '@elearning/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { publicUrls } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { useSignOut } from '../../lib/signOut';

/**
 * The frame of every public page: top navigation wired to the router and the preferences, and the footer.
 * Drawn at once, as pre-rendered: the public guards show their page to a visitor while the session loads.
 * A signed-in visitor sees Dashboard and the account menu instead of Login and Sign Up; signing out here stays
 * on the public page.
 */
export function Component() {
  const { user } = useAuth();
  const { locale, setLocale, appearance, themePreference, setThemePreference } = usePreferences();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <PublicLayout
      urls={publicUrls}
      currentPath={pathname}
      locale={locale}
      appearance={appearance}
      onLocaleChange={setLocale}
      appearancePreference={themePreference}
      onAppearancePreferenceChange={setThemePreference}
      account={user ? { user, onLogout: () => void signOut() } : undefined}
    >
      <Outlet />
    </PublicLayout>
  );
}
