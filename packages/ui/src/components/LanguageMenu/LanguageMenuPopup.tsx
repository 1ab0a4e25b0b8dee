import { DropdownMenu } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { locales, type Locale } from '../../i18n/messages';
import { languageNames } from './languageNames';

export interface LanguageMenuPopupProps {
  trigger: ReactElement;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The language menu itself: a chunk of its own, loaded by LanguageMenu on the first press. */
export default function LanguageMenuPopup({ trigger, locale, onLocaleChange }: LanguageMenuPopupProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
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
