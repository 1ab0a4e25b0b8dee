import { ToastProvider, UiProvider } from '@elearning/ui';
import type { ReactNode } from 'react';
import { AccountLanguage } from './AccountLanguage';
import { AuthProvider } from './AuthProvider';
import { PreferencesProvider, usePreferences } from './PreferencesProvider';
import { RouterLinkAdapter } from './RouterLinkAdapter';
import type { Session } from './session';
import { prerenderTarget } from './prerenderTarget';
import { loadedUiMessages } from './uiMessages';

function ThemedUi({ children }: { children: ReactNode }) {
  const { locale, appearance } = usePreferences();
  return (
    <UiProvider
      locale={locale}
      appearance={appearance}
      messages={loadedUiMessages(locale)}
      linkComponent={RouterLinkAdapter}
      // On the server, the reader's; in the browser, its own (the same one: public/preferences.js sends it).
      timeZone={prerenderTarget()?.timeZone}
    >
      {children}
    </UiProvider>
  );
}

export interface AppProvidersProps {
  /** Replaces the app's session (tests give one over a fake API). */
  session?: Session;
  children: ReactNode;
}

/**
 * Everything every route needs around it, outermost first: preferences, the ui (theme, messages, router links),
 * toasts and the session. Must sit inside the router: links navigate with it. The pages with data add SWR and
 * the API client under it (`DataLayer`).
 */
export function AppProviders({ session, children }: AppProvidersProps) {
  return (
    <PreferencesProvider>
      <ThemedUi>
        <ToastProvider>
          <AuthProvider session={session}>
            <AccountLanguage />
            {children}
          </AuthProvider>
        </ToastProvider>
      </ThemedUi>
    </PreferencesProvider>
  );
}
