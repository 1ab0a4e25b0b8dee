import type { Locale } from '../../i18n/messages';

// Each language is named in itself (an endonym), so a visitor finds theirs whatever the page's language.
export const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };
