import { ChevronDownIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Box, Button, DropdownMenu } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { locales, type Locale } from '../../i18n/messages';
import { languageMenuPropDefs, type LanguageMenuLabel } from './LanguageMenu.props';
import { messages } from './LanguageMenu.messages';

// Each language is named in itself (an endonym), so a visitor finds theirs whatever the page's language.
const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

export interface LanguageMenuProps {
  /** The interface language, shown as selected. */
  locale: Locale;
  /** Called with the language picked. */
  onLocaleChange: (locale: Locale) => void;
  /** `code` shows `EN`; `name` shows `English` from the small breakpoint up (the globe alone below it). */
  label?: LanguageMenuLabel;
}

/** A menu button to pick the interface language; the current one is checked. */
export function LanguageMenu({
  locale,
  onLocaleChange,
  label = languageMenuPropDefs.label.default,
}: LanguageMenuProps) {
  const intl = useIntl();
  const language = languageNames[locale];
  const code = locale.toUpperCase();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => onLocaleChange(value as Locale)}>
          {locales.map((value) => (
            <DropdownMenu.RadioItem key={value} value={value} lang={value}>
              {languageNames[value]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
