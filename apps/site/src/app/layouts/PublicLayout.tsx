import { PublicLayout } from '@elearning/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { usePreferences } from '../../lib/preferences';

/** The frame of every public page: top navigation wired to the router and the preferences, and the footer. */
export function Component() {
  const { locale, setLocale, appearance, toggleAppearance } = usePreferences();
  const { pathname } = useLocation();
  return (
    <PublicLayout
      currentPath={pathname}
      locale={locale}
      appearance={appearance}
      onLocaleChange={setLocale}
      onAppearanceToggle={toggleAppearance}
    >
      <Outlet />
    </PublicLayout>
  );
}
