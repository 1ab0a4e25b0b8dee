import type { Locale } from '@elearning/ui';
import { usePreferences } from '../../lib/preferences';

// The results page's own message (spec section 8) that the ui's error card does not carry.
const texts: Record<Locale, { historyNotFound: string }> = {
  en: { historyNotFound: 'Test history not found' },
  fr: { historyNotFound: 'Historique du test introuvable' },
};

export function useResultsTexts() {
  return texts[usePreferences().locale];
}
