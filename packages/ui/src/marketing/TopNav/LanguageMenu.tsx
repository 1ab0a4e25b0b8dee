import { ChevronDownIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { Locale } from '../../i18n/messages';
import { languageMessage } from './TopNav.messages';

// Each language is named in itself so a visitor finds their own whatever the page's language.
const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

interface LanguageMenuProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** A menu to pick the interface language. */
export function LanguageMenu({ locale, onLocaleChange }: LanguageMenuProps) {
  const intl = useIntl();
  const code = locale.toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button
          variant="ghost"
          color="gray"
          size="2"
          aria-label={intl.formatMessage(languageMessage, { code, language: languageNames[locale] })}
        >
          <GlobeIcon aria-hidden />
          {code}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => onLocaleChange(value as Locale)}>
          {(Object.keys(languageNames) as Locale[]).map((value) => (
            <DropdownMenu.RadioItem key={value} value={value} lang={value}>
              {languageNames[value]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
