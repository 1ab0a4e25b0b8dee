import { CheckIcon, ChevronDownIcon, GlobeIcon, MoonIcon, SunIcon } from '@radix-ui/react-icons';
import { Box, Button, DropdownMenu, IconButton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { Locale } from '../../i18n/messages';
import type { Appearance } from '../../theme/themeConfig';
import { messages } from './AppShell.messages';

// Each language is named in itself (an endonym), so a learner finds theirs whatever the current language.
const languages: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

export function LanguageMenu({ locale, onChange }: { locale: Locale; onChange: (locale: Locale) => void }) {
  const intl = useIntl();
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <Button
          variant="ghost"
          color="gray"
          aria-label={intl.formatMessage(messages.language, { language: current })}
        >
          <GlobeIcon aria-hidden />
          <Box as="span" display={{ initial: 'none', sm: 'inline' }}>
            {current}
          </Box>
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => onChange(value as Locale)}>
          {languages.map((l) => (
            <DropdownMenu.RadioItem key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
              {l.locale === locale && <CheckIcon aria-hidden style={{ marginLeft: 'auto' }} />}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export function ThemeToggle({
  appearance,
  onChange,
}: {
  appearance: Appearance;
  onChange: (appearance: Appearance) => void;
}) {
  const intl = useIntl();
  const dark = appearance === 'dark';
  return (
    <IconButton
      variant="ghost"
      color="gray"
      size="3"
      aria-label={intl.formatMessage(messages.darkTheme)}
      aria-pressed={dark}
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      {dark ? (
        <SunIcon width={18} height={18} aria-hidden />
      ) : (
        <MoonIcon width={18} height={18} aria-hidden />
      )}
    </IconButton>
  );
}
