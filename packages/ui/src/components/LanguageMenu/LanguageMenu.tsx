import { ChevronDownIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Box, Button } from '@radix-ui/themes';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopup } from '../../_internal/DeferredPopup';
import { useHydrated } from '../../_internal/useHydrated';
import { locales, type Locale } from '../../i18n/messages';
import { languageMenuPropDefs, type LanguageMenuLabel } from './LanguageMenu.props';
import { messages } from './LanguageMenu.messages';
import { languageNames } from './languageNames';

const loadPopup = () => import('./LanguageMenuPopup');
const LanguageMenuPopup = lazy(loadPopup);

export interface LanguageMenuProps {
  /** The interface language, shown as selected. */
  locale: Locale;
  /** Called with the language picked. */
  onLocaleChange: (locale: Locale) => void;
  /** `code` shows `EN`; `name` shows `English` from the small breakpoint up (the globe alone below it). */
  label?: LanguageMenuLabel;
  /**
   * This page's address in each language (a page that has one per language): until the app runs (a pre-rendered
   * page, or no JavaScript) the button is a link to the other language's address; once it runs, the menu button.
   */
  addresses?: Partial<Record<Locale, string>>;
}

/**
 * A menu button to pick the interface language; the current one is checked. The menu's code loads on the
 * first press (DeferredPopup): every page shows the button, few open it.
 */
export function LanguageMenu({
  locale,
  onLocaleChange,
  label = languageMenuPropDefs.label.default,
  addresses,
}: LanguageMenuProps) {
  const intl = useIntl();
  const language = languageNames[locale];
  const code = locale.toUpperCase();
  const hydrated = useHydrated();
  const other = locales.find((value) => value !== locale);
  // Only in the HTML and while it hydrates: a link the app had taken over could still be followed from a node
  // the press replaces (the menu's code arrives on the first press).
  const otherAddress = hydrated ? undefined : other && addresses?.[other];
  const content = (
    <>
      <GlobeIcon aria-hidden />
      {label === 'code' ? (
        code
      ) : (
        <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
          {language}
        </Box>
      )}
      <ChevronDownIcon aria-hidden />
    </>
  );
  const trigger = (
    <Button
      variant="ghost"
      color="gray"
      size="2"
      aria-label={
        label === 'code'
          ? intl.formatMessage(messages.withCode, { code, language })
          : intl.formatMessage(messages.withName, { language })
      }
      asChild={Boolean(otherAddress)}
    >
      {otherAddress ? (
        // data-language-choice tells public/preferences.js (the site's boot script) what a followed link chose.
        <a href={otherAddress} role="button" data-language-choice={other}>
          {content}
        </a>
      ) : (
        content
      )}
    </Button>
  );
  return (
    <DeferredPopup trigger={trigger} kind="menu" preload={loadPopup}>
      <LanguageMenuPopup trigger={trigger} locale={locale} onLocaleChange={onLocaleChange} />
    </DeferredPopup>
  );
}
