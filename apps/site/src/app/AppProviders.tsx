import { UiProvider } from '@elearning/ui';
import type { ReactNode } from 'react';
import { PreferencesProvider, usePreferences } from './PreferencesProvider';
import { RouterLinkAdapter } from './RouterLinkAdapter';

function ThemedUi({ children }: { children: ReactNode }) {
  const { locale, appearance } = usePreferences();
  return (
    <UiProvider locale={locale} appearance={appearance} linkComponent={RouterLinkAdapter}>
      {children}
    </UiProvider>
  );
}

/** Everything a route needs around it; must sit inside the router (links navigate with it). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PreferencesProvider>
      <ThemedUi>{children}</ThemedUi>
    </PreferencesProvider>
  );
}
