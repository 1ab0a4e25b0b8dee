import { ChevronDownIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Box, Button } from '@radix-ui/themes';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopup } from '../../_internal/DeferredPopup';
import { useLinkUntilHydrated } from '../../_internal/useLinkUntilHydrated';
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
  const other = locales.find((value) => value !== locale) ?? locale;
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
  const linked = useLinkUntilHydrated(addresses?.[other], { name: 'language', value: other }, content);
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
      {...linked}
    />
  );
  return (
    <DeferredPopup trigger={trigger} kind="menu" preload={loadPopup}>
      <LanguageMenuPopup trigger={trigger} locale={locale} onLocaleChange={onLocaleChange} />
    </DeferredPopup>
  );
}
