import { loadMessages, type Locale, type Messages } from '@elearning/ui';

// The ui's catalogue of each language the page has shown: French is fetched (a chunk of its own) before the
// first render or the switch that needs it, never while French is on screen without its texts.
const loaded = new Map<Locale, Messages>();

/** Fetches the ui catalogue of a locale once; later calls resolve from memory. */
export async function preloadUiMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = await loadMessages(locale);
  loaded.set(locale, messages);
  return messages;
}

/** The catalogue of a locale if it has been loaded. */
export function loadedUiMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
