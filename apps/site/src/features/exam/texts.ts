import { useMemo } from 'react';
import { defineMessage, useIntl } from 'react-intl';

interface ExamTexts {
  /** Shown after a submit that had to go out before every answer reached the server. */
  unsavedAtSubmit: (questions: string) => string;
  /** The paused attempt could not be abandoned. */
  abandonFailed: string;
}

// French: i18n/fr/exam.json.
const messages = {
  unsavedAtSubmit: defineMessage<{ questions: string }>({
    id: 'site.exam.unsavedAtSubmit',
    defaultMessage: 'Some answers could not be saved before the test was submitted (questions {questions}).',
  }),
  abandonFailed: defineMessage({
    id: 'site.exam.abandonFailed',
    defaultMessage: 'The attempt could not be abandoned. Please try again.',
  }),
};

export function useExamTexts(): ExamTexts {
  const intl = useIntl();
  return useMemo(
    () => ({
      unsavedAtSubmit: (questions) => intl.formatMessage(messages.unsavedAtSubmit, { questions }),
      abandonFailed: intl.formatMessage(messages.abandonFailed),
    }),
    [intl],
  );
}
