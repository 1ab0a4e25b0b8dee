import { PublicLayout } from '@elearning/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { localeOfAddress, pathIn, publicUrlsIn } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { useSignOut } from '../../lib/signOut';

/**
 * The frame of every public page: top navigation wired to the router and the preferences, and the footer, whose
 * links stay in the page's language. Drawn at once, as pre-rendered: the public guards show their page to a visitor while the session
 * loads. A signed-in visitor sees Dashboard and the account menu instead of Login and Sign Up; signing out here
 * stays on the public page. A page at the address of the language the learner did not choose goes to the other
 * (history replaced): so does the language menu's choice. Before the app runs, the language button is a link to
 * the page's other address, and the theme button to the page in the other theme (`?theme=`, which the server
 * sends and keeps in the theme cookie); public/preferences.js keeps either choice.
 */
export function Component() {
  const { user } = useAuth();
  const { locale, chosenLocale, setLocale, appearance, themePreference, setThemePreference } =
    usePreferences();
  const { pathname, search, hash } = useLocation();
  const signOut = useSignOut();
  const address = localeOfAddress(pathname);
  if (chosenLocale && address && chosenLocale !== address) {
    const target = pathIn(chosenLocale, pathname);
    if (target !== pathname) return <Navigate to={target + search + hash} replace />;
  }
  return (
    <PublicLayout
      urls={publicUrlsIn(locale)}
      currentPath={pathname}
      locale={locale}
      appearance={appearance}
      onLocaleChange={setLocale}
      localeAddresses={{ en: pathIn('en', pathname), fr: pathIn('fr', pathname) }}
      appearanceAddresses={{ light: `${pathname}?theme=light`, dark: `${pathname}?theme=dark` }}
      appearancePreference={themePreference}
      onAppearancePreferenceChange={setThemePreference}
      account={user ? { user, onLogout: () => void signOut() } : undefined}
    >
      <Outlet />
    </PublicLayout>
  );
}
