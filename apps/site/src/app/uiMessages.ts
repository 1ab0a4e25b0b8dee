import { loadMessages, type Locale, type Messages } from '@elearning/ui';
import { loadSiteMessages } from '../i18n/messages';

// The catalogue (the ui's, the site's over it) of each language the page has shown: French is fetched (chunks of
// its own) before the first render or the switch that needs it, never while French is on screen without its texts.
const loaded = new Map<Locale, Messages>();

/** Fetches the ui and site catalogues of a locale once; later calls resolve from memory. */
export async function preloadUiMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const [ui, site] = await Promise.all([loadMessages(locale), loadSiteMessages(locale)]);
  const messages = { ...ui, ...site };
  loaded.set(locale, messages);
  return messages;
}

/** The catalogue of a locale if it has been loaded. */
export function loadedUiMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
