import { useContentLanguage, type ApiClient } from '@elearning/api-client';
import { ToastProvider, UiProvider } from '@elearning/ui';
import type { ReactNode } from 'react';
import { AccountLanguage } from './AccountLanguage';
import { apiClient } from './apiClient';
import { ApiProvider } from './ApiProvider';
import { AuthProvider } from './AuthProvider';
import { PreferencesProvider, usePreferences } from './PreferencesProvider';
import { RouterLinkAdapter } from './RouterLinkAdapter';
import { loadedUiMessages } from './uiMessages';

function ThemedUi({ children }: { children: ReactNode }) {
  const { locale, appearance } = usePreferences();
  return (
    <UiProvider
      locale={locale}
      appearance={appearance}
      messages={loadedUiMessages(locale)}
      linkComponent={RouterLinkAdapter}
    >
      {children}
    </UiProvider>
  );
}

/** Content (tests, questions, explanations, orders) in the UI language, refetched when the learner switches. */
function ContentLanguage() {
  useContentLanguage(usePreferences().locale);
  return null;
}

export interface AppProvidersProps {
  /** Replaces the app's API client (tests give one over a fake fetch). */
  client?: ApiClient;
  /** A fresh SWR cache instead of the global one (tests). */
  isolatedCache?: boolean;
  children: ReactNode;
}

/**
 * Everything a route needs around it, outermost first: preferences, the ui (theme, messages, router links),
 * toasts, the API client with its cache, and the session. Must sit inside the router: links and the 401 redirect
 * navigate with it.
 */
export function AppProviders({ client = apiClient, isolatedCache, children }: AppProvidersProps) {
  return (
    <PreferencesProvider>
      <ThemedUi>
        <ToastProvider>
          <ApiProvider client={client} isolatedCache={isolatedCache}>
            <ContentLanguage />
            <AuthProvider>
              <AccountLanguage />
              {children}
            </AuthProvider>
          </ApiProvider>
        </ToastProvider>
      </ThemedUi>
    </PreferencesProvider>
  );
}
