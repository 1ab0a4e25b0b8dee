import { ChevronDownIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Box, Button } from '@radix-ui/themes';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopup } from '../../_internal/DeferredPopup';
import type { Locale } from '../../i18n/messages';
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
}

/**
 * A menu button to pick the interface language; the current one is checked. The menu's code loads on the
 * first press (DeferredPopup): every page shows the button, few open it.
 */
export function LanguageMenu({
  locale,
  onLocaleChange,
  label = languageMenuPropDefs.label.default,
}: LanguageMenuProps) {
  const intl = useIntl();
  const language = languageNames[locale];
  const code = locale.toUpperCase();
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
    >
      <GlobeIcon aria-hidden />
      {label === 'code' ? (
        code
      ) : (
        <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
          {language}
        </Box>
      )}
      <ChevronDownIcon aria-hidden />
    </Button>
  );
  return (
    <DeferredPopup trigger={trigger} kind="menu" preload={loadPopup}>
      <LanguageMenuPopup trigger={trigger} locale={locale} onLocaleChange={onLocaleChange} />
    </DeferredPopup>
  );
}
