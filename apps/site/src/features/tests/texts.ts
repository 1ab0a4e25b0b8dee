import type { Locale } from '@elearning/ui';
import { usePreferences } from '../../lib/preferences';

interface TestsTexts {
  /** Purchase Now failed and the server gave no reason (spec section 8). */
  purchaseFailed: string;
  /** The approved payment was captured: the test is unlocked. */
  purchased: (title: string) => string;
}

const texts: Record<Locale, TestsTexts> = {
  en: {
    purchaseFailed: 'Failed to initiate purchase',
    purchased: (title) => `Payment successful! You now have access to ${title}.`,
  },
  fr: {
    purchaseFailed: 'Échec de l’initialisation de l’achat',
    purchased: (title) => `Paiement réussi ! Vous avez maintenant accès à ${title}.`,
  },
};

export function useTestsTexts(): TestsTexts {
  return texts[usePreferences().locale];
}
