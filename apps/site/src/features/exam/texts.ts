import type { Locale } from '@elearning/ui';
import { usePreferences } from '../../lib/preferences';

interface ExamTexts {
  /** Shown after a submit that had to go out before every answer reached the server. */
  unsavedAtSubmit: (questions: string) => string;
}

const texts: Record<Locale, ExamTexts> = {
  en: {
    unsavedAtSubmit: (questions) =>
      `Some answers could not be saved before the test was submitted (questions ${questions}).`,
  },
  fr: {
    unsavedAtSubmit: (questions) =>
      `Certaines réponses n’ont pas pu être enregistrées avant l’envoi du test (questions ${questions}).`,
  },
};

export function useExamTexts(): ExamTexts {
  return texts[usePreferences().locale];
}
