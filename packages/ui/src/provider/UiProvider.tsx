import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { Locale, Messages } from '../i18n/messages';
import { themeConfig, type Appearance } from '../theme/themeConfig';
import { LinkContext, type LinkComponent } from './LinkContext';

export interface UiProviderProps {
  /** Language of every text the library renders. */
  locale: Locale;
  /** Light or dark colours; the app resolves a "system" preference before passing it. */
  appearance: Appearance;
  /** The app's link component (a router link); a plain `<a>` when omitted. */
  linkComponent?: LinkComponent;
  /**
   * The texts for `locale`: the catalogue `await loadMessages(locale)` resolves to, with any overrides by id
   * spread over it (`{ ...catalogue, 'ui.TopNav.login': 'Sign in' }`). Without it every text is English.
   */
  messages?: Messages;
  /** Paint the page background with the theme's colour (on by default). */
  hasBackground?: boolean;
  /**
   * The IANA time zone dates and times are written in (`Europe/Paris`); the runtime's own when omitted. A server
   * rendering a page the browser will hydrate passes the reader's, so both write the same date.
   */
  timeZone?: string;
  children: ReactNode;
}

// react-intl reports a missing translation or a bad placeholder only in development builds; the library
// reports them in every build, so a production app (and its end-to-end tests) can see a French screen
// falling back to English.
function reportIntlError(error: { code?: string; message: string }) {
  console.error(
    error.message.startsWith('[@formatjs') ? error.message : `[@formatjs ${error.code}] ${error.message}`,
  );
}

/** The one provider every screen needs: Radix theme, translated messages and the app's link. */
export function UiProvider({
  locale,
  appearance,
  linkComponent,
  messages,
  hasBackground = true,
  timeZone,
  children,
}: UiProviderProps) {
  const theme = (
    <Theme {...themeConfig} appearance={appearance} hasBackground={hasBackground}>
      {children}
    </Theme>
  );
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      timeZone={timeZone}
      // react-intl formats a catalogue that mixes strings and ASTs (overrides over a compiled catalogue);
      // its type only admits one or the other.
      messages={messages as Record<string, MessageFormatElement[]> | undefined}
      onError={reportIntlError}
    >
      {linkComponent ? <LinkContext.Provider value={linkComponent}>{theme}</LinkContext.Provider> : theme}
    </IntlProvider>
  );
}
