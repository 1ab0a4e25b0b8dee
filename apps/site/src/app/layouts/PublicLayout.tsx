import { PublicLayout, useToast } from '@elearning/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { publicUrls } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { useTexts } from '../../lib/texts';

/**
 * The frame of every public page: top navigation wired to the router and the preferences, and the footer.
 * Drawn at once, as pre-rendered: the public guards show their page to a visitor while the session loads.
 * A signed-in visitor sees Dashboard and the account menu instead of Login and Sign Up; signing out here stays
 * on the public page.
 */
export function Component() {
  const { user, logout } = useAuth();
  const { locale, setLocale, appearance, themePreference, setThemePreference } = usePreferences();
  const { pathname } = useLocation();
  // The toast directly, not useNotify: that one brings the API client's error mapping, and the public pages run
  // without the data layer (tests/e2e/public-data-layer.spec.ts).
  const { show } = useToast();
  const texts = useTexts();
  const signOut = async () => {
    await logout();
    show({ title: texts.signedOut, variant: 'success' });
  };
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
