import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

interface TestsTexts {
  /** Purchase Now failed and the server gave no reason (spec section 8). */
  purchaseFailed: string;
  /** The approved payment was captured: the test is unlocked. */
  purchased: (title: string) => string;
}

// French: i18n/fr/tests.json.
const messages = {
  ...defineMessages({
    purchaseFailed: { id: 'site.tests.purchaseFailed', defaultMessage: 'Failed to initiate purchase' },
  }),
  purchased: defineMessage<{ title: string }>({
    id: 'site.tests.purchased',
    defaultMessage: 'Payment successful! You now have access to {title}.',
  }),
};

export function useTestsTexts(): TestsTexts {
  const intl = useIntl();
  return useMemo(
    () => ({
      purchaseFailed: intl.formatMessage(messages.purchaseFailed),
      purchased: (title) => intl.formatMessage(messages.purchased, { title }),
    }),
    [intl],
  );
}
