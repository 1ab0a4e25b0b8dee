import type { MessageFormatElement } from 'react-intl';

export type Locale = 'en' | 'fr';

export const locales: readonly Locale[] = ['en', 'fr'];

/**
 * Translations by message id: ICU strings, or the ASTs the library build precompiles them to. Anything missing
 * renders the component's English default.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

const english: Messages = {};

/**
 * The library's catalogue for a locale, to pass to `UiProvider`'s `messages`. English renders from the
 * components' default messages and resolves at once; French is a separate chunk fetched on the first call,
 * so only French visitors download it.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale !== 'fr') return english;
  const { frMessages } = await import('./fr');
  return frMessages;
}
