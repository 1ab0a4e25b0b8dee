import type { Locale, Messages } from '@elearning/ui';

const english: Messages = {};

/**
 * The site's own catalogue for a locale (notices, page titles, error codes), merged over the ui's by
 * `preloadUiMessages`. English renders from the default messages; French is fetched on the first call.
 */
export async function loadSiteMessages(locale: Locale): Promise<Messages> {
  if (locale !== 'fr') return english;
  const { frMessages } = await import('./fr');
  return frMessages;
}
